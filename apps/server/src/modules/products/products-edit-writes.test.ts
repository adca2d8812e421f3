import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';

// An edit writes only what changed (a price edit used to rewrite every photo row).
describe('product edits write only what changed', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id, { price: 500000, photos: 4 });
  const versions = async (table: 'products' | 'product_photos') =>
    (
      await db.query<{ v: string }>(
        `SELECT xmin::text AS v FROM ${table} WHERE ${table === 'products' ? 'id' : 'product_id'} = $1 ORDER BY id`,
        [product.id],
      )
    ).map((r) => r.v);
  const patch = (payload: object, token = seller.token, id = product.id) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/product/edit/${id}`,
      headers: { 'x-access-token': token },
      payload,
    });

  it('a price edit leaves the photo rows untouched', async () => {
    const photosBefore = await versions('product_photos');
    const res = await patch({ price: '650000' });
    expect(res.statusCode).toBe(200);
    expect(await versions('product_photos')).toEqual(photosBefore);
    const rows = await db.query<{ price: number }>('SELECT price FROM products WHERE id = $1', [product.id]);
    expect(rows[0]?.price).toBe(650000);
  });

  it('an edit that changes nothing writes no row', async () => {
    const before = await versions('products');
    expect((await patch({ price: '650000' })).statusCode).toBe(200);
    expect(await versions('products')).toEqual(before);
  });

  it("a price edit is one statement that still answers 403 for another store's product and 404 for a gone one", async () => {
    const other = await createSeller(db);
    const before = await versions('products');
    expect((await patch({ price: '700000' }, other.token)).statusCode).toBe(403);
    expect((await patch({ price: 'abc' }, other.token)).statusCode).toBe(403); // the owner check comes first
    expect(await versions('products')).toEqual(before);
    const gone = await createProduct(db, seller.id, { price: 500000 });
    await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [gone.id]);
    expect((await patch({ price: '700000' }, seller.token, gone.id)).statusCode).toBe(404);
    expect((await patch({ price: '700000' }, seller.token, 987654)).statusCode).toBe(404);
    const rows = await db.query<{ price: number }>('SELECT price FROM products WHERE id = $1', [gone.id]);
    expect(rows[0]?.price).toBe(500000);
  });
});
