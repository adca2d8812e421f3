import { beforeAll, describe, expect, it } from 'vitest';
import { FLAT_SHIPPING, GUEST_CART_MAX_LINES } from '@rima/shared/constants';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';

/**
 * A visitor's cart, kept by the browser: priced without an account, merged into the customer's cart at login
 * with each line capped by stock. The merges run as real parallel requests (on PostgreSQL, pooled connections).
 */

let app: App;
let seller: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  seller = await createSeller(app.deps.db, { username: 'Guest Cart Store' });
});

type CartBody = {
  data: {
    items: { id: number; product_id: number; variant_id: number; qty: number; is_available: boolean }[];
    count: number;
    subtotal: number;
    shipping: number;
    total: number;
  };
  errors?: { field: string }[];
};

const call = (url: string, payload: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: token ? { 'x-access-token': token } : {},
    payload: payload as object,
  });

describe('guest cart', () => {
  it('prices a visitor’s lines without an account, leaving out products no longer sold', async () => {
    const a = await createProduct(app.deps.db, seller.id, { price: 100_000, stock: 3 });
    const gone = await createProduct(app.deps.db, seller.id, { price: 50_000, stock: 3 });
    await app.deps.db.query(`UPDATE products SET status = 'archived' WHERE id = $1`, [gone.id]);
    const res = await call('/cart/guest', {
      items: [
        { product_id: a.id, qty: 2 },
        { product_id: a.id, qty: 2 },
        { product_id: gone.id, qty: 1 },
        { product_id: 999_999_999, qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartBody>().data;
    // the two lines of one variant are one item; above the stock it is marked, as in a customer's cart
    expect(cart.items.map((i) => [i.product_id, i.qty, i.is_available])).toEqual([[a.id, 4, false]]);
    expect(cart.subtotal).toBe(400_000);
    expect(cart.total).toBe(400_000 + FLAT_SHIPPING);
  });

  it('answers 400 naming the field for bad lines, and the customers-only routes stay 401', async () => {
    const bad = await call('/cart/guest', { items: [{ product_id: 'x', qty: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('product_id');
    const many = Array.from({ length: GUEST_CART_MAX_LINES + 1 }, () => ({ product_id: 1, qty: 1 }));
    expect((await call('/cart/guest', { items: many })).statusCode).toBe(400);
    expect((await call('/cart/guest', { items: [{ product_id: 1, qty: 0 }] })).statusCode).toBe(400);
    expect((await call('/cart/merge', { items: [] })).statusCode).toBe(401);
    expect((await call('/cart/merge', { items: [] }, seller.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/cart' })).statusCode).toBe(401);
  });

  it('merges into the customer’s cart, adding to a line already there and capping by stock', async () => {
    const buyer = await createCustomer(app.deps.db);
    const a = await createProduct(app.deps.db, seller.id, { price: 100_000, stock: 5 });
    const b = await createProduct(app.deps.db, seller.id, { price: 200_000, stock: 2 });
    const soldOut = await createProduct(app.deps.db, seller.id, { price: 10_000, stock: 0 });
    await call('/cart/add', { product_id: a.id, qty: 2 }, buyer.token);
    const res = await call(
      '/cart/merge',
      {
        items: [
          { product_id: a.id, qty: 2 },
          { product_id: b.id, qty: 9 },
          { product_id: soldOut.id, qty: 1 },
        ],
      },
      buyer.token,
    );
    expect(res.statusCode).toBe(200);
    const qty = Object.fromEntries(res.json<CartBody>().data.items.map((i) => [i.product_id, i.qty]));
    expect(qty).toEqual({ [a.id]: 4, [b.id]: 2 });
    // merged again (another tab): still capped
    const again = await call('/cart/merge', { items: [{ product_id: a.id, qty: 3 }] }, buyer.token);
    expect(again.json<CartBody>().data.items.find((i) => i.product_id === a.id)?.qty).toBe(5);
  });

  it('a line naming a variant of another product is skipped', async () => {
    const buyer = await createCustomer(app.deps.db);
    const a = await createProduct(app.deps.db, seller.id, { price: 100_000, stock: 5 });
    const res = await call('/cart/merge', { items: [{ product_id: a.id, variant_id: 999_999, qty: 1 }] }, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<CartBody>().data.items).toEqual([]);
  });

  it('parallel merges of one line never put more than the stock in the cart', async () => {
    const buyer = await createCustomer(app.deps.db);
    const a = await createProduct(app.deps.db, seller.id, { price: 100_000, stock: 7 });
    const merges = Array.from({ length: 12 }, () =>
      call('/cart/merge', { items: [{ product_id: a.id, qty: 2 }] }, buyer.token),
    );
    const answers = await Promise.all(merges);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const cart = await app.inject({ method: 'GET', url: '/api/v1/cart', headers: { 'x-access-token': buyer.token } });
    expect(cart.json<CartBody>().data.items.map((i) => i.qty)).toEqual([7]);
  });
});
