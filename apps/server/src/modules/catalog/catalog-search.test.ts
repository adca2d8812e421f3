import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@rima/shared/api/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';

type Ok<T> = { statusCode: number; message: string; data: T };

// Acceptance: relevance search over name, description, brand, category, material and store name,
// with furniture synonyms in Bahasa Indonesia and English and typo tolerance, on PGlite and PostgreSQL.
describe('catalogue search: GET /product?search=', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const jati = await createSeller(db, { username: 'Jati Living' });
    const kayu = await createSeller(db, { username: 'Kayu Kita' });
    const make = async (
      key: string,
      sellerId: number,
      o: Parameters<typeof createProduct>[2] & { material?: string; width?: number; sold?: number },
    ) => {
      const { material, width, sold, ...rest } = o;
      const { id } = await createProduct(db, sellerId, { description: 'Made in Jepara.', ...rest });
      await db.query('UPDATE products SET material = $2, width_cm = $3, sold = $4 WHERE id = $1', [
        id,
        material ?? null,
        width ?? null,
        sold ?? 0,
      ]);
      ids[key] = id;
    };
    await make('bangku', jati.id, { name: 'Bangku Taman Panjang', category_id: 14, material: 'Teak', sold: 3 });
    await make('kursi', kayu.id, { name: 'Kursi Makan Minimalis', category_id: 12, material: 'Mahogany', sold: 9 });
    await make('lemariPlain', kayu.id, {
      name: 'Lemari Pakaian Dua Pintu',
      category_id: 11,
      material: 'Plywood',
      sold: 50,
    });
    await make('lemariJati', jati.id, {
      name: 'Lemari Pakaian Tiga Pintu',
      category_id: 11,
      material: 'Solid teak',
      sold: 1,
      width: 150,
    });
    await make('mejaJati', jati.id, {
      name: 'Meja Kopi Jati',
      description: 'Pairs well with our lemari.',
      category_id: 10,
      material: 'Teak',
      sold: 40,
      width: 110,
    });
    await make('mejaMakan', kayu.id, { name: 'Meja Makan Keluarga', category_id: 12, material: 'Teak', sold: 2 });
    await make('diningTable', kayu.id, { name: 'Oval Dining Table', category_id: 12, material: 'Oak', width: 200 });
    await make('sofa', jati.id, { name: 'Sofa Bed Lipat', category_id: 10, material: 'Linen', width: 190 });
  });

  async function search(query: string, extra = ''): Promise<{ status: number; names: string[]; ids: number[] }> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/product?search=${encodeURIComponent(query)}&limit=50${extra}`,
    });
    if (res.statusCode !== 200) return { status: res.statusCode, names: [], ids: [] };
    const page = res.json<Ok<ProductPage>>().data;
    return { status: 200, names: page.data.map((p) => p.name), ids: page.data.map((p) => p.id) };
  }

  it('"kursi" finds products named "Bangku …" (synonyms)', async () => {
    const { names } = await search('kursi');
    expect(names).toContain('Bangku Taman Panjang');
    expect(names).toContain('Kursi Makan Minimalis');
  });

  it('"chair" finds "Kursi …" (English to Indonesian)', async () => {
    expect((await search('chair')).names).toContain('Kursi Makan Minimalis');
  });

  it('"lemari jati" ranks the teak wardrobe first', async () => {
    const { ids: found } = await search('lemari jati');
    expect(found[0]).toBe(ids.lemariJati);
    expect(found).not.toContain(ids.lemariPlain);
  });

  it('"meja mkan" (a typo) finds dining tables', async () => {
    const { ids: found } = await search('meja mkan');
    expect(found).toContain(ids.mejaMakan);
    expect(found).toContain(ids.diningTable);
    expect(found).not.toContain(ids.sofa);
  });

  it('"sofa lipt" (a typo) finds the folding sofa bed; accents are ignored', async () => {
    expect((await search('sofa lipt')).ids).toContain(ids.sofa);
    expect((await search('Sófa')).ids).toContain(ids.sofa);
  });

  it('searches brand, category (both languages), material and store name', async () => {
    expect((await search('ruang makan')).ids).toEqual(expect.arrayContaining([ids.kursi, ids.mejaMakan]));
    expect((await search('bedroom')).ids).toEqual(expect.arrayContaining([ids.lemariJati, ids.lemariPlain]));
    expect((await search('kayu kita')).ids).toContain(ids.lemariPlain);
    expect((await search('oak')).ids).toEqual([ids.diningTable]);
  });

  it('ranks by relevance, then popularity; other sorts and filters still apply', async () => {
    // Both are "meja" by name; the coffee table sold more.
    const relevance = await search('meja');
    expect(relevance.ids.indexOf(ids.mejaJati ?? 0)).toBeLessThan(relevance.ids.indexOf(ids.mejaMakan ?? 0));
    const cheap = await search('meja', '&price=cheap');
    expect(cheap.status).toBe(200);
    const wide = await search('meja', '&min_width=150');
    expect(wide.ids).toEqual([ids.diningTable]);
    const teak = await search('lemari', '&material=teak');
    expect(teak.ids[0]).toBe(ids.lemariJati);
    expect(teak.ids).not.toContain(ids.lemariPlain);
  });

  it.each(['%', '_', '%_%', "'", '"', "lemari'", '\\', '&|!():*<>', "'; DROP TABLE x"])(
    'treats %j as a plain query (never a 500)',
    async (q) => {
      const { status } = await search(q);
      expect(status).toBe(200);
    },
  );

  it.each(['\u0000', 'meja\u0000makan'])('answers %j (a NUL byte) with a clear 400, never a 500', async (q) => {
    const { status } = await search(q);
    expect(status).toBe(400);
  });

  it('keeps the answer shape for old clients', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/product?search=meja' });
    const body = res.json<Ok<ProductPage>>();
    expect(Object.keys(body.data).sort()).toEqual(['data', 'dataCount', 'limit', 'next', 'page', 'prev', 'totalPage']);
    expect(body.data.dataCount).toBe(body.data.data.length);
  });
});
