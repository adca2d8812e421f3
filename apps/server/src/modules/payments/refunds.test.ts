import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import type { PaymentProvider } from './provider';
import { REFUND_MAX_ATTEMPTS, refundBackoffMs } from './refunds.service';
import { createSandboxProvider } from './sandbox-provider';

type Refund = { id: number; amount: number; status: string; reference: string | null; completed_at: string | null };
type Detail = { data: { status: string; total: number; payment: { status: string }; refund: Refund | null } };
type Created = { data: { payment: { id: number }; orders: { id: number; total: number }[] } };

/** The sandbox, except that `refund` answers what the test says and counts its calls. */
function scriptedProvider() {
  const sandbox = createSandboxProvider();
  const state = {
    calls: [] as { idempotencyKey: string; amount: number; method: string }[],
    behaviour: 'accept' as 'accept' | 'refuse' | 'throw',
  };
  const provider: PaymentProvider = {
    ...sandbox,
    async refund(input) {
      state.calls.push({ idempotencyKey: input.idempotencyKey, amount: input.amount, method: input.method });
      // a real gateway takes a while: lets concurrent runs overlap
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.behaviour === 'throw') throw new Error('gateway unreachable');
      if (state.behaviour === 'refuse') return { ok: false, message: 'Refunds are paused' };
      return sandbox.refund(input);
    },
  };
  return { provider, state };
}

async function setup(provider?: PaymentProvider) {
  const app = await buildTestApp({}, provider ? { paymentProvider: provider } : {});
  const db = app.deps.db;
  const seller = await createSeller(db);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

  /** A buyer with one order of 2 units (paid unless `pay` is false). */
  async function order(pay = true) {
    const buyer = await createCustomer(db);
    const product = await createProduct(db, seller.id, { price: 150_000, stock: 10 });
    await fillCart(db, buyer.id, [{ productId: product.id, qty: 2 }]);
    const created = (await postCheckout(app, buyer.token)).json<Created>().data;
    if (pay) expect((await call('POST', `/payment/${created.payment.id}/simulate`, buyer.token)).statusCode).toBe(200);
    const first = created.orders[0];
    if (!first) throw new Error('checkout made no order');
    return { buyer, orderId: first.id, total: first.total, paymentId: created.payment.id };
  }
  const detail = async (token: string, orderId: number) =>
    (await call('GET', `/transaction/${orderId}`, token)).json<Detail>().data;
  const cancel = (user: TestUser, orderId: number, note?: string) =>
    call('PATCH', `/transaction/${orderId}/status`, user.token, { status: 'cancelled', ...(note ? { note } : {}) });
  const refundRows = (orderId: number) =>
    db.query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
      'SELECT status, attempts, last_error, next_attempt_at FROM refunds WHERE order_id = $1',
      [orderId],
    );
  const notifications = (userId: number) =>
    db.query<{ type: string; title: string; text: string; link: string }>(
      'SELECT type, title, text, link FROM notifications WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  return { app, db, seller, call, order, detail, cancel, refundRows, notifications };
}

describe('refunds with the sandbox provider', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
  });

  it('gives a paid order cancelled by the buyer its total back, and tells the buyer', async () => {
    const { buyer, orderId, total } = await t.order();
    expect((await t.detail(buyer.token, orderId)).refund).toBeNull();
    expect((await t.cancel(buyer, orderId)).statusCode).toBe(200);

    // processed right after the cancellation committed, without waiting for the job
    await expect.poll(async () => (await t.detail(buyer.token, orderId)).refund?.status).toBe('succeeded');
    const view = await t.detail(buyer.token, orderId);
    expect(view.status).toBe('cancelled');
    expect(view.payment.status).toBe('paid');
    expect(view.refund).toMatchObject({
      amount: total,
      reference: expect.stringMatching(/^SBX-RF-[0-9A-F]{12}$/) as string,
    });
    expect(view.refund?.completed_at).not.toBeNull();
    expect(total).toBe(2 * 150_000 + 25_000);

    await expect
      .poll(async () => (await t.notifications(buyer.id)).filter((n) => n.type === 'refund.succeeded'))
      .toEqual([
        {
          type: 'refund.succeeded',
          title: 'Refund sent',
          text: `Rp325.000 for cancelled order #${orderId} is on its way back to your BCA account.`,
          link: `/order/${orderId}`,
        },
      ]);
  });

  it('refunds an order the seller cancels while processing; the seller sees the refund too', async () => {
    const { buyer, orderId, total } = await t.order();
    expect(
      (await t.call('PATCH', `/transaction/${orderId}/status`, t.seller.token, { status: 'processing' })).statusCode,
    ).toBe(200);
    expect((await t.cancel(t.seller, orderId, 'Damaged in the workshop')).statusCode).toBe(200);
    await expect.poll(async () => (await t.detail(t.seller.token, orderId)).refund?.status).toBe('succeeded');
    expect((await t.detail(buyer.token, orderId)).refund?.amount).toBe(total);
  });

  it('refunds nothing for an order cancelled before it was paid', async () => {
    const { buyer, orderId } = await t.order(false);
    expect((await t.cancel(buyer, orderId)).statusCode).toBe(200);
    await t.app.deps.orderJobs.processRefunds(new Date());
    expect((await t.detail(buyer.token, orderId)).refund).toBeNull();
    expect(await t.refundRows(orderId)).toEqual([]);
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});

describe('refunds when the provider refuses or fails', () => {
  const scripted = scriptedProvider();
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(scripted.provider);
  });

  it('asks the provider exactly once when 50 cancels and 5 job runs race', async () => {
    scripted.state.behaviour = 'accept';
    scripted.state.calls.length = 0;
    const { buyer, orderId, total } = await t.order();
    const codes = (await Promise.all(Array.from({ length: 50 }, () => t.cancel(buyer, orderId)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const jobs = t.app.deps.orderJobs;
    await Promise.all(Array.from({ length: 5 }, () => jobs.processRefunds(new Date())));
    await expect.poll(async () => (await t.refundRows(orderId))[0]?.status).toBe('succeeded');
    await jobs.processRefunds(new Date());
    expect(await t.refundRows(orderId)).toHaveLength(1);
    expect(scripted.state.calls).toEqual([
      { idempotencyKey: expect.stringMatching(/^rima-refund-\d+$/) as string, amount: total, method: 'bca' },
    ]);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('retries a refused refund with growing pauses, then marks it failed and tells the buyer', async () => {
    scripted.state.behaviour = 'refuse';
    const { buyer, orderId } = await t.order();
    expect((await t.cancel(buyer, orderId)).statusCode).toBe(200);
    // the attempt right after the cancellation is refused
    await expect.poll(async () => (await t.refundRows(orderId))[0]?.attempts).toBe(1);
    const [first] = await t.refundRows(orderId);
    expect(first).toMatchObject({ status: 'pending', last_error: 'Refunds are paused' });
    expect((await t.detail(buyer.token, orderId)).refund).toMatchObject({ status: 'pending', reference: null });

    const jobs = t.app.deps.orderJobs;
    // not due yet: nothing is asked
    const callsBefore = scripted.state.calls.length;
    await jobs.processRefunds(new Date());
    expect(scripted.state.calls.length).toBe(callsBefore);

    scripted.state.behaviour = 'throw';
    let at = first?.next_attempt_at ?? new Date();
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt += 1) {
      await jobs.processRefunds(at);
      const [row] = await t.refundRows(orderId);
      expect(row?.attempts).toBe(attempt);
      expect(row?.last_error).toBe('gateway unreachable');
      if (attempt < REFUND_MAX_ATTEMPTS) {
        expect(row?.status).toBe('pending');
        expect(row?.next_attempt_at.getTime()).toBe(at.getTime() + refundBackoffMs(attempt));
        at = row?.next_attempt_at ?? at;
      } else {
        expect(row?.status).toBe('failed');
      }
    }
    // failed for good: the job leaves it alone
    const callsAtEnd = scripted.state.calls.length;
    await jobs.processRefunds(new Date(at.getTime() + 86_400_000));
    expect(scripted.state.calls.length).toBe(callsAtEnd);
    expect((await t.detail(buyer.token, orderId)).refund?.status).toBe('failed');
    await expect
      .poll(async () => (await t.notifications(buyer.id)).map((n) => n.title))
      .toContain('Refund not completed');
  });

  it('backs off 1, 2, 4 … minutes, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(refundBackoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(refundBackoffMs(20)).toBe(6 * 3_600_000);
  });
});
