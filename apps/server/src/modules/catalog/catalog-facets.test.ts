import { describe, expect, it } from 'vitest';
import type { FacetValue, Facets, ProductPageWithFacets } from '@rima/shared/api/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { createOrder, createCustomer, createProduct, createSeller } from '../../../test/factories';
import type { Fail, Ok } from './catalog.test-helpers';

// docs/decisions/039: a list answer with facets=1 counts every filter's alternatives, each respecting the
// other chosen filters and the search, not its own.
describe('GET /product?facets=1', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const jepara = await createSeller(db, { username: 'Toko Jepara Facet' });
  const surabaya = await createSeller(db, { username: 'Toko Surabaya Facet' });
  // store cities: Kabupaten Jepara and Kota Surabaya
  await db.query(
    `INSERT INTO store_shipping (seller_id, province_code, regency_code) VALUES ($1, '33', '33.20'), ($2, '35', '35.78')`,
    [jepara.id, surabaya.id],
  );
  const buyer = await createCustomer(db);
  const make = async (
    sellerId: number,
    facts: Record<string, unknown>,
    overrides: Parameters<typeof createProduct>[2] = {},
    stars: number[] = [],
  ) => {
    const { id } = await createProduct(db, sellerId, overrides);
    const columns = Object.keys(facts);
    await db.query(`UPDATE products SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
      id,
      ...Object.values(facts),
    ]);
    for (const star of stars) {
      const { itemId } = await createOrder(db, buyer.id, sellerId, id, 'completed');
      await db.query(
        'INSERT INTO reviews (order_item_id, product_id, buyer_id, star, message) VALUES ($1, $2, $3, $4, $5)',
        [itemId, id, buyer.id, star, 'Bagus'],
      );
    }
    return id;
  };
  // Jepara: a teak sofa, a teak bed, a rattan chair; Surabaya: a teak table. "Zebrakayu" marks all four.
  const sofa = await make(
    jepara.id,
    { brand: 'Jepara Living', material: 'jati', style: 'minimalis', seats: 3, assembly_required: false, width_cm: 200 },
    { name: 'Sofa Zebrakayu', price: 7_500_000, category_id: 110, color_id: 101 },
    [5, 4],
  );
  const bed = await make(
    jepara.id,
    { brand: 'jepara living!', material: 'jati', style: 'rustic', assembly_required: true, width_cm: 160 },
    { name: 'Ranjang Zebrakayu', price: 4_000_000, category_id: 115, color_id: 102, stock: 0 },
  );
  const chair = await make(
    jepara.id,
    { brand: 'Rotan Asli', material: 'rotan', style: 'minimalis', seats: 1, assembly_required: false, width_cm: 55 },
    { name: 'Kursi Zebrakayu', price: 800_000, category_id: 111, color_id: 101 },
    [3],
  );
  const table = await make(
    surabaya.id,
    { brand: 'Jepara Living', material: 'jati', style: 'modern', seats: 6, width_cm: 220 },
    { name: 'Meja Makan Zebrakayu', price: 12_000_000, category_id: 119, color_id: 5 },
  );

  const get = async (qs: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/product?${qs}`, headers });
  const facetsOf = async (qs: string, lang = 'id'): Promise<Facets> => {
    const res = await get(`${qs}&facets=1&lang=${lang}`);
    expect(res.statusCode, qs).toBe(200);
    const facets = res.json<Ok<ProductPageWithFacets>>().data.facets;
    if (!facets) throw new Error(`no facets for ${qs}`);
    return facets;
  };
  /** value → count of one facet, leaving out zero counts. */
  const counts = (values: FacetValue[] | undefined) =>
    Object.fromEntries((values ?? []).filter((v) => v.count > 0).map((v) => [v.value, v.count]));
  const mine = `seller_id=${jepara.id}`;

  it('counts every facet of a store', async () => {
    const f = await facetsOf(mine);
    expect(counts(f.material)).toEqual({ jati: 2, rotan: 1 });
    expect(counts(f.style)).toEqual({ minimalis: 2, rustic: 1 });
    expect(counts(f.brand)).toEqual({ 'jepara living': 2, 'rotan asli': 1 });
    // the most common spelling labels a brand (a tie: the first in order)
    expect(f.brand?.find((b) => b.value === 'jepara living')?.label).toBe('Jepara Living');
    // at least n seats
    expect(counts(f.seats)).toEqual({ 1: 2, 3: 1 });
    expect(counts(f.assembly)).toEqual({ true: 1, false: 2 });
    expect(counts(f.color)).toEqual({ natural: 2, walnut: 1 });
    expect(counts(f.category)).toMatchObject({ 'ruang-tamu': 2, sofa: 1, 'kursi-tamu': 1, 'kamar-tidur': 1 });
    expect(f.category?.find((c) => c.value === 'sofa')).toMatchObject({ label: 'Sofa', parent: 'ruang-tamu' });
    expect(counts(f.in_stock)).toEqual({ 1: 2 });
    expect(counts(f.rating)).toEqual({ 4: 1 });
    expect(counts(f.city)).toEqual({ '33.20': 3 });
    expect(f.city?.[0]?.label).toBe('Kabupaten Jepara');
    // cumulative widths: ≤ 60 holds the chair, ≤ 160 the bed too, ≤ 200 the sofa too
    expect(counts(f.width)).toEqual({ 60: 1, 90: 1, 120: 1, 160: 2, 200: 3 });
    expect(counts(f.price)).toEqual({ '500001-1000000': 1, '2500001-5000000': 1, '5000001-10000000': 1 });
  });

  it('counts each facet over the other filters, not over its own', async () => {
    const f = await facetsOf(`${mine}&material=jati`);
    // its own alternatives stay countable
    expect(counts(f.material)).toEqual({ jati: 2, rotan: 1 });
    // the others count the teak products only
    expect(counts(f.style)).toEqual({ minimalis: 1, rustic: 1 });
    expect(counts(f.in_stock)).toEqual({ 1: 1 });
    const both = await facetsOf(`${mine}&material=jati&style=minimalis`);
    expect(counts(both.material)).toEqual({ jati: 1, rotan: 1 });
    expect(counts(both.style)).toEqual({ minimalis: 1, rustic: 1 });
    expect(counts(both.brand)).toEqual({ 'jepara living': 1 });
    const ranged = await facetsOf(`${mine}&max_width=160&in_stock=1&min_rating=4`);
    // only the sofa is rated 4 and up and in stock: the width facet counts it in its width, not its own filter
    expect(counts(ranged.width)).toEqual({ 200: 1 });
    expect(counts(ranged.rating)).toEqual({});
    expect(counts(ranged.in_stock)).toEqual({});
    const inStock = await facetsOf(`${mine}&in_stock=1`);
    expect(counts(inStock.in_stock)).toEqual({ 1: 2 });
    expect(counts(inStock.material)).toEqual({ jati: 1, rotan: 1 });
  });

  it('filters by store city, rating and stock', async () => {
    const ids = async (qs: string) =>
      (await get(`search=zebrakayu&${qs}`))
        .json<Ok<ProductPageWithFacets>>()
        .data.data.map((p) => p.id)
        .sort((a, b) => a - b);
    expect(await ids('city=33.20')).toEqual([sofa, bed, chair].sort((a, b) => a - b));
    expect(await ids('city=surabaya')).toEqual([table]);
    expect(await ids('city=Kota%20Surabaya')).toEqual([table]);
    expect(await ids('city=atlantis')).toEqual([]);
    expect(await ids('min_rating=4')).toEqual([sofa]);
    expect(await ids('in_stock=1&city=33.20')).toEqual([sofa, chair].sort((a, b) => a - b));
  });

  it('counts the matches of a search', async () => {
    const f = await facetsOf('search=zebrakayu&city=35.78');
    expect(counts(f.city)).toEqual({ '33.20': 3, '35.78': 1 });
    expect(counts(f.material)).toEqual({ jati: 1 });
    expect(counts(f.color)).toEqual({ 'hijau-sage': 1 });
    // every match holds a material: the material counts add up to the search's total
    const res = await get('search=sofa%20zebrakayu&facets=1');
    const { dataCount, facets } = res.json<Ok<ProductPageWithFacets>>().data;
    const sum = (facets?.material ?? []).reduce((n, v) => n + v.count, 0);
    expect(dataCount).toBeGreaterThan(0);
    expect(sum).toBe(dataCount);
  });

  it('labels in the language asked for, else the visitor’s', async () => {
    expect((await facetsOf(mine, 'en')).material?.find((m) => m.value === 'jati')?.label).toBe('Teak');
    expect((await facetsOf(mine, 'id')).material?.find((m) => m.value === 'jati')?.label).toBe('Jati');
    const label = async (headers: Record<string, string>) =>
      (await get(`${mine}&facets=1`, headers))
        .json<Ok<ProductPageWithFacets>>()
        .data.facets?.material?.find((m) => m.value === 'jati')?.label;
    // the same URL answered from the cache in each visitor's language
    expect(await label({ 'accept-language': 'id-ID' })).toBe('Jati');
    expect(await label({ 'accept-language': 'en-US' })).toBe('Teak');
    expect(await label({ cookie: 'rima_lang=id' })).toBe('Jati');
  });

  it('leaves the answer without facets=1 as it was', async () => {
    const plain = await get(mine);
    expect(Object.keys(plain.json<Ok<ProductPageWithFacets>>().data)).toEqual([
      'data',
      'dataCount',
      'totalPage',
      'page',
      'limit',
      'next',
      'prev',
    ]);
    const withFacets = (await get(`${mine}&facets=1`)).json<Ok<ProductPageWithFacets>>().data;
    const { facets, ...page } = withFacets;
    expect(facets).toBeDefined();
    expect(page).toEqual(plain.json<Ok<ProductPageWithFacets>>().data);
    expect((await get(`${mine}&facets=0`)).body).toBe(plain.body);
  });

  it.each([
    ['facets=2', 'facets'],
    ['in_stock=maybe', 'in_stock'],
    ['min_rating=9', 'min_rating'],
    ['min_rating=abc', 'min_rating'],
    ['lang=fr&facets=1', 'lang'],
  ])('answers %s with 400 naming the field', async (qs, field) => {
    const res = await get(qs);
    expect(res.statusCode).toBe(400);
    const body = res.json<Fail>();
    expect(body.message).toContain(field);
  });
});
