import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createProduct, createSeller } from '../../test/factories';
import { listReads } from '../modules/catalog/catalog.attributes';
import { parseChange } from './catalog-change';
import { affects, createResponseCache } from './response-cache';

describe('response cache: precise invalidation, stored compression, bounds', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const cache = createResponseCache();
  await cache.listen(db);
  const seller = await createSeller(db);
  const a = await createProduct(db, seller.id, { name: 'Precise Oak Desk', stock: 5 });
  const b = await createProduct(db, seller.id, { name: 'Precise Teak Shelf', stock: 5 });
  const produced: Record<string, number> = {};
  const probe = (name: string, tags: Parameters<typeof affects>[1]) =>
    app.get(`/precise/${name}`, (request, reply) =>
      cache.send(
        request,
        reply,
        name,
        async () => {
          produced[name] = (produced[name] ?? 0) + 1;
          return { name, padding: 'x'.repeat(3000) };
        },
        () => tags,
      ),
    );
  probe('detail-a', { ids: [a.id] });
  probe('detail-b', { ids: [b.id] });
  probe('list-latest-b', { ids: [b.id], list: { reads: listReads({ sortby: 'latest' }) } });
  probe('list-popular-b', { ids: [b.id], list: { reads: listReads({ sortby: 'popular' }) } });
  probe('list-cheap-b', { ids: [b.id], list: { reads: listReads({ price: 'cheap' }) } });
  probe('list-facets-b', { ids: [b.id], list: { reads: listReads({ sortby: 'latest', facets: '1' }) } });
  // bounds: 3 entries, or ~2 entries' bytes (each body ~3 kB plus its small compressed variants)
  const byCount = createResponseCache({ maxEntries: 3, maxBytes: 10_000_000 });
  const byBytes = createResponseCache({ maxEntries: 1000, maxBytes: 7_000 });
  for (const [path, bounded] of [
    ['count', byCount],
    ['bytes', byBytes],
  ] as const) {
    app.get<{ Params: { n: string } }>(`/bounded-${path}/:n`, (request, reply) =>
      bounded.send(request, reply, request.params.n, async () => ({ n: request.params.n, pad: 'y'.repeat(3000) })),
    );
  }
  await app.ready();
  const get = (name: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/precise/${name}`, headers });
  const names = ['detail-a', 'detail-b', 'list-latest-b', 'list-popular-b', 'list-cheap-b', 'list-facets-b'];
  const warm = async () => {
    for (const n of names) await get(n);
  };
  const producedNow = () => ({ ...produced });

  it("a sale of one product drops its detail and 'popular' pages only", async () => {
    await warm();
    const before = producedNow();
    await db.transaction(async (tx) => {
      await tx.query('UPDATE products SET stock = stock - 1, sold = sold + 1 WHERE id = $1', [a.id]);
    });
    await warm();
    const after = producedNow();
    expect(after['detail-a']).toBe((before['detail-a'] ?? 0) + 1);
    expect(after['list-popular-b']).toBe((before['list-popular-b'] ?? 0) + 1);
    for (const n of ['detail-b', 'list-latest-b', 'list-cheap-b']) expect(after[n]).toBe(before[n]);
  });

  it('a price edit drops price-sorted pages and the product, not the rest', async () => {
    await warm();
    const before = producedNow();
    await db.query('UPDATE products SET price = price + 1000 WHERE id = $1', [a.id]);
    await warm();
    const after = producedNow();
    expect(after['detail-a']).toBe((before['detail-a'] ?? 0) + 1);
    expect(after['list-cheap-b']).toBe((before['list-cheap-b'] ?? 0) + 1);
    for (const n of ['detail-b', 'list-latest-b', 'list-popular-b']) expect(after[n]).toBe(before[n]);
  });

  // decision 065: facet counts read the group of a value, not the value
  it('a sale keeps the lists with facet counts until the last unit goes', async () => {
    await db.query('UPDATE products SET stock = 3 WHERE id = $1', [a.id]);
    await warm();
    let before = producedNow();
    await db.query('UPDATE products SET stock = stock - 1, sold = sold + 1 WHERE id = $1', [a.id]);
    await warm();
    expect(producedNow()['list-facets-b']).toBe(before['list-facets-b']);
    before = producedNow();
    await db.query('UPDATE products SET stock = 0, sold = sold + 2 WHERE id = $1', [a.id]);
    await warm();
    expect(producedNow()['list-facets-b']).toBe((before['list-facets-b'] ?? 0) + 1);
  });

  it('a price edit within a price range keeps the facet counts; across a bound it drops them', async () => {
    await db.query('UPDATE products SET price = 600000 WHERE id = $1', [a.id]);
    await warm();
    let before = producedNow();
    await db.query('UPDATE products SET price = 750000 WHERE id = $1', [a.id]);
    await warm();
    expect(producedNow()['list-facets-b']).toBe(before['list-facets-b']);
    expect(producedNow()['list-cheap-b']).toBe((before['list-cheap-b'] ?? 0) + 1);
    before = producedNow();
    await db.query('UPDATE products SET price = 3000000 WHERE id = $1', [a.id]);
    await warm();
    expect(producedNow()['list-facets-b']).toBe((before['list-facets-b'] ?? 0) + 1);
  });

  it('a new or archived product drops every page', async () => {
    await warm();
    await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [a.id]);
    expect(cache.size).toBe(0);
  });

  it('serves stored Brotli and gzip variants that decode to the same body', async () => {
    const plain = await get('detail-b');
    const br = await get('detail-b', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('detail-b', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('stays within its entry and byte bounds, evicting the least recently used', async () => {
    for (let n = 0; n < 6; n += 1) {
      await app.inject({ method: 'GET', url: `/bounded-count/${n}` });
      await app.inject({ method: 'GET', url: `/bounded-bytes/${n}` });
    }
    expect(byCount.size).toBe(3);
    expect(byCount.stats.evictions).toBe(3);
    expect(byBytes.bytes).toBeLessThanOrEqual(7_000);
    expect(byBytes.size).toBe(2);
    // the most recent entries stayed
    const missesBefore = byCount.stats.misses;
    await app.inject({ method: 'GET', url: '/bounded-count/5' });
    expect(byCount.stats.misses).toBe(missesBefore);
  });

  it('reads trigger payloads: unknown text means everything', () => {
    expect(parseChange('users').all).toBe(true);
    const sale = parseChange('{"t":"products","op":"UPDATE","ids":[1],"cols":["sold","stock"]}');
    expect([sale.all, sale.membership, sale.price, sale.sold, sale.text]).toEqual([false, false, false, true, false]);
    expect(parseChange('{"t":"products","op":"INSERT","ids":[2]}').membership).toBe(true);
    // a new store (migration 0071) changes no cached answer
    const store = parseChange('{"t":"stores"}');
    expect([store.all, store.ids.size, store.membership, store.price, store.sold, store.text]).toEqual([
      false,
      0,
      false,
      false,
      false,
      false,
    ]);
    expect(affects(sale, { ids: [3], list: { reads: listReads({ sortby: 'latest' }) } })).toBe(false);
    expect(affects(sale, { ids: [1] })).toBe(true);
    // facet counts: without each product's values (a large statement) a stock change may move any count
    const counted = { ids: [3], list: { reads: listReads({ facets: '1' }) } };
    expect(affects(sale, counted)).toBe(true);
    const withValues = (stock: string) =>
      parseChange(`{"t":"products","op":"UPDATE","ids":[1,2],"cols":["sold","stock"],"vals":{"stock":${stock}}}`);
    expect(affects(withValues('[[5,4],[2,1]]'), counted)).toBe(false);
    expect(affects(withValues('[[5,4],[1,0]]'), counted)).toBe(true);
    expect(affects(withValues('[[5,4]]'), counted)).toBe(true); // not one pair per product
    expect(affects(withValues('[[5,"x"],[2,1]]'), counted)).toBe(true);
    // a review may move its product across the rating facet's bound
    expect(affects(parseChange('{"t":"reviews","ids":[1]}'), counted)).toBe(true);
  });
});
