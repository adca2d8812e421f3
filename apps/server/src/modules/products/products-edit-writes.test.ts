import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';

// Issue 16: an edit writes only what changed (a price edit used to rewrite every photo row).
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
  const patch = (payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/product/edit/${product.id}`,
      headers: { 'x-access-token': seller.token },
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
});
