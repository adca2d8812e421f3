import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { buildTestApp, TEST_OUTBOX_TOKEN } from '../../../test/build-test-app';
import { createCustomer, createOperator, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants, checkLedger } from '../../../test/invariants';
import { api, completeOrder, paidCheckout } from '../../../test/money';

/** A sandbox whose refunds can be switched to refusing (for the failed-refund journey). */
const sandbox = createSandboxProvider();
let refundsFail = false;
const provider: PaymentProvider = {
  ...sandbox,
  refund: (input) => (refundsFail ? Promise.resolve({ ok: false, message: 'Bank offline' }) : sandbox.refund(input)),
};

/** What operators do, each action one audit entry, and the catalogue, sessions and money that follow. */
describe('operator actions', async () => {
  const app = await buildTestApp({}, { paymentProvider: provider });
  const { db } = app.deps;
  const call = api(app);
  const operator = await createOperator(db);
  let auditCount = 0;
  const countAudit = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]?.n ?? 0;
  /** The audit log grew by exactly one entry of `action` since the last check. */
  async function expectOneAudit(action: string) {
    const n = await countAudit();
    expect(n - auditCount).toBe(1);
    auditCount = n;
    const [last] = await db.query<{ action: string; actor_id: number }>(
      'SELECT action, actor_id FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(last).toMatchObject({ action, actor_id: operator.id });
  }
  const outbox = async (to: string) =>
    (await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}&token=${TEST_OUTBOX_TOKEN}`)).json<{
      data: { subject: string; text: string }[];
    }>().data;

  beforeEach(async () => {
    auditCount = await countAudit();
  });
  afterEach(async () => {
    expect(await checkLedger(db)).toEqual([]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('suspends a store: its products leave the catalogue at once, its sessions end, the seller is told; reinstates it', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const product = await createProduct(db, seller.id, { name: 'Suspended teak bench' });
    const other = await createProduct(db, seller.id, { name: 'Another bench' });
    const { orders } = await paidCheckout(app, buyer, [{ productId: other.id, qty: 1 }]);
    // Warm the catalogue cache first: the suspension must show in the very next answers.
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(200);
    const list = async () =>
      (await call('GET', `/product?seller_id=${seller.id}`)).json<{ data: { data: { id: number }[] } }>().data.data;
    expect((await list()).map((p) => p.id)).toContain(product.id);

    const res = await call('POST', `/ops/stores/${seller.id}/suspend`, operator.token, {
      reason: 'Selling counterfeit goods',
      open_orders: 'cancel',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { cancelled_orders: [orders[0]?.id] } });
    await expectOneAudit('store.suspend');
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(404);
    expect(await list()).toEqual([]);
    expect((await call('GET', `/store/${seller.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/profile', seller.token)).statusCode).toBe(401);
    const login = await call('POST', '/auth/login', undefined, {
      emailOrusername: seller.email,
      password: seller.password,
    });
    expect(login.statusCode).toBe(403);
    const order = await call('GET', `/ops/orders/${orders[0]?.id}`, operator.token);
    expect(order.json()).toMatchObject({ data: { status: 'cancelled', refund: { status: 'succeeded' } } });
    expect((await outbox(seller.email)).map((m) => m.subject)).toContain('RIMA: your store is suspended');
    await expect
      .poll(
        async () =>
          (
            await db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND type = $2', [
              seller.id,
              'store.suspended',
            ])
          ).length,
      )
      .toBe(1);
    expect(
      (await call('POST', `/ops/stores/${seller.id}/suspend`, operator.token, { reason: 'again please' })).statusCode,
    ).toBe(409);

    const back = await call('POST', `/ops/stores/${seller.id}/reinstate`, operator.token, {
      reason: 'Documents checked',
    });
    expect(back.statusCode).toBe(200);
    await expectOneAudit('store.reinstate');
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(200);
    expect((await list()).map((p) => p.id)).toContain(product.id);
  });

  it('takes a listing down with a reason the seller sees, and restores it', async () => {
    const seller = await createSeller(db);
    const product = await createProduct(db, seller.id);
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(200);
    const down = await call('POST', `/ops/products/${product.id}/take-down`, operator.token, {
      reason: 'Misleading photos',
    });
    expect(down.json()).toMatchObject({ data: { status: 'taken_down', moderation_reason: 'Misleading photos' } });
    await expectOneAudit('product.take_down');
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(404);
    const mine = (await call('GET', '/product/my-product', seller.token)).json<{
      data: { id: number; status?: string; moderation_reason?: string }[];
    }>();
    expect(mine.data.find((p) => p.id === product.id)).toMatchObject({
      status: 'taken_down',
      moderation_reason: 'Misleading photos',
    });
    expect(
      (await call('POST', `/ops/products/${product.id}/restore`, operator.token, { reason: 'Photos replaced' }))
        .statusCode,
    ).toBe(200);
    await expectOneAudit('product.restore');
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(200);
  });

  it('takes reports from shoppers and resolves them: take down, hide a review, dismiss', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const product = await createProduct(db, seller.id);
    const report = await call('POST', '/reports', buyer.token, {
      target_type: 'product',
      target_id: product.id,
      reason: 'Fake brand',
    });
    expect(report.statusCode).toBe(201);
    expect(
      (await call('POST', '/reports', buyer.token, { target_type: 'product', target_id: product.id, reason: 'Again' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/reports', buyer.token, { target_type: 'message', target_id: 1, reason: 'Not mine' }))
        .statusCode,
    ).toBe(404);
    const queue = await call('GET', '/ops/reports', operator.token);
    const listed = queue.json<{ data: { data: { id: number; target_text: string }[] } }>().data.data;
    const reportId = report.json<{ data: { id: number } }>().data.id;
    expect(listed.find((r) => r.id === reportId)).toBeDefined();
    const resolved = await call('POST', `/ops/reports/${reportId}/resolve`, operator.token, {
      action: 'take_down',
      reason: 'Counterfeit',
    });
    expect(resolved.json()).toMatchObject({ data: { status: 'resolved' } });
    await expectOneAudit('report.take_down');
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/ops/reports/${reportId}/resolve`, operator.token, { action: 'dismiss', reason: 'twice' }))
        .statusCode,
    ).toBe(409);

    // A review: hidden from the product page and its rating.
    const other = await createProduct(db, seller.id);
    const { orders } = await paidCheckout(app, buyer, [{ productId: other.id, qty: 1 }]);
    await completeOrder(app, orders[0]?.id ?? 0, seller, buyer);
    const [line] = await db.query<{ id: number }>('SELECT id FROM order_items WHERE order_id = $1', [orders[0]?.id]);
    const [review] = await db.query<{ id: number }>(
      "INSERT INTO reviews (order_item_id, product_id, buyer_id, star, message) VALUES ($1, $2, $3, 1, 'rude words') RETURNING id",
      [line?.id, other.id, buyer.id],
    );
    const reviewReport = await call('POST', '/reports', seller.token, {
      target_type: 'review',
      target_id: review?.id,
      reason: 'Abusive',
    });
    const rid = reviewReport.json<{ data: { id: number } }>().data.id;
    expect(
      (
        await call('POST', `/ops/reports/${rid}/resolve`, operator.token, {
          action: 'hide_review',
          reason: 'Abusive language',
        })
      ).statusCode,
    ).toBe(200);
    await expectOneAudit('report.hide_review');
    expect(await db.query('SELECT 1 FROM reviews WHERE id = $1', [review?.id])).toEqual([]);
    await expect(
      db.query(
        "INSERT INTO reviews (order_item_id, product_id, buyer_id, star, message) VALUES ($1, $2, $3, 5, 'again')",
        [line?.id, other.id, buyer.id],
      ),
    ).rejects.toThrow(/hidden/);
  });

  it('suspends and reinstates a customer (sessions end)', async () => {
    const customer = await createCustomer(db);
    expect(
      (await call('POST', `/ops/customers/${customer.id}/suspend`, operator.token, { reason: 'Chargeback fraud' }))
        .statusCode,
    ).toBe(200);
    await expectOneAudit('customer.suspend');
    expect((await call('GET', '/cart', customer.token)).statusCode).toBe(401);
    expect(
      (await call('POST', `/ops/customers/${customer.id}/reinstate`, operator.token, { reason: 'Cleared' })).statusCode,
    ).toBe(200);
    await expectOneAudit('customer.reinstate');
    const login = await call('POST', '/auth/login', undefined, {
      emailOrusername: customer.email,
      password: customer.password,
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await call('POST', `/ops/customers/${customer.id}/reinstate`, operator.token, { reason: 'twice' })).statusCode,
    ).toBe(409);
  });

  it('creates a coupon a customer then uses, counts its use, pauses it', async () => {
    const created = await call('POST', '/ops/coupons', operator.token, {
      code: 'opsfest',
      kind: 'fixed',
      value: 75_000,
      min_spend: 100_000,
      starts_at: '2024-01-01T00:00:00Z',
      ends_at: '2099-01-01T00:00:00Z',
      usage_limit: 10,
      per_user_limit: 1,
    });
    expect(created.statusCode).toBe(201);
    await expectOneAudit('coupon.create');
    const coupon = created.json<{ data: { id: number; code: string } }>().data;
    expect(coupon.code).toBe('OPSFEST');
    expect(
      (
        await call('POST', '/ops/coupons', operator.token, {
          ...created.json<{ data: object }>().data,
          code: 'OPSFEST',
          starts_at: '2024-01-01T00:00:00Z',
          ends_at: '2099-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(409);

    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const product = await createProduct(db, seller.id, { price: 300_000 });
    const { orders } = await paidCheckout(app, buyer, [{ productId: product.id, qty: 1 }], 'OPSFEST');
    expect(orders[0]?.total).toBe(300_000 - 75_000 + 25_000);
    const listed = (await call('GET', '/ops/coupons', operator.token)).json<{
      data: { id: number; used_count: number; redemptions: number }[];
    }>();
    expect(listed.data.find((c) => c.id === coupon.id)).toMatchObject({ used_count: 1, redemptions: 1 });

    expect((await call('POST', `/ops/coupons/${coupon.id}/pause`, operator.token, { paused: true })).statusCode).toBe(
      200,
    );
    await expectOneAudit('coupon.pause');
    const other = await createCustomer(db);
    await call('POST', '/cart/add', other.token, { product_id: product.id, qty: 1 });
    const applied = await call('POST', '/cart/coupon', other.token, { code: 'OPSFEST' });
    expect(applied.statusCode).toBe(400);
    expect(applied.json<{ message: string }>().message).toMatch(/paused/);
  });

  it('retries a failed refund and cancels + refunds an order on a complaint', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const product = await createProduct(db, seller.id, { price: 250_000 });
    const { orders } = await paidCheckout(app, buyer, [{ productId: product.id, qty: 1 }]);
    const orderId = orders[0]?.id ?? 0;
    refundsFail = true;
    expect(
      (
        await call('POST', `/ops/orders/${orderId}/cancel`, operator.token, {
          reason: 'Buyer complaint: never shipped',
        })
      ).statusCode,
    ).toBe(200);
    await expectOneAudit('order.cancel_refund');
    // The provider refused every attempt: the refund is failed.
    await db.query("UPDATE refunds SET status = 'failed', attempts = 10 WHERE order_id = $1", [orderId]);
    const failed = await call('GET', '/ops/orders?refund=failed', operator.token);
    expect(failed.json<{ data: { data: { id: number }[] } }>().data.data.map((o) => o.id)).toContain(orderId);
    refundsFail = false;
    const retried = await call('POST', `/ops/orders/${orderId}/retry-refund`, operator.token);
    expect(retried.json()).toMatchObject({ data: { refund: { status: 'succeeded' } } });
    await expectOneAudit('refund.retry');
    expect((await call('POST', `/ops/orders/${orderId}/retry-refund`, operator.token)).statusCode).toBe(409);
    expect(
      (await call('POST', `/ops/orders/${orderId}/cancel`, operator.token, { reason: 'again please' })).statusCode,
    ).toBe(409);
  });

  it('replies to a contact message by e-mail and marks it handled', async () => {
    await call('POST', '/contact', undefined, {
      name: 'Ani',
      email: 'ani@example.com',
      website: '',
      plan: 'free',
      message: 'Where is my order?',
    });
    const inbox = (await call('GET', '/ops/contact', operator.token)).json<{
      data: { data: { id: number; email: string }[] };
    }>();
    const message = inbox.data.data.find((m) => m.email === 'ani@example.com');
    const reply = await call('POST', `/ops/contact/${message?.id}/reply`, operator.token, {
      text: 'It ships tomorrow.',
    });
    expect(reply.json()).toMatchObject({ data: { replies: [{ text: 'It ships tomorrow.' }] } });
    expect(reply.json<{ data: { handled_at: string | null } }>().data.handled_at).not.toBeNull();
    await expectOneAudit('contact.reply');
    const mails = await outbox('ani@example.com');
    expect(mails[0]?.text).toContain('It ships tomorrow.');
    expect(
      (await call('POST', `/ops/contact/${message?.id}/handled`, operator.token, { handled: false })).statusCode,
    ).toBe(200);
    await expectOneAudit('contact.unhandled');
  });

  it('shows the dashboard and the audit log; the log refuses UPDATE, DELETE and TRUNCATE', async () => {
    const dash = await call('GET', '/ops/dashboard?days=7', operator.token);
    expect(dash.json<{ data: { days: unknown[] } }>().data.days).toHaveLength(7);
    const audit = await call('GET', '/ops/audit', operator.token);
    expect(audit.json<{ data: { dataCount: number } }>().data.dataCount).toBe(await countAudit());
    await expect(db.query('UPDATE audit_log SET reason = $1', ['rewritten'])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await countAudit()).toBe(auditCount);
  });
});
