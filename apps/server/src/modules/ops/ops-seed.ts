import type { Db, Queryable } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed-products';
import { hashPassword } from '../auth/password';
import { insertEnrolledOperator, storeRecoveryCodes } from '../auth/operator-auth';
import type { LedgerService } from '../ledger/ledger.service';
import { insertDemoOrder, moveDemoOrder } from '../orders/orders.demo-seed';
import {
  insertDemoFailedRefund,
  insertDemoGatewayHistory,
  insertDemoPaidPayment,
} from '../payments/payments.demo-seed';
import { createOpsInboxRepository } from './ops-inbox.repository';

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
 * order of Kayu Jogja Living that was then cancelled. Written as the shop would have, each table by its owner
 * (docs/decisions/031): payment, order, timeline, the ledger's settlement and reversal, the failed refund.
 */
async function seedFailedRefund(tx: Queryable, ledger: LedgerService, buyerId: number, sellerId: number) {
  const [product] = await tx.query<{ id: number; name: string; price: number }>(
    "SELECT id, name, price FROM products WHERE seller_id = $1 AND status = 'active' ORDER BY id LIMIT 1",
    [sellerId],
  );
  if (!product) return;
  const total = product.price + 25_000;
  const paymentId = await insertDemoPaidPayment(tx, buyerId, total);
  if (paymentId === undefined) return;
  const orderId = await insertDemoOrder(tx, { paymentId, buyerId, sellerId, product, total });
  if (orderId === undefined) return;
  await moveDemoOrder(tx, orderId, 'awaiting_payment', 'paid', {
    role: 'system',
    note: 'Payment received (BCA)',
    ago: '3 days',
  });
  await ledger.recordSettlement(tx, [orderId]);
  await moveDemoOrder(tx, orderId, 'paid', 'cancelled', {
    role: 'seller',
    note: 'Out of stock at the workshop',
    ago: '2 days',
  });
  await insertDemoFailedRefund(tx, { orderId, paymentId, amount: total });
  await insertDemoGatewayHistory(tx, paymentId, total);
  await ledger.reverseOrder(tx, orderId);
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
    const operatorId = await insertEnrolledOperator(tx, {
      email: DEMO_OPERATOR.email,
      username: DEMO_OPERATOR.username,
      name: 'Demo Operator',
      passwordHash,
      totpSecret: DEMO_OPERATOR.totpSecret,
    });
    if (operatorId === undefined) return;
    await storeRecoveryCodes(tx, operatorId, DEMO_OPERATOR.recoveryCodes);

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
    await createOpsInboxRepository().insertContact(tx, {
      name: 'Sari Wulandari',
      email: 'customer2@rima.test',
      website: '',
      plan: 'free',
      message: 'Hello, I cancelled an order three days ago and the refund has not arrived yet. Can you check?',
    });
  });
  log.info({ operator: DEMO_OPERATOR.email }, 'seeded the demo operator');
}
