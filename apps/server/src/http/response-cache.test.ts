import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createProduct, createSeller } from '../../test/factories';
import { createResponseCache } from './response-cache';

describe('response cache', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const cache = createResponseCache();
  await cache.listen(db);
  let produced = 0;
  app.get('/cache-probe', (request, reply) =>
    cache.send(request, reply, 'probe', async () => {
      produced += 1;
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      return { count: rows[0]?.n };
    }),
  );
  await app.ready();
  const seller = await createSeller(db);

  it('serves the second read from memory with the same ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/cache-probe' });
    const second = await app.inject({ method: 'GET', url: '/cache-probe' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(produced).toBe(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/cache-probe' });
    const again = await app.inject({
      method: 'GET',
      url: '/cache-probe',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is exactly fresh: a committed product write shows in the very next response', async () => {
    const before = (await app.inject({ method: 'GET', url: '/cache-probe' })).json<{ count: number }>().count;
    await createProduct(db, seller.id);
    const after = (await app.inject({ method: 'GET', url: '/cache-probe' })).json<{ count: number }>().count;
    expect(after).toBe(before + 1);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE products SET stock = stock + 1');
    });
    expect(cache.size).toBe(0);
  });

  it('drops entries on photo and store-name changes too', async () => {
    await app.inject({ method: 'GET', url: '/cache-probe' });
    expect(cache.size).toBe(1);
    await db.query('UPDATE users SET username = username WHERE id = $1', [seller.id]);
    expect(cache.size).toBe(0);
    await app.inject({ method: 'GET', url: '/cache-probe' });
    await db.query('DELETE FROM product_photos WHERE id = -1');
    expect(cache.size).toBe(0);
  });
});
