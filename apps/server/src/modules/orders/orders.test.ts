import crypto from 'node:crypto';
import { FLAT_SHIPPING } from '@rima/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct, type TestUser } from '../../../test/factories';
import {
  body,
  call,
  checkout,
  db,
  fillCart,
  paidOrder,
  seller,
  seller2,
  startOrdersApp,
  stockOf,
  type Created,
  type Detail,
} from './orders.test-helpers';

beforeAll(startOrdersApp);

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

  it('stores the phone without separators or the trunk 0', async () => {
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
