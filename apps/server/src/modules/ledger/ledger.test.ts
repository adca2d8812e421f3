import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOperator, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants, checkLedger } from '../../../test/invariants';
import { api, balanceOf, completeOrder, paidCheckout } from '../../../test/money';
import { commissionOf } from './ledger.service';

/**
 * Seller money on a double-entry ledger (docs/decisions/029). Run with DATABASE_URL set for the race on PostgreSQL.
 */
describe('seller ledger', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const call = api(app);
  const operator = await createOperator(db);

  afterEach(async () => {
    // The ledger sums to zero (and every other money invariant holds) after every test.
    expect(await checkLedger(db)).toEqual([]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('computes commission on the goods after the coupon, per category, rounded down', () => {
    expect(commissionOf({ subtotal: 1_000_000, discount: 0, total: 1_025_000 }, [{ line: 1_000_000, bps: 1000 }])).toBe(
      100_000,
    );
    const mixed = [
      { line: 600_000, bps: 1000 },
      { line: 400_000, bps: 500 },
    ];
    expect(commissionOf({ subtotal: 1_000_000, discount: 100_000, total: 900_000 }, mixed)).toBe(72_000);
    expect(commissionOf({ subtotal: 3, discount: 0, total: 3 }, [{ line: 3, bps: 3333 }])).toBe(0);
  });

  it('saves 20 concurrent changes of the commission rates one after the other (no 500), the last one wins', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', '/ops/commission', operator.token, {
          default_bps: i,
          categories: [{ category_id: 10, rate_bps: i }],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rates = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM commission_rates');
    expect(rates[0]?.n).toBe(2);
  });

  it('settles a payment of two orders into two pending balances less commission', async () => {
    const rates = await call('PUT', '/ops/commission', operator.token, {
      default_bps: 1000,
      categories: [{ category_id: 10, rate_bps: 500 }],
    });
    expect(rates.statusCode).toBe(200);
    const sellerA = await createSeller(db);
    const sellerB = await createSeller(db);
    const buyer = await createCustomer(db);
    const a = await createProduct(db, sellerA.id, { price: 1_200_000, category_id: 5 });
    const b = await createProduct(db, sellerB.id, { price: 400_000, category_id: 10 });
    const { orders } = await paidCheckout(app, buyer, [
      { productId: a.id, qty: 1 },
      { productId: b.id, qty: 2 },
    ]);
    expect(orders).toHaveLength(2);
    const orderA = orders.find((o) => o.seller_id === sellerA.id);
    const orderB = orders.find((o) => o.seller_id === sellerB.id);
    // A: 1,200,000 + 25,000 shipping, 10 % of the goods; B: 800,000 + 25,000, 5 % (category 10).
    expect(orderA?.total).toBe(1_225_000);
    expect(await balanceOf(app, sellerA)).toMatchObject({ pending: 1_225_000 - 120_000, available: 0 });
    expect(await balanceOf(app, sellerB)).toMatchObject({ pending: 825_000 - 40_000, available: 0 });
    const [commission] = await db.query<{ total: number }>(
      `SELECT sum(e.amount)::int8 AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.kind = 'platform_commission' AND e.transaction_id IN
          (SELECT id FROM ledger_transactions WHERE order_id = ANY($1::int[]))`,
      [[orderA?.id, orderB?.id]],
    );
    expect(Number(commission?.total)).toBe(160_000);
  });

  it('moves the money to available when the order completes, and reverses it on a refund after completion', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const product = await createProduct(db, seller.id, { price: 500_000, category_id: 5 });
    const { orders } = await paidCheckout(app, buyer, [{ productId: product.id, qty: 1 }]);
    const order = orders[0];
    if (!order) throw new Error('no order');
    const net = order.total - 50_000;
    expect(await balanceOf(app, seller)).toMatchObject({ pending: net, available: 0 });
    await completeOrder(app, order.id, seller, buyer);
    expect(await balanceOf(app, seller)).toMatchObject({ pending: 0, available: net });

    const refund = await call('POST', `/ops/orders/${order.id}/cancel`, operator.token, { reason: 'Arrived broken' });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ data: { status: 'cancelled', refund: { amount: order.total } } });
    const after = await balanceOf(app, seller);
    expect(after).toMatchObject({ pending: 0, available: 0 });
    expect(after.history.map((h) => h.kind)).toEqual(['refund', 'completion', 'completion', 'settlement']);
  });

  it('lets exactly one of 50 concurrent withdrawals of the whole available balance through', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const product = await createProduct(db, seller.id, { price: 2_000_000 });
    const { orders } = await paidCheckout(app, buyer, [{ productId: product.id, qty: 1 }]);
    const order = orders[0];
    if (!order) throw new Error('no order');
    await completeOrder(app, order.id, seller, buyer);
    const { available } = await balanceOf(app, seller);
    expect(available).toBeGreaterThan(0);
    const bank = await call('POST', '/seller/bank-accounts', seller.token, {
      bank_code: '014',
      account_number: '123-456-7890',
      holder_name: 'Wayan Sudarsana',
    });
    expect(bank.statusCode).toBe(201);
    const bankId = bank.json<{ data: { id: number } }>().data.id;

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/seller/payouts', seller.token, { amount: available, bank_account_id: bankId }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await balanceOf(app, seller)).toMatchObject({ available: 0, in_payout: available });

    // The operator rejects it (money back to available), the seller asks again, the operator pays it.
    const payoutId = results.find((r) => r.statusCode === 201)?.json<{ data: { id: number } }>().data.id;
    const rejected = await call('POST', `/ops/payouts/${payoutId}/reject`, operator.token, { reason: 'Name mismatch' });
    expect(rejected.json()).toMatchObject({ data: { status: 'rejected', reject_reason: 'Name mismatch' } });
    expect(await balanceOf(app, seller)).toMatchObject({ available, in_payout: 0 });
    const again = await call('POST', '/seller/payouts', seller.token, { amount: available, bank_account_id: bankId });
    const againId = again.json<{ data: { id: number } }>().data.id;
    const paid = await call('POST', `/ops/payouts/${againId}/pay`, operator.token, {});
    expect(paid.json()).toMatchObject({ data: { status: 'paid', provider: 'sandbox' } });
    expect(paid.json<{ data: { reference: string } }>().data.reference).toMatch(/^SBX-PO-/);
    expect((await call('POST', `/ops/payouts/${againId}/pay`, operator.token, {})).statusCode).toBe(409);
    expect(await balanceOf(app, seller)).toMatchObject({ available: 0, in_payout: 0, pending: 0 });
  });

  it('refuses a withdrawal above the balance, to someone else’s bank account, and junk amounts', async () => {
    const seller = await createSeller(db);
    const other = await createSeller(db);
    const bank = await call('POST', '/seller/bank-accounts', other.token, {
      bank_code: '008',
      account_number: '9876543210',
      holder_name: 'Someone Else',
    });
    const otherBank = bank.json<{ data: { id: number } }>().data.id;
    expect(
      (await call('POST', '/seller/payouts', seller.token, { amount: 50_000, bank_account_id: otherBank })).statusCode,
    ).toBe(404);
    const mine = await call('POST', '/seller/bank-accounts', seller.token, {
      bank_code: '008',
      account_number: '1234567',
      holder_name: 'Me Myself',
    });
    const mineId = mine.json<{ data: { id: number } }>().data.id;
    expect(
      (await call('POST', '/seller/payouts', seller.token, { amount: 50_000, bank_account_id: mineId })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/seller/payouts', seller.token, { amount: 1.5, bank_account_id: mineId })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/seller/bank-accounts', seller.token, {
          bank_code: '999',
          account_number: '1234567',
          holder_name: 'Me',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is enforced by the database: unbalanced transactions fail at commit, entries are append-only', async () => {
    const [account] = await db.query<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE kind = 'platform_commission'",
    );
    await expect(
      db.transaction(async (tx) => {
        const [t] = await tx.query<{ id: number }>(
          "INSERT INTO ledger_transactions (kind) VALUES ('settlement') RETURNING id",
        );
        await tx.query('INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, 100)', [
          t?.id,
          account?.id,
        ]);
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  });
});
