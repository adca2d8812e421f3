import type { InstallmentSettings } from '@rima/shared/api/payment-methods';
import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DATABASE_URL } from '../../../test/build-test-app';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createOperator, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';

type Methods = { data: { code: string; installments: InstallmentSettings | null }[] };

/** Card instalments as the operator's settings: validated, audited, and what the checkout offers and takes. */
describe('instalment settings', async () => {
  const app = await buildTestApp({ CARD_INSTALLMENT_TERMS: '3,6,12', CARD_INSTALLMENT_MIN_AMOUNT: '500000' });
  const { db } = app.deps;
  const operator = await createOperator(db);
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id, { price: 2_000_000, stock: 1000 });
  const url = '/api/v1/ops/payments/installments';
  const put = (payload: object, token = operator.token) =>
    app.inject({ method: 'PUT', url, headers: { 'x-access-token': token }, payload });
  const cardPlan = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/payment-methods' }))
      .json<Methods>()
      .data.find((m) => m.code === 'card')?.installments;
  async function checkout(term: number) {
    const buyer = await createCustomer(db);
    await fillCart(db, buyer.id, [{ productId: product.id, qty: 1 }]);
    return postCheckout(app, buyer.token, checkoutBody({ payment_method: 'card', installment_term: term }));
  }

  it("answers the configuration's settings until an operator saves them; buyers get 403", async () => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-access-token': operator.token } });
    expect(res.json<{ data: InstallmentSettings }>().data).toEqual({
      terms: [3, 6, 12],
      min_amount: 500_000,
      cost_borne_by: 'buyer',
      monthly_rate_bps: 0,
    });
    const buyer = await createCustomer(db);
    expect((await app.inject({ method: 'GET', url, headers: { 'x-access-token': buyer.token } })).statusCode).toBe(403);
    expect(
      (await put({ terms: [3], min_amount: 0, cost_borne_by: 'buyer', monthly_rate_bps: 0 }, buyer.token)).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each([
    [{ terms: [4] }, 'terms.0'],
    [{ terms: [3, 3] }, 'terms'],
    [{ terms: 'all' }, 'terms'],
    [{ min_amount: -1 }, 'min_amount'],
    [{ min_amount: 1.5 }, 'min_amount'],
    [{ cost_borne_by: 'bank' }, 'cost_borne_by'],
    [{ monthly_rate_bps: 5000 }, 'monthly_rate_bps'],
  ])('answers 400 naming the field for %j', async (over, field) => {
    const res = await put({
      terms: [3, 6],
      min_amount: 1_000_000,
      cost_borne_by: 'buyer',
      monthly_rate_bps: 150,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
  });

  it('saves them with an audit entry; the checkout offers and takes only what they allow', async () => {
    const saved = await put({ terms: [12, 6], min_amount: 1_500_000, cost_borne_by: 'buyer', monthly_rate_bps: 175 });
    expect(saved.statusCode).toBe(200);
    const plan = { terms: [6, 12], min_amount: 1_500_000, cost_borne_by: 'buyer', monthly_rate_bps: 175 };
    expect(saved.json<{ data: unknown }>().data).toEqual(plan);
    expect(await cardPlan()).toEqual(plan);
    const [audit] = await db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM audit_log WHERE action = 'installments.set' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ action: 'installments.set', before: { terms: [3, 6, 12] }, after: plan });

    const three = await checkout(3);
    expect(three.statusCode).toBe(400);
    expect(three.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('installment_term');
    expect((await checkout(6)).statusCode).toBe(201);

    // The merchant bearing the cost: nothing for the buyer to pay on top, whatever rate was typed.
    await put({ terms: [3], min_amount: 3_000_000, cost_borne_by: 'merchant', monthly_rate_bps: 175 });
    expect(await cardPlan()).toMatchObject({ cost_borne_by: 'merchant', monthly_rate_bps: 0 });
    const under = await checkout(3);
    expect(under.statusCode).toBe(400);
    expect(under.json<{ message: string }>().message).toContain('Rp3.000.000');

    // None offered: the card has no plan at all.
    await put({ terms: [], min_amount: 0, cost_borne_by: 'merchant', monthly_rate_bps: 0 });
    expect(await cardPlan()).toBeNull();
    expect(await checkInvariants(db)).toEqual([]);
  });

  it.runIf(TEST_DATABASE_URL)('keeps the audit trail a chain when operators save at once', async () => {
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      terms: [3, 6, 12].slice(0, (i % 3) + 1),
      min_amount: 100_000 * (i + 1),
      cost_borne_by: 'buyer',
      monthly_rate_bps: i,
    }));
    const results = await Promise.all(bodies.map((b) => put(b)));
    expect(results.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));
    const trail = await db.query<{ before: { min_amount: number }; after: { min_amount: number } }>(
      "SELECT before, after FROM audit_log WHERE action = 'installments.set' ORDER BY id DESC LIMIT 12",
    );
    trail.reverse();
    // Each save saw the one before it (the row lock): no lost update between them.
    for (let i = 1; i < trail.length; i += 1) {
      expect(trail[i]?.before.min_amount).toBe(trail[i - 1]?.after.min_amount);
    }
    const last = trail.at(-1)?.after;
    expect(
      (await app.inject({ method: 'GET', url, headers: { 'x-access-token': operator.token } })).json<{
        data: unknown;
      }>().data,
    ).toMatchObject(last ?? {});
  });
});
