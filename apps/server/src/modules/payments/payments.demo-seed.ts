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

/**
 * A gateway history for the console's payments log: the payment's Midtrans order id, a pending notification, a
 * forged settlement and one with the wrong amount (refused and flagged).
 */
export async function insertDemoGatewayHistory(tx: Queryable, paymentId: number, amount: number): Promise<void> {
  const ref = 'RIMA-DEMO00000000000000000001';
  await tx.query('UPDATE payments SET provider_ref = $2 WHERE id = $1', [paymentId, ref]);
  const notes: [number | null, string, string, boolean, string, string][] = [
    [paymentId, 'pending', '201', true, 'noted', `${amount}.00`],
    [null, 'settlement', '200', false, 'bad_signature', `${amount}.00`],
    [paymentId, 'settlement', '200', true, 'amount_mismatch', '1000.00'],
  ];
  for (const [i, [id, status, code, isValid, outcome, gross]] of notes.entries()) {
    const body = { order_id: ref, status_code: code, transaction_status: status, gross_amount: gross };
    await tx.query(
      `INSERT INTO payment_notifications (provider, payment_id, provider_ref, transaction_status, gross_amount,
                                          is_signature_valid, outcome, body, received_at)
       VALUES ('midtrans', $1, $2, $3, $4, $5, $6, $7::jsonb, now() - interval '3 days' + $8 * interval '1 minute')`,
      [id, ref, status, gross, isValid, outcome, JSON.stringify({ ...body, signature_key: 'demo' }), i],
    );
  }
  await tx.query(
    `INSERT INTO payment_flags (payment_id, provider_ref, kind, detail, created_at)
     VALUES ($1, $2, 'amount_mismatch', $3, now() - interval '3 days')`,
    [paymentId, ref, `The gateway reported 1000 for a payment of ${amount}`],
  );
}
