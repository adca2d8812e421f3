import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';

describe('favorites', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const seller = await createSeller(db);
  const customer = await createCustomer(db);
  const other = await createCustomer(db);
  const inStock = await createProduct(db, seller.id, { name: 'Teak bench', stock: 3, price: 765_990 });
  const soldOut = await createProduct(db, seller.id, { name: 'Rattan lamp', stock: 0 });

  const add = (token: string, productId: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/favorite/add',
      headers: { 'x-access-token': token },
      payload: { product_id: productId },
    });
  const list = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/favorite/my-favorite', headers: { 'x-access-token': token } });

  it('answers 401 on every endpoint without a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/favorite/add'],
      ['GET', '/api/v1/favorite/my-favorite'],
      ['DELETE', `/api/v1/favorite/remove/${inStock.id}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' ? { product_id: inStock.id } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds a favourite idempotently: adding twice keeps one row', async () => {
    const first = await add(customer.token, inStock.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { product_id: inStock.id, is_favorite: true, count: 1 } });
    const second = await add(customer.token, inStock.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ data: { count: 1 } });
  });

  it('lists all my favourites as an array with the real stock status', async () => {
    await add(customer.token, soldOut.id);
    const res = await list(customer.token);
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      data: { product_id: number; in_stock: boolean; name: string; price: number; image: string }[];
    }>().data;
    expect(Array.isArray(data)).toBe(true);
    expect(data.map((f) => f.product_id).sort()).toEqual([inStock.id, soldOut.id].sort());
    expect(data.find((f) => f.product_id === inStock.id)).toMatchObject({
      in_stock: true,
      name: 'Teak bench',
      price: 765_990,
    });
    expect(data.find((f) => f.product_id === soldOut.id)).toMatchObject({ in_stock: false });
    expect(data[0]?.image).toMatch(/\/api\/v1\/images\/.+\.webp$/);
  });

  it('keeps one user’s favourites invisible to another', async () => {
    const res = await list(other.token);
    expect(res.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('removes a favourite, and removing it again is still 200', async () => {
    const url = `/api/v1/favorite/remove/${soldOut.id}`;
    const res = await app.inject({ method: 'DELETE', url, headers: { 'x-access-token': customer.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { is_favorite: false, count: 1 } });
    const again = await app.inject({ method: 'DELETE', url, headers: { 'x-access-token': customer.token } });
    expect(again.statusCode).toBe(200);
    expect(
      (await list(customer.token)).json<{ data: { product_id: number }[] }>().data.map((f) => f.product_id),
    ).toEqual([inStock.id]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await add(customer.token, 999_999)).statusCode).toBe(404);
    expect((await add(customer.token, 'abc')).statusCode).toBe(400);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/favorite/remove/abc',
      headers: { 'x-access-token': customer.token },
    });
    expect(res.statusCode).toBe(400);
  });
});
