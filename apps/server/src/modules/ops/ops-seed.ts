import type { Db, Queryable } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed-products';
import { hashPassword } from '../auth/password';
import { storeRecoveryCodes } from '../auth/operator-auth';
import type { LedgerService } from '../ledger/ledger.service';

/** README "Demo accounts": the demo operator signs in with DEMO_PASSWORD and this TOTP secret or a code below. */
export const DEMO_OPERATOR = {
  email: 'operator@rima.test',
  username: 'RIMA Ops',
  totpSecret: 'RIMAOPSDEMOTOTPSECRETKEY234567AB',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `demo-rec-${String(i + 1).padStart(2, '0')}`),
};

const SEED_LOCK = 728376;

async function userId(q: Queryable, email: string): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  return row?.id;
}

/**
 * A refund the payment provider refused ten times (so an operator has one to retry): customer2 paid for an
 * order of Kayu Jogja Living that was then cancelled. Written as the shop would have: payment, order,
 * timeline, the ledger's settlement and reversal, the failed refund.
 */
async function seedFailedRefund(tx: Queryable, ledger: LedgerService, buyerId: number, sellerId: number) {
  const [product] = await tx.query<{ id: number; name: string; price: number }>(
    "SELECT id, name, price FROM products WHERE seller_id = $1 AND status = 'active' ORDER BY id LIMIT 1",
    [sellerId],
  );
  if (!product) return;
  const total = product.price + 25_000;
  const [payment] = await tx.query<{ id: number }>(
    `INSERT INTO payments (buyer_id, method, provider, amount, va_number, status, expires_at, paid_at, created_at)
     VALUES ($1, 'bca', 'sandbox', $2, '3935800000000001', 'paid', now() - interval '2 days', now() - interval '3 days',
             now() - interval '3 days') RETURNING id`,
    [buyerId, total],
  );
  if (!payment) return;
  const [order] = await tx.query<{ id: number }>(
    `INSERT INTO orders (payment_id, buyer_id, seller_id, status, subtotal, shipping, total, shipping_method, name, address,
                         phone_code, phone, email, cancel_reason, created_at)
     VALUES ($1, $2, $3, 'awaiting_payment', $4, 25000, $5, 'flat', 'Sari Wulandari', 'Jl. Dago 21, Bandung', '+62',
             '81234567802', 'customer2@rima.test', NULL, now() - interval '3 days') RETURNING id`,
    [payment.id, buyerId, sellerId, product.price, total],
  );
  if (!order) return;
  await tx.query('INSERT INTO order_items (order_id, product_id, name, price, qty) VALUES ($1, $2, $3, $4, 1)', [
    order.id,
    product.id,
    product.name,
    product.price,
  ]);
  const event = (from: string | null, to: string, role: string, note: string, ago: string) =>
    tx.query(
      `INSERT INTO order_events (order_id, from_status, to_status, actor_role, note, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - $6::interval)`,
      [order.id, from, to, role, note, ago],
    );
  await event(null, 'awaiting_payment', 'buyer', 'Order placed', '3 days');
  await tx.query("UPDATE orders SET status = 'paid' WHERE id = $1", [order.id]);
  await event('awaiting_payment', 'paid', 'system', 'Payment received (BCA)', '3 days');
  await ledger.recordSettlement(tx, [order.id]);
  await tx.query(
    "UPDATE orders SET status = 'cancelled', cancel_reason = 'Out of stock at the workshop' WHERE id = $1",
    [order.id],
  );
  await event('paid', 'cancelled', 'seller', 'Out of stock at the workshop', '2 days');
  await tx.query(
    `INSERT INTO refunds (order_id, payment_id, amount, status, attempts, last_error, created_at, updated_at)
     VALUES ($1, $2, $3, 'failed', 10, 'Sandbox: the bank did not accept the refund', now() - interval '2 days', now())`,
    [order.id, payment.id, total],
  );
  await ledger.reverseOrder(tx, order.id);
}

/**
 * The demo data, once: the demo operator (README), a failed refund, a shopper's report and a contact
 * message, so the console has something to handle on a fresh start.
 */
export async function seedOpsDemo(deps: { db: Db; ledger: LedgerService; log: { info(o: object, m: string): void } }) {
  const { db, ledger, log } = deps;
  if (await userId(db, DEMO_OPERATOR.email)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await userId(tx, DEMO_OPERATOR.email)) return;
    const [operator] = await tx.query<{ id: number }>(
      `INSERT INTO users (role, email, username, password_hash, name, totp_secret, totp_enabled_at)
       VALUES ('operator', $1, $2, $3, 'Demo Operator', $4, now()) RETURNING id`,
      [DEMO_OPERATOR.email, DEMO_OPERATOR.username, passwordHash, DEMO_OPERATOR.totpSecret],
    );
    if (!operator) return;
    await storeRecoveryCodes(tx, operator.id, DEMO_OPERATOR.recoveryCodes);

    const customer = await userId(tx, 'customer2@rima.test');
    const rotan = await userId(tx, 'seller2@rima.test');
    const kayu = await userId(tx, 'seller3@rima.test');
    if (customer !== undefined && kayu !== undefined) await seedFailedRefund(tx, ledger, customer, kayu);
    if (customer !== undefined && rotan !== undefined) {
      const [product] = await tx.query<{ id: number }>(
        "SELECT id FROM products WHERE seller_id = $1 AND status = 'active' ORDER BY id DESC LIMIT 1",
        [rotan],
      );
      if (product) {
        await tx.query(
          `INSERT INTO reports (reporter_id, target_type, target_id, reason)
           VALUES ($1, 'product', $2, 'The photos look copied from another shop and the price is too good to be true.')`,
          [customer, product.id],
        );
      }
    }
    await tx.query(
      `INSERT INTO contact_messages (name, email, website, plan, message)
       VALUES ('Sari Wulandari', 'customer2@rima.test', '', 'free',
               'Hello, I cancelled an order three days ago and the refund has not arrived yet. Can you check?')`,
    );
  });
  log.info({ operator: DEMO_OPERATOR.email }, 'seeded the demo operator');
}
