import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createCustomer, createProduct, createSeller } from './factories';
import { createEventBus } from '../src/events/bus';
import { createLedgerRepository } from '../src/modules/ledger/ledger.repository';
import { createLedgerService } from '../src/modules/ledger/ledger.service';
import { createSandboxPayoutProvider } from '../src/modules/ledger/payout-provider';
import { DEMO_OPERATOR, seedOpsDemo } from '../src/modules/ops/ops-seed';

// The console's demo data (modules/ops/ops-seed.ts), each table written by its owning module
// (docs/decisions/031): the ledger is built here as the composition root builds it.
describe('ops demo seed', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const ledger = createLedgerService({
    db,
    repo: createLedgerRepository(),
    payouts: createSandboxPayoutProvider(),
    events: createEventBus((error) => {
      throw error;
    }),
  });
  const log = { info: () => undefined };

  it('seeds the operator, a failed refund, a report and a contact message, once', async () => {
    const customer = await createCustomer(db, { email: 'customer2@rima.test' });
    await createSeller(db, { email: 'seller2@rima.test' });
    const kayu = await createSeller(db, { email: 'seller3@rima.test' });
    await createProduct(db, kayu.id, { price: 1_000_000 });
    const rotan = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'seller2@rima.test'");
    await createProduct(db, rotan[0]?.id ?? 0, { price: 500_000 });

    await seedOpsDemo({ db, ledger, log });
    await seedOpsDemo({ db, ledger, log });

    const operators = await db.query<{ role: string; totp: boolean }>(
      'SELECT role, totp_enabled_at IS NOT NULL AS totp FROM users WHERE email = $1',
      [DEMO_OPERATOR.email],
    );
    expect(operators).toEqual([{ role: 'operator', totp: true }]);
    const [codes] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM operator_recovery_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [DEMO_OPERATOR.email],
    );
    expect(codes?.n).toBe(DEMO_OPERATOR.recoveryCodes.length);

    const orders = await db.query<{ id: number; status: string; cancel_reason: string; total: number }>(
      'SELECT id, status, cancel_reason, total FROM orders WHERE buyer_id = $1',
      [customer.id],
    );
    expect(orders.map(({ id: _id, ...order }) => order)).toEqual([
      { status: 'cancelled', cancel_reason: 'Out of stock at the workshop', total: 1_025_000 },
    ]);
    const orderId = orders[0]?.id;
    const events = await db.query<{ from_status: string | null; to_status: string }>(
      'SELECT from_status, to_status FROM order_events WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(events).toEqual([
      { from_status: null, to_status: 'awaiting_payment' },
      { from_status: 'awaiting_payment', to_status: 'paid' },
      { from_status: 'paid', to_status: 'cancelled' },
    ]);
    const payments = await db.query<{ status: string; amount: number }>(
      'SELECT p.status, p.amount FROM payments p JOIN orders o ON o.payment_id = p.id WHERE o.id = $1',
      [orderId],
    );
    expect(payments).toEqual([{ status: 'paid', amount: 1_025_000 }]);
    const refunds = await db.query<{ status: string; attempts: number; amount: number }>(
      'SELECT status, attempts, amount FROM refunds WHERE order_id = $1',
      [orderId],
    );
    expect(refunds).toEqual([{ status: 'failed', attempts: 10, amount: 1_025_000 }]);
    const kinds = await db.query<{ kind: string }>(
      'SELECT kind FROM ledger_transactions WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['settlement', 'refund']);

    const [reports] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports');
    expect(reports?.n).toBe(1);
    const messages = await db.query<{ email: string; plan: string }>('SELECT email, plan FROM contact_messages');
    expect(messages).toEqual([{ email: 'customer2@rima.test', plan: 'free' }]);
  });
});
