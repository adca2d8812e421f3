import { SANDBOX_CARDS } from '@rima/shared/api/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { checkInvariants, snapshotStock } from '../../../test/invariants';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';

type Created = { data: { payment: { id: number; amount: number }; orders: { id: number; seller_id: number }[] } };
type PaymentView = { data: { status: string; amount: number; orders: { status: string; total: number }[] } };
type Raced = { buyer: TestUser; paymentId: number; orderA: number; orderB: number; isCard: boolean };

const PAYMENTS = 100;
const STAGGER_MS = 15;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const card = { card_number: SANDBOX_CARDS.success, exp: '12/39', cvc: '123' };

/** The sandbox, recording every card charge (payment id from the idempotency key, amount) and taking a while. */
function recordingProvider() {
  const sandbox = createSandboxProvider();
  const charges: { paymentId: number; amount: number }[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    async chargeCard(input) {
      charges.push({ paymentId: Number(/^rima-charge-(\d+)-/.exec(input.idempotencyKey)?.[1]), amount: input.amount });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return sandbox.chargeCard(input);
    },
  };
  return { provider, charges };
}

/**
 * docs/invariants.md: two-store payments raced by a buyer cancel, a seller cancel and a payment, all at once.
 * On PostgreSQL these run truly in parallel (pool of 20); on PGlite they queue, which checks the logic only.
 */
describe('money and order state under races', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const recorder = recordingProvider();
  let sellerA: TestUser;
  let sellerB: TestUser;
  const productsA: number[] = [];
  const productsB: number[] = [];

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

  /** One buyer's two-store payment; products are shared between buyers, so cancels contend on stock rows. */
  async function twoStorePayment(i: number): Promise<Raced> {
    const db = app.deps.db;
    const buyer = await createCustomer(db);
    const a = productsA[i % productsA.length];
    const b = productsB[i % productsB.length];
    if (a === undefined || b === undefined) throw new Error('no products');
    await fillCart(db, buyer.id, [
      { productId: a, qty: 1 },
      { productId: b, qty: 2 },
    ]);
    const isCard = i % 2 === 1;
    const res = await postCheckout(app, buyer.token, checkoutBody({ payment_method: isCard ? 'visa' : 'bca' }));
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>().data;
    const orderA = created.orders.find((o) => o.seller_id === sellerA.id)?.id;
    const orderB = created.orders.find((o) => o.seller_id === sellerB.id)?.id;
    if (orderA === undefined || orderB === undefined) throw new Error('checkout made no two-store payment');
    return { buyer, paymentId: created.payment.id, orderA, orderB, isCard };
  }

  beforeAll(async () => {
    app = await buildTestApp({}, { paymentProvider: recorder.provider });
    const db = app.deps.db;
    sellerA = await createSeller(db);
    sellerB = await createSeller(db);
    for (let i = 0; i < 4; i += 1) {
      productsA.push((await createProduct(db, sellerA.id, { price: 300_000 + i * 1000, stock: 1000 })).id);
      productsB.push((await createProduct(db, sellerB.id, { price: 200_000 + i * 1000, stock: 1000 })).id);
    }
  });

  it(`${PAYMENTS} two-store payments, each raced by a buyer cancel, a seller cancel and a payment: no 5xx, invariants hold`, async () => {
    const db = app.deps.db;
    const stock = await snapshotStock(db);
    const raced: Raced[] = [];
    for (let i = 0; i < PAYMENTS; i += 1) raced.push(await twoStorePayment(i));

    // The three requests of a payment start a few ms apart in a rotating order, so each of them is sometimes
    // first (the assertions hold whichever wins; the stagger only mixes the outcomes).
    const answers = await Promise.all(
      raced.flatMap((r, i) => {
        const requests = [
          () => call('PATCH', `/transaction/${r.orderA}/status`, r.buyer.token, { status: 'cancelled' }),
          () =>
            call('PATCH', `/transaction/${r.orderB}/status`, sellerB.token, { status: 'cancelled', note: 'No wood' }),
          () =>
            r.isCard
              ? call('POST', `/payment/${r.paymentId}/card`, r.buyer.token, card)
              : call('POST', `/payment/${r.paymentId}/simulate`, r.buyer.token),
        ];
        return requests.map(async (request, k) => {
          await pause(((i + k) % 3) * STAGGER_MS);
          return request();
        });
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Every loser is told why (409), never anything else.
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);

    expect(await checkInvariants(db, { stock })).toEqual([]);

    // Whatever won, the buyer's page tells a consistent story, and the two cancels each won.
    const finals: string[] = [];
    for (const r of raced) {
      const view = (await call('GET', `/payment/${r.paymentId}`, r.buyer.token)).json<PaymentView>().data;
      expect(view.orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
      expect(['paid', 'cancelled']).toContain(view.status);
      if (view.status === 'cancelled') expect(view.amount).toBe(0);
      finals.push(view.status);
      // The card was charged once for what the payment owed under its lock, or not at all.
      const charged = recorder.charges.filter((c) => c.paymentId === r.paymentId).map((c) => c.amount);
      expect(charged).toEqual(r.isCard && view.status === 'paid' ? [view.amount] : []);
    }
    // A payment the cancels emptied can no longer be paid.
    const emptied = raced[finals.indexOf('cancelled')];
    if (emptied) {
      const again = await call('POST', `/payment/${emptied.paymentId}/simulate`, emptied.buyer.token);
      expect(again.statusCode).toBe(409);
    }
    // Refunds of the orders cancelled after payment are handed to the provider right after their cancels.
    await expect
      .poll(async () => (await db.query("SELECT 1 FROM refunds WHERE status = 'pending'")).length, { timeout: 30_000 })
      .toBe(0);
    expect(await checkInvariants(db, { stock })).toEqual([]);
  }, 120_000);

  it('a payment whose orders are all cancelled is cancelled and can no longer be paid', async () => {
    const r = await twoStorePayment(1);
    expect(
      (await call('PATCH', `/transaction/${r.orderA}/status`, r.buyer.token, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const partly = (await call('GET', `/payment/${r.paymentId}`, r.buyer.token)).json<PaymentView>().data;
    expect(partly.status).toBe('pending');
    expect(partly.amount).toBe(partly.orders.find((o) => o.status !== 'cancelled')?.total);
    expect(
      (await call('PATCH', `/transaction/${r.orderB}/status`, r.buyer.token, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const view = (await call('GET', `/payment/${r.paymentId}`, r.buyer.token)).json<PaymentView>().data;
    expect(view).toMatchObject({ status: 'cancelled', amount: 0 });
    const paid = await call('POST', `/payment/${r.paymentId}/card`, r.buyer.token, card);
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ message: string }>().message).toBe('This payment is cancelled');
    const simulated = await call('POST', `/payment/${r.paymentId}/simulate`, r.buyer.token);
    expect(simulated.statusCode).toBe(409);
    expect(await checkInvariants(app.deps.db)).toEqual([]);
  });

  it('a payment settled after a partial cancel charges only the live order', async () => {
    const r = await twoStorePayment(1);
    const before = (await call('GET', `/payment/${r.paymentId}`, r.buyer.token)).json<PaymentView>().data;
    expect(
      (await call('PATCH', `/transaction/${r.orderA}/status`, r.buyer.token, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const paid = await call('POST', `/payment/${r.paymentId}/card`, r.buyer.token, card);
    expect(paid.statusCode).toBe(200);
    const view = paid.json<PaymentView>().data;
    const live = view.orders.find((o) => o.status === 'paid');
    expect(view.status).toBe('paid');
    expect(view.amount).toBe(live?.total);
    expect(view.amount).toBeLessThan(before.amount);
    expect(await checkInvariants(app.deps.db)).toEqual([]);
  });

  it('the expiry job racing cancels and payments keeps the invariants', async () => {
    const db = app.deps.db;
    const stock = await snapshotStock(db);
    const raced: Raced[] = [];
    for (let i = 0; i < 20; i += 1) raced.push(await twoStorePayment(i));
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const [expired, ...answers] = await Promise.all([
      app.deps.orderJobs.expireUnpaidPayments(later),
      ...raced.flatMap((r) => [
        call('PATCH', `/transaction/${r.orderA}/status`, r.buyer.token, { status: 'cancelled' }),
        r.isCard
          ? call('POST', `/payment/${r.paymentId}/card`, r.buyer.token, card)
          : call('POST', `/payment/${r.paymentId}/simulate`, r.buyer.token),
      ]),
    ]);
    expect(typeof expired).toBe('number');
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await checkInvariants(db, { stock })).toEqual([]);
  }, 60_000);
});
