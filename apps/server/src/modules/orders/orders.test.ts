import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLAT_SHIPPING } from '@rima/shared/constants';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutAddress as address, checkoutBody, fillCart as fillCartRows, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';

let app: App;
let db: Db;
let seller: TestUser;
let seller2: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  db = app.deps.db;
  seller = await createSeller(db);
  seller2 = await createSeller(db);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const body = checkoutBody;

type Created = {
  data: {
    id: number;
    payment: { id: number; amount: number; va_number: string | null; status: string; expires_at: string };
    orders: {
      id: number;
      seller_id: number;
      status: string;
      total: number;
      discount: number;
      items: { qty: number }[];
    }[];
  };
};
type Detail = {
  data: { status: string; timeline: { from: string | null; to: string; actor_role: string }[]; actions: string[] };
};

const fillCart = (userId: number, items: { productId: number; qty: number }[], couponCode?: string) =>
  fillCartRows(db, userId, items, couponCode);
const checkout = (token: string, payload: object = body(), key?: string) => postCheckout(app, token, payload, key);

async function stockOf(productId: number) {
  const rows = await db.query<{ stock: number; sold: number }>('SELECT stock, sold FROM products WHERE id = $1', [
    productId,
  ]);
  return rows[0];
}

/** A buyer with one paid order of `qty` units from `seller`. */
async function paidOrder(qty = 1, stock = 10) {
  const buyer = await createCustomer(db);
  const product = await createProduct(db, seller.id, { price: 100_000, stock });
  await fillCart(buyer.id, [{ productId: product.id, qty }]);
  const created = (await checkout(buyer.token)).json<Created>().data;
  const orderId = created.orders[0]?.id ?? 0;
  expect((await call('POST', `/payment/${created.payment.id}/simulate`, buyer.token)).statusCode).toBe(200);
  return { buyer, product, orderId, paymentId: created.payment.id };
}

const setStatus = (token: string, orderId: number, payload: object) =>
  call('PATCH', `/transaction/${orderId}/status`, token, payload);

describe('checkout', () => {
  it('creates one payment and one order per store with database prices, ignoring client prices', async () => {
    const buyer = await createCustomer(db);
    const a = await createProduct(db, seller.id, { price: 300_000, stock: 5 });
    const b = await createProduct(db, seller2.id, { price: 150_000, stock: 5 });
    await fillCart(buyer.id, [
      { productId: a.id, qty: 2 },
      { productId: b.id, qty: 1 },
    ]);
    const res = await checkout(buyer.token, body({ price: 1, total: 1, subtotal: 1, amount: 1 }));
    expect(res.statusCode).toBe(201);
    const data = res.json<Created>().data;
    expect(data.orders).toHaveLength(2);
    expect(data.payment.amount).toBe(600_000 + 150_000 + 2 * FLAT_SHIPPING);
    expect(data.payment.va_number).toMatch(/^39358\d{11}$/);
    expect(data.orders.map((o) => o.status)).toEqual(['awaiting_payment', 'awaiting_payment']);
    expect(data.orders.find((o) => o.seller_id === seller.id)?.total).toBe(600_000 + FLAT_SHIPPING);
    expect(Date.parse(data.payment.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(await stockOf(a.id)).toEqual({ stock: 3, sold: 2 });
    expect(await stockOf(b.id)).toEqual({ stock: 4, sold: 1 });
    const cart = (await call('GET', '/cart', buyer.token)).json<{ data: { items: unknown[] } }>();
    expect(cart.data.items).toHaveLength(0);
    const detail = (await call('GET', `/transaction/${data.orders[0]?.id}`, buyer.token)).json<{
      data: { email: string; timeline: unknown[] };
    }>();
    expect(detail.data.email).toBe(buyer.email);
    expect(detail.data.timeline).toHaveLength(1);
  });

  it('shares a coupon discount between the stores and records its use', async () => {
    const buyer = await createCustomer(db);
    const a = await createProduct(db, seller.id, { price: 400_000, stock: 5 });
    const b = await createProduct(db, seller2.id, { price: 200_000, stock: 5 });
    await fillCart(
      buyer.id,
      [
        { productId: a.id, qty: 1 },
        { productId: b.id, qty: 1 },
      ],
      'HEMAT10',
    );
    const data = (await checkout(buyer.token, body({ shipping: 'pickup' }))).json<Created>().data;
    expect(data.payment.amount).toBe(600_000 - 60_000);
    expect(data.orders.map((o) => o.discount).sort()).toEqual([20_000, 40_000]);
    const used = await db.query('SELECT 1 FROM coupon_redemptions WHERE user_id = $1', [buyer.id]);
    expect(used).toHaveLength(1);
  });

  it('answers 400 without an Idempotency-Key, for an empty cart and for invalid fields', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { price: 100_000 });
    expect((await checkout(buyer.token)).statusCode).toBe(400); // empty cart
    await fillCart(buyer.id, [{ productId: p.id, qty: 1 }]);
    expect((await call('POST', '/transaction/create', buyer.token, body())).statusCode).toBe(400);
    for (const bad of [
      { phone_code: '+1' },
      { phone: '08-123' },
      { payment_method: 'paypal' },
      { shipping: 'drone' },
      { name: '' },
      { address: '' },
      { shipping: 'free' }, // below the free-shipping threshold
    ]) {
      expect((await checkout(buyer.token, body(bad))).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await stockOf(p.id)).toMatchObject({ stock: 10 });
  });

  it('stores the phone without separators or the trunk 0 (issue 17)', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { price: 100_000 });
    await fillCart(buyer.id, [{ productId: p.id, qty: 1 }]);
    const res = await checkout(buyer.token, body({ phone_code: '+62', phone: '0812-3456 789' }));
    expect(res.statusCode).toBe(201);
    const rows = await db.query<{ phone: string }>('SELECT phone FROM orders WHERE buyer_id = $1', [buyer.id]);
    expect(rows.map((r) => r.phone)).toEqual(['8123456789']);
  });

  it('answers 409 and changes nothing when one product of the cart is short', async () => {
    const buyer = await createCustomer(db);
    const a = await createProduct(db, seller.id, { stock: 5 });
    const b = await createProduct(db, seller2.id, { stock: 1 });
    await fillCart(buyer.id, [
      { productId: a.id, qty: 2 },
      { productId: b.id, qty: 2 },
    ]);
    expect((await checkout(buyer.token)).statusCode).toBe(409);
    expect(await stockOf(a.id)).toMatchObject({ stock: 5 });
    expect(await db.query('SELECT 1 FROM orders WHERE buyer_id = $1', [buyer.id])).toHaveLength(0);
    expect(await db.query('SELECT 1 FROM cart_items WHERE user_id = $1', [buyer.id])).toHaveLength(2);
  });

  it('sells the last 10 units to exactly 10 of 200 concurrent buyers and never below 0', async () => {
    const product = await createProduct(db, seller.id, { stock: 10, price: 50_000 });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 200; i += 1) buyers.push(await createCustomer(db));
    for (const buyer of buyers) await fillCart(buyer.id, [{ productId: product.id, qty: 1 }]);
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer.token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    expect(await stockOf(product.id)).toEqual({ stock: 0, sold: 10 });
  }, 120_000);

  it('lets a single-use coupon be redeemed once by 50 concurrent checkouts', async () => {
    await db.query(
      `INSERT INTO coupons (code, kind, value, starts_at, ends_at, usage_limit)
       VALUES ('ONCEONLY', 'fixed', 10000, now() - interval '1 day', now() + interval '1 day', 1)`,
    );
    const product = await createProduct(db, seller.id, { stock: 100, price: 100_000 });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await createCustomer(db));
    for (const buyer of buyers) await fillCart(buyer.id, [{ productId: product.id, qty: 1 }], 'ONCEONLY');
    const codes = (await Promise.all(buyers.map((b) => checkout(b.token)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const coupon = await db.query<{ used_count: number }>("SELECT used_count FROM coupons WHERE code = 'ONCEONLY'");
    expect(coupon[0]?.used_count).toBe(1);
    expect(await stockOf(product.id)).toMatchObject({ stock: 99 });
  }, 60_000);
});

describe('Idempotency-Key', () => {
  it('replays the same answer 10 times, also concurrently, with one order', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { stock: 50 });
    await fillCart(buyer.id, [{ productId: p.id, qty: 1 }]);
    const key = crypto.randomUUID();
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => checkout(buyer.token, body(), key)));
    const sequential: typeof concurrent = [];
    for (let i = 0; i < 10; i += 1) sequential.push(await checkout(buyer.token, body(), key));
    const all = [...concurrent, ...sequential];
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 201));
    expect(new Set(all.map((r) => r.json<Created>().data.id)).size).toBe(1);
    expect(await db.query('SELECT 1 FROM orders WHERE buyer_id = $1', [buyer.id])).toHaveLength(1);
    expect(await stockOf(p.id)).toMatchObject({ stock: 49 });
  });

  it('answers 422 for the same key with a different body', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id);
    await fillCart(buyer.id, [{ productId: p.id, qty: 1 }]);
    const key = crypto.randomUUID();
    expect((await checkout(buyer.token, body(), key)).statusCode).toBe(201);
    expect((await checkout(buyer.token, body({ payment_method: 'mandiri' }), key)).statusCode).toBe(422);
  });
});

describe('payments', () => {
  it('settles through simulate: orders become paid, once', async () => {
    const { buyer, orderId, paymentId } = await paidOrder();
    const again = await call('POST', `/payment/${paymentId}/simulate`, buyer.token);
    expect(again.json<{ data: { status: string } }>().data.status).toBe('paid');
    const detail = (await call('GET', `/transaction/${orderId}`, buyer.token)).json<Detail>();
    expect(detail.data.status).toBe('paid');
    expect(detail.data.timeline.map((e) => e.to)).toEqual(['awaiting_payment', 'paid']);
    expect(detail.data.actions).toEqual(['cancelled']);
  });

  it('accepts the sandbox success card and declines the decline card with 422', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id);
    await fillCart(buyer.id, [{ productId: p.id, qty: 1 }]);
    const created = (await checkout(buyer.token, body({ payment_method: 'visa' }))).json<Created>().data;
    expect(created.payment.va_number).toBeNull();
    const card = { exp: '12/39', cvc: '123' };
    const url = `/payment/${created.payment.id}/card`;
    expect((await call('POST', url, buyer.token, { ...card, card_number: '4000000000000002' })).statusCode).toBe(422);
    expect((await call('POST', url, buyer.token, { ...card, card_number: '4111111111111112' })).statusCode).toBe(400);
    expect(
      (await call('POST', url, buyer.token, { ...card, exp: '01/20', card_number: '4111111111111111' })).statusCode,
    ).toBe(400);
    const ok = await call('POST', url, buyer.token, { ...card, card_number: '4111 1111 1111 1111' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: { status: string } }>().data.status).toBe('paid');
    expect(ok.body).not.toContain('4111111111111111');
    // Nothing anywhere in the database holds the card number.
    const leaks = await db.query(
      `SELECT 1 FROM payments WHERE row_to_json(payments)::text LIKE '%4111111111111111%'
       UNION ALL SELECT 1 FROM order_events WHERE row_to_json(order_events)::text LIKE '%4111111111111111%'
       UNION ALL SELECT 1 FROM idempotency_keys WHERE row_to_json(idempotency_keys)::text LIKE '%4111111111111111%'`,
    );
    expect(leaks).toHaveLength(0);
  });

  it("answers 404 for someone else's payment", async () => {
    const { paymentId } = await paidOrder();
    const other = await createCustomer(db);
    expect((await call('GET', `/payment/${paymentId}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', `/payment/${paymentId}/simulate`, other.token)).statusCode).toBe(404);
  });
});

describe('order state machine', () => {
  it('runs paid → processing → shipped → delivered → completed with a timeline', async () => {
    const { buyer, orderId } = await paidOrder();
    expect((await setStatus(seller.token, orderId, { status: 'processing' })).statusCode).toBe(200);
    expect((await setStatus(seller.token, orderId, { status: 'shipped' })).statusCode).toBe(400); // no tracking number
    expect((await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'JNE123' })).statusCode).toBe(
      200,
    );
    expect((await setStatus(seller.token, orderId, { status: 'delivered' })).statusCode).toBe(200);
    const done = await setStatus(buyer.token, orderId, { status: 'completed', note: 'Thanks' });
    expect(done.statusCode).toBe(200);
    const timeline = done.json<Detail>().data.timeline;
    expect(timeline.map((e) => e.to)).toEqual([
      'awaiting_payment',
      'paid',
      'processing',
      'shipped',
      'delivered',
      'completed',
    ]);
    expect(timeline.map((e) => e.actor_role)).toEqual(['buyer', 'system', 'seller', 'seller', 'seller', 'buyer']);
  });

  it('records the courier with the tracking number, and shows it to the buyer (issue 17)', async () => {
    const { buyer, orderId } = await paidOrder();
    await setStatus(seller.token, orderId, { status: 'processing' });
    const wrong = await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'X', courier: 'dhl' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/courier must be one of/);
    const shipped = await setStatus(seller.token, orderId, {
      status: 'shipped',
      tracking_number: 'SCP123',
      courier: 'sicepat',
    });
    expect(shipped.statusCode).toBe(200);
    const seen = (await call('GET', `/transaction/${orderId}`, buyer.token)).json<{
      data: { courier: string | null; tracking_number: string; timeline: { note: string | null }[] };
    }>().data;
    expect(seen).toMatchObject({ courier: 'sicepat', tracking_number: 'SCP123' });
    expect(seen.timeline.at(-1)?.note).toBe('SiCepat, tracking number SCP123');

    // an old client ships without a courier: it stays empty
    const other = await paidOrder();
    await setStatus(seller.token, other.orderId, { status: 'processing' });
    const old = await setStatus(seller.token, other.orderId, { status: 'shipped', tracking_number: 'JNE1' });
    expect(old.json<{ data: { courier: string | null } }>().data.courier).toBeNull();
  });

  it('answers 409 for illegal transitions and 403 for the wrong actor', async () => {
    const { buyer, orderId } = await paidOrder();
    expect((await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'X1' })).statusCode).toBe(409);
    expect((await setStatus(seller.token, orderId, { status: 'delivered' })).statusCode).toBe(409);
    expect((await setStatus(buyer.token, orderId, { status: 'completed' })).statusCode).toBe(409);
    expect((await setStatus(buyer.token, orderId, { status: 'processing' })).statusCode).toBe(403);
    expect((await setStatus(seller.token, orderId, { status: 'completed' })).statusCode).toBe(403);
    expect((await setStatus(buyer.token, orderId, { status: 'paid' })).statusCode).toBe(403);
    await setStatus(seller.token, orderId, { status: 'processing' });
    // The buyer may cancel only before processing.
    expect((await setStatus(buyer.token, orderId, { status: 'cancelled' })).statusCode).toBe(409);
    // The seller needs a reason.
    expect((await setStatus(seller.token, orderId, { status: 'cancelled' })).statusCode).toBe(400);
    expect((await setStatus(seller.token, orderId, { status: 'cancelled', note: 'Damaged' })).statusCode).toBe(200);
    expect((await setStatus(seller.token, orderId, { status: 'processing' })).statusCode).toBe(409);
  });

  it('restores stock exactly once when 50 cancels race', async () => {
    const { buyer, orderId, product } = await paidOrder(3, 10);
    expect(await stockOf(product.id)).toEqual({ stock: 7, sold: 3 });
    const codes = (
      await Promise.all(Array.from({ length: 50 }, () => setStatus(buyer.token, orderId, { status: 'cancelled' })))
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await stockOf(product.id)).toEqual({ stock: 10, sold: 0 });
    expect(await checkInvariants(db)).toEqual([]);
  });
});

describe('scheduled jobs', () => {
  it('expires an unpaid payment after 24 hours: orders cancelled, stock restored once', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { stock: 5 });
    await fillCart(buyer.id, [{ productId: p.id, qty: 2 }]);
    const created = (await checkout(buyer.token)).json<Created>().data;
    expect(await stockOf(p.id)).toMatchObject({ stock: 3 });
    const jobs = app.deps.orderJobs;
    await jobs.expireUnpaidPayments(new Date(Date.now() + 23 * 3600_000));
    expect(await stockOf(p.id)).toMatchObject({ stock: 3 });
    const later = new Date(Date.now() + 25 * 3600_000);
    await Promise.all([jobs.expireUnpaidPayments(later), jobs.expireUnpaidPayments(later)]);
    await jobs.expireUnpaidPayments(later);
    expect(await stockOf(p.id)).toEqual({ stock: 5, sold: 0 });
    const detail = (await call('GET', `/transaction/${created.orders[0]?.id}`, buyer.token)).json<Detail>();
    expect(detail.data.status).toBe('cancelled');
    expect(detail.data.timeline.at(-1)?.actor_role).toBe('system');
    expect((await call('POST', `/payment/${created.payment.id}/simulate`, buyer.token)).statusCode).toBe(409);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('completes delivered orders after 7 days', async () => {
    const { buyer, orderId } = await paidOrder();
    await setStatus(seller.token, orderId, { status: 'processing' });
    await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'JNE9' });
    await setStatus(seller.token, orderId, { status: 'delivered' });
    await app.deps.orderJobs.completeDeliveredOrders(new Date(Date.now() + 6 * 86400_000));
    expect((await call('GET', `/transaction/${orderId}`, buyer.token)).json<Detail>().data.status).toBe('delivered');
    await app.deps.orderJobs.completeDeliveredOrders(new Date(Date.now() + 8 * 86400_000));
    expect((await call('GET', `/transaction/${orderId}`, buyer.token)).json<Detail>().data.status).toBe('completed');
  });
});

describe('listing, tracking and access', () => {
  it('shows a seller only their own store orders, with archive and sold-out filters', async () => {
    const { orderId, product } = await paidOrder(1, 1); // sells the product out
    const mine = (await call('GET', '/transaction/history-seller', seller.token)).json<{
      data: { id: number; seller_id: number }[];
    }>();
    expect(mine.data.map((o) => o.id)).toContain(orderId);
    expect(mine.data.every((o) => o.seller_id === seller.id)).toBe(true);
    const theirs = (await call('GET', '/transaction/history-seller', seller2.token)).json<{ data: { id: number }[] }>();
    expect(theirs.data.map((o) => o.id)).not.toContain(orderId);
    const soldOut = (await call('GET', '/transaction/history-seller?filter=soldout', seller.token)).json<{
      data: { id: number }[];
    }>();
    expect(soldOut.data.map((o) => o.id)).toContain(orderId);
    const archive = (await call('GET', '/transaction/history-seller?filter=archive', seller.token)).json<{
      data: { id: number }[];
    }>();
    expect(archive.data.map((o) => o.id)).not.toContain(orderId);
    expect(await stockOf(product.id)).toMatchObject({ stock: 0 });
  });

  it("lists a buyer's orders by tab", async () => {
    const { buyer, orderId } = await paidOrder();
    const packed = (await call('GET', '/transaction?tab=packed', buyer.token)).json<{ data: { id: number }[] }>();
    expect(packed.data.map((o) => o.id)).toEqual([orderId]);
    const waiting = (await call('GET', '/transaction?status=awaiting_payment', buyer.token)).json<{
      data: unknown[];
    }>();
    expect(waiting.data).toEqual([]);
  });

  it('tracks an order by id and billing e-mail for a guest; a wrong pair is 404 like a missing order', async () => {
    const { buyer, orderId } = await paidOrder();
    const ok = await call(
      'GET',
      `/order/track?order_id=${orderId}&email=${encodeURIComponent(buyer.email.toUpperCase())}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: { timeline: unknown[] } }>().data.timeline).toHaveLength(2);
    expect(ok.body).not.toContain(address.address);
    const wrong = await call('GET', `/order/track?order_id=${orderId}&email=someone@example.com`);
    const missing = await call('GET', `/order/track?order_id=99999999&email=${encodeURIComponent(buyer.email)}`);
    expect(wrong.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(wrong.json<{ message: string }>().message).toBe('Order not found');
    expect(missing.json<{ message: string }>().message).toBe('Order not found');
  });

  it('answers 401 anonymous, 403 wrong role, 404 for someone else on every endpoint', async () => {
    const { buyer, orderId, paymentId } = await paidOrder();
    const stranger = await createCustomer(db);
    const otherSeller = seller2;
    const endpoints: [Method, string, object?][] = [
      ['POST', '/transaction/create', body()],
      ['GET', '/transaction'],
      ['GET', '/transaction/history-seller'],
      ['GET', `/transaction/${orderId}`],
      ['PATCH', `/transaction/${orderId}/status`, { status: 'cancelled' }],
      ['GET', `/payment/${paymentId}`],
      ['POST', `/payment/${paymentId}/simulate`],
      ['POST', `/payment/${paymentId}/card`, { card_number: '4111111111111111', exp: '12/39', cvc: '123' }],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Wrong role.
    expect(
      (await call('POST', '/transaction/create', seller.token, body(), { 'idempotency-key': 'k' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/transaction', seller.token)).statusCode).toBe(403);
    expect((await call('GET', '/transaction/history-seller', buyer.token)).statusCode).toBe(403);
    expect((await call('GET', `/payment/${paymentId}`, seller.token)).statusCode).toBe(403);
    expect((await call('POST', `/payment/${paymentId}/simulate`, seller.token)).statusCode).toBe(403);
    // Someone else's order or payment.
    expect((await call('GET', `/transaction/${orderId}`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/transaction/${orderId}`, otherSeller.token)).statusCode).toBe(404);
    expect((await setStatus(otherSeller.token, orderId, { status: 'processing' })).statusCode).toBe(404);
    expect((await setStatus(stranger.token, orderId, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await call('GET', `/payment/${paymentId}`, stranger.token)).statusCode).toBe(404);
    // The order's seller sees the buyer's address and phone.
    const asSeller = await call('GET', `/transaction/${orderId}`, seller.token);
    expect(asSeller.json<{ data: { address: string; phone: string } }>().data).toMatchObject({
      address: address.address,
      phone: address.phone,
    });
  });
});

describe('API documentation', () => {
  it('documents the buying endpoints in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/cart',
        '/api/v1/transaction/create',
        '/api/v1/order/track',
        '/api/v1/payment/{id}/card',
      ]),
    );
  });
});
