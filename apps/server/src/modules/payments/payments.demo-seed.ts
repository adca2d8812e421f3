import type { Queryable } from '../../db/client';

/**
 * The payments module's rows of the demo data (modules/ops/ops-seed.ts): written as the shop would have
 * left them, with their dates in the past. The payments module owns these tables (docs/decisions/031).
 */

/** A payment settled three days ago; answers its id. */
export async function insertDemoPaidPayment(tx: Queryable, buyerId: number, amount: number) {
  const [payment] = await tx.query<{ id: number }>(
    `INSERT INTO payments (buyer_id, method, provider, amount, va_number, status, expires_at, paid_at, created_at)
     VALUES ($1, 'bca', 'sandbox', $2, '3935800000000001', 'paid', now() - interval '2 days', now() - interval '3 days',
             now() - interval '3 days') RETURNING id`,
    [buyerId, amount],
  );
  return payment?.id;
}

/** A refund the provider refused ten times, so an operator has one to retry. */
export async function insertDemoFailedRefund(
  tx: Queryable,
  refund: { orderId: number; paymentId: number; amount: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO refunds (order_id, payment_id, amount, status, attempts, last_error, created_at, updated_at)
     VALUES ($1, $2, $3, 'failed', 10, 'Sandbox: the bank did not accept the refund', now() - interval '2 days', now())`,
    [refund.orderId, refund.paymentId, refund.amount],
  );
}
