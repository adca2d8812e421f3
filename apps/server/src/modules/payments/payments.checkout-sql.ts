import type { PaymentRow } from './payments.repository';

/**
 * The payments module's part of checkout's one write statement (docs/decisions/020): the payment is created
 * in the statement that places its orders, which read its id. The only payments SQL outside
 * payments.repository.ts (docs/decisions/031).
 */

/** The columns the checkout answers of its new payment. */
export const CHECKOUT_PAYMENT_COLUMNS = [
  'id',
  'buyer_id',
  'method',
  'provider',
  'amount',
  'va_number',
  'status',
  'expires_at',
  'paid_at',
  'created_at',
  'provider_ref',
  'instructions',
] as const satisfies readonly (keyof PaymentRow)[];

/**
 * A pending payment, as a CTE body. The arguments name the statement's parameters, in the order of the
 * columns: buyer, method, provider, amount, virtual account number, deadline, the gateway's reference, the
 * instructions (jsonb).
 */
export function insertPaymentSql(
  buyerId: string,
  method: string,
  provider: string,
  amount: string,
  vaNumber: string,
  expiresAt: string,
  providerRef: string,
  instructions: string,
): string {
  return `INSERT INTO payments (buyer_id, method, provider, amount, va_number, expires_at, provider_ref, instructions)
           VALUES (${buyerId}, ${method}, ${provider}, ${amount}, ${vaNumber}, ${expiresAt}, ${providerRef},
                   ${instructions}::jsonb)
           RETURNING ${CHECKOUT_PAYMENT_COLUMNS.join(', ')}`;
}
