import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '@rima/shared/api/search';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { didYouMean } from './search.service';

type Ok<T> = { statusCode: number; message: string; data: T };

describe('GET /search/suggest', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;

  beforeAll(async () => {
    const jati = await createSeller(db, { username: 'Jati Living' });
    for (let i = 1; i <= 10; i += 1) {
      await createProduct(db, jati.id, { name: `Kursi Makan ${i}`, category_id: 12, photos: 1 });
    }
    await createProduct(db, jati.id, { name: 'Lemari Pakaian Jati', category_id: 11 });
  });

  async function suggest(q: string) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/search/suggest?q=${encodeURIComponent(q)}` });
    return { status: res.statusCode, data: res.statusCode === 200 ? res.json<Ok<SearchSuggestions>>().data : null };
  }

  it('suggests up to 8 products as the user types (the last word is a prefix)', async () => {
    const { data } = await suggest('kurs');
    expect(data?.products).toHaveLength(8);
    expect(data?.products[0]?.name).toMatch(/^Kursi Makan/);
    expect(data?.products[0]?.image).toMatch(/^http/);
    expect(data?.did_you_mean).toEqual([]);
  });

  it('suggests matching categories of the tree (both languages, synonyms) with their pages, and stores', async () => {
    const dining = await suggest('dining');
    expect(dining.data?.categories.map((c) => c.name)).toContain('Dining & Kitchen');
    expect(dining.data?.categories.map((c) => c.path)).toContain('/kategori/ruang-makan-dapur/meja-makan');
    expect((await suggest('ruang makan')).data?.categories.map((c) => c.slug)).toContain('ruang-makan-dapur');
    expect((await suggest('jati')).data?.stores.map((s) => s.name)).toEqual(['Jati Living']);
  });

  it('suggests a store opened or renamed a moment ago (the read model follows the notifications)', async () => {
    expect((await suggest('kayu')).data?.stores).toEqual([]);
    const store = await createSeller(db, { username: 'Kayu Baru Jepara' });
    expect((await suggest('jepara')).data?.stores).toEqual([{ id: store.id, name: 'Kayu Baru Jepara' }]);
    await db.query('UPDATE users SET username = $2 WHERE id = $1', [store.id, 'Rumah Rotan']);
    expect((await suggest('rotan')).data?.stores.map((s) => s.name)).toEqual(['Rumah Rotan']);
    expect((await suggest('jepara')).data?.stores).toEqual([]);
    const customer = await createCustomer(db, { username: 'Kayu Pembeli' });
    expect((await suggest('kayu')).data?.stores).toEqual([]);
    await db.query("UPDATE users SET role = 'seller' WHERE id = $1", [customer.id]);
    expect((await suggest('kayu')).data?.stores.map((s) => s.id)).toEqual([customer.id]);
  });

  it('offers "did you mean" and the closest categories when nothing matches', async () => {
    const { data } = await suggest('lemary zzzq');
    expect(data?.products).toEqual([]);
    expect(data?.did_you_mean[0]).toBe('lemari zzzq');
    const bedrom = await suggest('bedrom xqxq');
    expect(bedrom.data?.categories.map((c) => c.name)).toContain('Bedroom');
    expect(bedrom.data?.categories.find((c) => c.name === 'Bedroom')?.path).toBe('/kategori/kamar-tidur');
  });

  it("corrects a search that finds nothing and offers the tree's categories named by its words, never the legacy list", async () => {
    const { data } = await suggest('lemary pakaian zzzq');
    expect(data?.products).toEqual([]);
    expect(data?.did_you_mean[0]).toBe('lemari pakaian zzzq');
    expect(data?.categories[0]).toMatchObject({
      name_id: 'Lemari Pakaian',
      slug: 'lemari-pakaian',
      path: '/kategori/kamar-tidur/lemari-pakaian',
    });
    const names = (data?.categories ?? []).flatMap((c) => [c.name, c.name_id]);
    expect(names).not.toContain('Clothing');
    expect(names).not.toContain('Pakaian');
    // nothing typed names a category: the nearest names of the query and of its correction
    const near = await suggest('ranjng qqxz');
    expect(near.data?.products).toEqual([]);
    expect(near.data?.categories.map((c) => c.slug)).toContain('ranjang-dipan');
  });

  it('leaves a retired category out of the suggestions', async () => {
    const slugs = async () => (await suggest('kursi bar')).data?.categories.map((c) => c.slug);
    expect(await slugs()).toContain('kursi-bar');
    await db.query("UPDATE categories SET retired_at = now() WHERE slug = 'kursi-bar'");
    try {
      // the tree is read again once the table's change is announced
      await expect.poll(slugs).not.toContain('kursi-bar');
    } finally {
      await db.query("UPDATE categories SET retired_at = NULL WHERE slug = 'kursi-bar'");
    }
  });

  it('answers %, _ and quotes plainly, and NUL and a too-long q with a 400', async () => {
    for (const q of ['%', '_', "'", '"', '']) {
      const { status, data } = await suggest(q);
      expect(status).toBe(200);
      expect(data?.products).toBeDefined();
    }
    for (const q of ['\u0000', 'a\u0000b']) expect((await suggest(q)).status).toBe(400);
    expect((await suggest('x'.repeat(201))).status).toBe(400);
  });

  it('didYouMean replaces unknown words with their neighbours', () => {
    expect(didYouMean(['meja', 'mkan'], new Map([['mkan', ['makan', 'mkn']]]))).toEqual(['meja makan', 'meja mkn']);
    expect(didYouMean(['meja'], new Map())).toEqual([]);
  });
});
