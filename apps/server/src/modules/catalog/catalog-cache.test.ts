import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';

type Page = { data: { data: { id: number; name: string; stock: number }[]; dataCount: number } };
type Detail = { data: { product: { id: number; price: number; stock: number }[] } };

describe('catalogue answers stay exactly fresh behind the cache', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db, { username: 'Toko Cache' });
  const first = await createProduct(db, seller.id, { name: 'Cached Oak Table', stock: 5 });
  const list = async (url = '/api/v1/product?limit=6&page=1&sortby=latest') =>
    (await app.inject({ method: 'GET', url })).json<Page>().data;
  const detail = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json<Detail>();

  it('answers lists and details with an ETag and 304 for If-None-Match', async () => {
    for (const url of ['/api/v1/product?limit=6&page=1&sortby=latest', `/api/v1/product/${first.id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('shows a new product in the very next list, with the new total', async () => {
    const before = await list();
    const created = await createProduct(db, seller.id, { name: 'Fresh Teak Bench' });
    const after = await list();
    expect(after.data[0]?.id).toBe(created.id);
    expect(after.dataCount).toBe(before.dataCount + 1);
  });

  it('shows an edit and a sale in the next detail and list', async () => {
    await detail(first.id);
    await list();
    await db.query('UPDATE products SET price = 999000 WHERE id = $1', [first.id]);
    expect((await detail(first.id)).data.product[0]?.price).toBe(999000);
    // a checkout takes stock in a transaction
    await db.transaction(async (tx) => {
      await tx.query('UPDATE products SET stock = stock - 2, sold = sold + 2 WHERE id = $1', [first.id]);
    });
    expect((await detail(first.id)).data.product[0]?.stock).toBe(3);
    expect((await list()).data.find((p) => p.id === first.id)?.stock).toBe(3);
  });

  it('drops a deleted product from the next list and detail', async () => {
    const doomed = await createProduct(db, seller.id, { name: 'Doomed Rattan Chair' });
    expect((await list()).data.some((p) => p.id === doomed.id)).toBe(true);
    await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [doomed.id]);
    expect((await list()).data.some((p) => p.id === doomed.id)).toBe(false);
    expect((await app.inject({ method: 'GET', url: `/api/v1/product/${doomed.id}` })).statusCode).toBe(404);
  });

  it('keeps filter counts right after products come and go', async () => {
    const brandCount = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/brands' }))
        .json<{ data: { id: number; product_count: number }[] }>()
        .data.find((b) => b.id === 3)?.product_count;
    const before = await brandCount();
    const p = await createProduct(db, seller.id, { brand_id: 3 });
    expect(await brandCount()).toBe((before ?? 0) + 1);
    await db.query('DELETE FROM products WHERE id = $1', [p.id]);
    expect(await brandCount()).toBe(before);
  });
});
