import { beforeAll, describe, expect, it } from 'vitest';
import { FLAT_SHIPPING, FREE_SHIPPING_MIN } from '@rima/shared/constants';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';

let app: App;
let seller: TestUser;
let seller2: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  seller = await createSeller(app.deps.db, { username: 'Jati Test' });
  seller2 = await createSeller(app.deps.db, { username: 'Rotan Test' });
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  });

type CartBody = {
  data: {
    items: { id: number; product_id: number; qty: number; price: number; store_name: string; image: string }[];
    count: number;
    subtotal: number;
    discount: number;
    shipping: number;
    total: number;
    shipping_method: string;
    coupon: { code: string; discount: number; is_valid: boolean } | null;
  };
};

describe('cart', () => {
  it('answers 401 without a token and 403 for a seller on every cart route', async () => {
    for (const [method, url] of [
      ['GET', '/cart'],
      ['POST', '/cart/add'],
      ['PATCH', '/cart/item/1'],
      ['DELETE', '/cart/item/1'],
      ['DELETE', '/cart'],
      ['POST', '/cart/coupon'],
      ['DELETE', '/cart/coupon'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, seller.token, { product_id: 1, qty: 1, code: 'X' })).statusCode).toBe(403);
    }
  });

  it('adds products, groups totals by store and computes shipping per store on the server', async () => {
    const buyer = await createCustomer(app.deps.db);
    const a = await createProduct(app.deps.db, seller.id, { price: 100_000, stock: 5 });
    const b = await createProduct(app.deps.db, seller2.id, { price: 250_000, stock: 5 });
    expect((await call('POST', '/cart/add', buyer.token, { product_id: a.id, qty: 2 })).statusCode).toBe(200);
    const res = await call('POST', '/cart/add', buyer.token, { product_id: b.id, qty: 1, price: 1 });
    const body = res.json<CartBody>();
    expect(body.data.items).toHaveLength(2);
    expect(body.data.count).toBe(3);
    expect(body.data.subtotal).toBe(450_000);
    expect(body.data.shipping).toBe(2 * FLAT_SHIPPING);
    expect(body.data.total).toBe(450_000 + 2 * FLAT_SHIPPING);
    expect(body.data.items[0]?.image).toMatch(/\/api\/v1\/images\/.+\.webp$/);

    const pickup = (await call('GET', '/cart?shipping=pickup', buyer.token)).json<CartBody>();
    expect(pickup.data.shipping).toBe(0);
    // Free shipping is only offered above the threshold: below it the cart falls back to flat.
    const free = (await call('GET', '/cart?shipping=free', buyer.token)).json<CartBody>();
    expect(free.data.shipping_method).toBe('flat');
    expect(free.data.shipping).toBe(2 * FLAT_SHIPPING);
  });

  it('gives free shipping at or above the threshold', async () => {
    const buyer = await createCustomer(app.deps.db);
    const p = await createProduct(app.deps.db, seller.id, { price: FREE_SHIPPING_MIN, stock: 5 });
    await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty: 1 });
    const free = (await call('GET', '/cart?shipping=free', buyer.token)).json<CartBody>();
    expect(free.data.shipping_method).toBe('free');
    expect(free.data.shipping).toBe(0);
  });

  it('rejects a quantity above stock, zero, negative or fractional with 400', async () => {
    const buyer = await createCustomer(app.deps.db);
    const p = await createProduct(app.deps.db, seller.id, { stock: 3 });
    for (const qty of [0, -1, 1.5, 'two']) {
      expect((await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty })).statusCode).toBe(400);
    }
    expect((await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty: 4 })).statusCode).toBe(400);
    await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty: 2 });
    // Adding to an existing row may not pass the stock either.
    expect((await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty: 2 })).statusCode).toBe(400);
    const cart = (await call('GET', '/cart', buyer.token)).json<CartBody>();
    const row = cart.data.items[0];
    expect(row?.qty).toBe(2);
    expect((await call('PATCH', `/cart/item/${row?.id}`, buyer.token, { qty: 4 })).statusCode).toBe(400);
    expect((await call('PATCH', `/cart/item/${row?.id}`, buyer.token, { qty: 0 })).statusCode).toBe(400);
    const ok = await call('PATCH', `/cart/item/${row?.id}`, buyer.token, { qty: 3 });
    expect(ok.json<CartBody>().data.items[0]?.qty).toBe(3);
  });

  it("answers 404 for another customer's cart row and for an unknown product", async () => {
    const owner = await createCustomer(app.deps.db);
    const other = await createCustomer(app.deps.db);
    const p = await createProduct(app.deps.db, seller.id);
    const row = (await call('POST', '/cart/add', owner.token, { product_id: p.id, qty: 1 })).json<CartBody>().data
      .items[0];
    expect((await call('PATCH', `/cart/item/${row?.id}`, other.token, { qty: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/cart/item/${row?.id}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', '/cart/add', owner.token, { product_id: 999999, qty: 1 })).statusCode).toBe(404);
  });

  it('removes a row and clears the cart', async () => {
    const buyer = await createCustomer(app.deps.db);
    const a = await createProduct(app.deps.db, seller.id);
    const b = await createProduct(app.deps.db, seller.id);
    await call('POST', '/cart/add', buyer.token, { product_id: a.id, qty: 1 });
    const rows = (await call('POST', '/cart/add', buyer.token, { product_id: b.id, qty: 1 })).json<CartBody>().data
      .items;
    const after = (await call('DELETE', `/cart/item/${rows[0]?.id}`, buyer.token)).json<CartBody>();
    expect(after.data.items).toHaveLength(1);
    const empty = (await call('DELETE', '/cart', buyer.token)).json<CartBody>();
    expect(empty.data).toMatchObject({ items: [], count: 0, subtotal: 0, total: 0, shipping: 0 });
  });
});

describe('coupons', () => {
  it('applies a percent coupon with its cap and min spend (HEMAT10)', async () => {
    const buyer = await createCustomer(app.deps.db);
    const p = await createProduct(app.deps.db, seller.id, { price: 400_000, stock: 10 });
    await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty: 1 });
    const tooSmall = await call('POST', '/cart/coupon', buyer.token, { code: 'hemat10' });
    expect(tooSmall.statusCode).toBe(400);
    await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty: 1 });
    const res = await call('POST', '/cart/coupon', buyer.token, { code: 'hemat10' });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartBody>().data;
    expect(cart.coupon).toMatchObject({ code: 'HEMAT10', discount: 80_000, is_valid: true });
    expect(cart.total).toBe(800_000 - 80_000 + FLAT_SHIPPING);
    // 10% of 5.6M is 560k, capped at 200k.
    await call('PATCH', `/cart/item/${cart.items[0]?.id}`, buyer.token, { qty: 10 });
    expect((await call('GET', '/cart', buyer.token)).json<CartBody>().data.discount).toBe(200_000);
    const removed = (await call('DELETE', '/cart/coupon', buyer.token)).json<CartBody>();
    expect(removed.data.coupon).toBeNull();
    expect(removed.data.discount).toBe(0);
  });

  it('applies a fixed coupon, and marks it invalid when the cart drops below its min spend', async () => {
    const buyer = await createCustomer(app.deps.db);
    const p = await createProduct(app.deps.db, seller.id, { price: 200_000, stock: 10 });
    const rows = (await call('POST', '/cart/add', buyer.token, { product_id: p.id, qty: 2 })).json<CartBody>().data
      .items;
    const cart = (await call('POST', '/cart/coupon', buyer.token, { code: 'DISKON50K' })).json<CartBody>().data;
    expect(cart.discount).toBe(50_000);
    const lower = (await call('PATCH', `/cart/item/${rows[0]?.id}`, buyer.token, { qty: 1 })).json<CartBody>().data;
    expect(lower.coupon).toMatchObject({ code: 'DISKON50K', is_valid: false, discount: 0 });
    expect(lower.discount).toBe(0);
  });

  it('rejects unknown and expired coupons with 400', async () => {
    const buyer = await createCustomer(app.deps.db);
    expect((await call('POST', '/cart/coupon', buyer.token, { code: 'NOPE' })).statusCode).toBe(400);
    expect((await call('POST', '/cart/coupon', buyer.token, { code: 'KADALUARSA' })).statusCode).toBe(400);
    expect((await call('POST', '/cart/coupon', buyer.token, { code: '' })).statusCode).toBe(400);
  });
});

describe('a seller and their own products', () => {
  it('answers 403 when a seller tries to put any product, their own included, in a cart', async () => {
    const own = await createProduct(app.deps.db, seller.id);
    const res = await call('POST', '/cart/add', seller.token, { product_id: own.id, qty: 1 });
    expect(res.statusCode).toBe(403);
  });
});
