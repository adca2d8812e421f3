import { describe, expect, it } from 'vitest';
import type { BulkEditResult } from '@rima/shared/api/seller-imports';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';
import { checkVariantMirror } from '../../../test/invariants';

// docs/decisions/052-bulk-listing.md: the products table's bulk edit, all or nothing, own products only.
const app = await buildTestApp();
const { db } = app.deps;
const seller = await createSeller(db);
const other = await createSeller(db);

const bulk = (body: object, token = seller.token) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/seller/products/bulk',
    headers: { 'x-access-token': token },
    payload: body,
  });
const undo = (id: number, token = seller.token) =>
  app.inject({ method: 'POST', url: `/api/v1/seller/products/bulk/${id}/undo`, headers: { 'x-access-token': token } });
const prices = async (ids: number[]) =>
  (await db.query<{ price: number }>('SELECT price FROM products WHERE id = ANY($1::int[]) ORDER BY id', [ids])).map(
    (r) => r.price,
  );
const make = async (n: number, sellerId = seller.id) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await createProduct(db, sellerId, { price: 1_000_000 + i * 100_000 })).id);
  return ids;
};

describe('bulk edit of the products table', () => {
  it('lowers the price of many products by 10 % and undoes it', async () => {
    const ids = await make(3);
    const res = await bulk({ ids, price: { mode: 'decrease', value: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    const edit = res.json<{ data: BulkEditResult }>().data;
    expect(edit.updated).toBe(3);
    expect(await prices(ids)).toEqual([900_000, 990_000, 1_080_000]);
    const back = await undo(edit.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(await prices(ids)).toEqual([1_000_000, 1_100_000, 1_200_000]);
    expect((await undo(edit.id)).statusCode).toBe(404);
    await checkVariantMirror(db);
  });

  it('sets prices and stock, and hides products from the shop and shows them again', async () => {
    const ids = await make(2);
    expect((await bulk({ ids, price: { mode: 'set', value: 750_000 }, stock: { value: 4 } })).statusCode).toBe(200);
    const rows = await db.query<{ price: number; stock: number }>(
      'SELECT price, stock FROM products WHERE id = ANY($1::int[])',
      [ids],
    );
    expect(rows).toEqual([
      { price: 750_000, stock: 4 },
      { price: 750_000, stock: 4 },
    ]);
    const hide = await bulk({ ids, status: 'hidden' });
    expect(hide.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/v1/product/${ids[0]}` })).statusCode).toBe(404);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/product/my-product',
      headers: { 'x-access-token': seller.token },
    });
    expect(mine.json<{ data: { id: number; status: string }[] }>().data.find((p) => p.id === ids[0])?.status).toBe(
      'hidden',
    );
    expect((await undo(hide.json<{ data: BulkEditResult }>().data.id)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/v1/product/${ids[0]}` })).statusCode).toBe(200);
  });

  it("refuses the whole request when one product is another store's, and writes nothing", async () => {
    const ids = await make(2);
    const [theirs] = await make(1, other.id);
    const res = await bulk({ ids: [...ids, theirs], price: { mode: 'set', value: 1 } });
    expect(res.statusCode).toBe(403);
    expect(await prices(ids)).toEqual([1_000_000, 1_100_000]);
    expect((await bulk({ ids: [2_000_000_000], stock: { value: 1 } })).statusCode).toBe(404);
    // Another seller cannot undo this seller's edit.
    const mine = (await bulk({ ids, stock: { value: 2 } })).json<{ data: BulkEditResult }>().data;
    expect((await undo(mine.id, other.token)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const res = await bulk({ ids: [], price: { mode: 'decrease', value: 150 } });
    expect(res.statusCode).toBe(400);
    expect((await bulk({ ids: [1] })).statusCode).toBe(400);
    expect((await bulk({ ids: [1], price: { mode: 'half', value: 1 } })).statusCode).toBe(400);
  });

  it('parallel edits of the same products each apply whole, one after the other', async () => {
    const ids = await make(3);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => bulk({ ids: [...ids].reverse(), price: { mode: 'decrease', value: 10 } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const expected = [1_000_000, 1_100_000, 1_200_000].map((p) => {
      let v = p;
      for (let i = 0; i < 6; i += 1) v = Math.round(v * 0.9);
      return v;
    });
    expect(await prices(ids)).toEqual(expected);
    await checkVariantMirror(db);
  });
});
