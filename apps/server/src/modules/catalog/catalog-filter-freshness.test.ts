import { describe, expect, it } from 'vitest';
import { buildShopApp } from '../../../test/web-pages';
import { createCustomer, createOrder, createProduct, createSeller } from '../../../test/factories';
import { AREAS } from '../../../test/shipping-fixtures';
import { ATTRIBUTES, type Attribute } from './catalog.attributes';

type Page = { data: { data: { id: number }[] } };
type Reference = { data: { id: number; name: string }[] };

/** What is inside #root of a server-rendered page. */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';

// docs/decisions/030: which cached answers a product field affects is derived from one registry, so a list
// that filters on a field never keeps answering from before an edit of that field.
describe('a cached list that filters on a field answers fresh right after a seller edits it', async () => {
  const app = await buildShopApp();
  const { db } = app.deps;
  const seller = await createSeller(db, { username: 'Toko Segar' });
  const ids = async (url: string) => (await app.inject({ method: 'GET', url })).json<Page>().data.data.map((p) => p.id);
  const edit = async (id: number, payload: Record<string, string>) => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/product/edit/${id}`,
      headers: { 'x-access-token': seller.token },
      payload,
    });
    expect(res.statusCode).toBe(200);
  };
  const nameOf = async (path: string, id: number) =>
    (await app.inject({ method: 'GET', url: `/api/v1/${path}` })).json<Reference>().data.find((r) => r.id === id)
      ?.name ?? '';

  it('finds a product whose material was edited to match (GET /product?material=)', async () => {
    const { id } = await createProduct(db, seller.id, { name: 'Lemari Segar' });
    const url = '/api/v1/product?material=Mahoni';
    expect(await ids(url)).toEqual([]);
    await edit(id, { material: 'Mahoni' });
    expect(await ids(url)).toEqual([id]);
  });

  it('follows every filterable attribute of a product', async () => {
    const cases: { field: Record<string, string>; url: string; stock?: number }[] = [
      { field: { stock: '4' }, url: '/api/v1/product?in_stock=1', stock: 0 },
      // materials are a list now (docs/decisions/037): a code, or a label of either language
      { field: { material: 'trembesi' }, url: '/api/v1/product?material=trembesi' },
      { field: { material: 'Rattan' }, url: '/api/v1/product?material=Rotan' },
      { field: { style: 'rustic' }, url: '/api/v1/product?style=rustic' },
      { field: { style: 'Klasik / Ukir' }, url: '/api/v1/product?style=Classic%20%2F%20Carved' },
      { field: { seats: '12' }, url: '/api/v1/product?min_seats=11' },
      { field: { assembly_required: 'true' }, url: '/api/v1/product?assembly=true' },
      { field: { brand: 'Kayu Segar & Co.' }, url: '/api/v1/product?brand=kayu%20segar%20co' },
      { field: { name_en: 'Fresh coconut table' }, url: '/api/v1/product?search=coconut' },
      { field: { description_en: 'Carved from durian wood' }, url: '/api/v1/product?search=durian' },
      { field: { color_id: '108' }, url: '/api/v1/product?color=hijau-sage' },
      { field: { width_cm: '181' }, url: '/api/v1/product?min_width=180' },
      { field: { width_cm: '3' }, url: '/api/v1/product?max_width=4' },
      { field: { depth_cm: '182' }, url: '/api/v1/product?min_depth=180' },
      { field: { depth_cm: '3' }, url: '/api/v1/product?max_depth=4' },
      { field: { height_cm: '183' }, url: '/api/v1/product?min_height=180' },
      { field: { height_cm: '3' }, url: '/api/v1/product?max_height=4' },
      { field: { price: '91000000' }, url: '/api/v1/product?min_price=90000000' },
      { field: { price: '7' }, url: '/api/v1/product?max_price=8' },
      { field: { name: 'Meja Kelapa Segar' }, url: '/api/v1/product?search=kelapa' },
      { field: { category_id: '3' }, url: `/api/v1/product?category=${await nameOf('categories', 3)}` },
      { field: { brand_id: '4' }, url: `/api/v1/product?brand=${await nameOf('brands', 4)}` },
      { field: { size_id: '4' }, url: `/api/v1/product?size=${await nameOf('sizes', 4)}` },
      { field: { color_id: '4' }, url: `/api/v1/product?color=${encodeURIComponent(await nameOf('colors', 4))}` },
    ];
    // every list parameter the registry declares is among the cases (a seller cannot move a product to
    // another seller: seller_id is not edited)
    const covered = new Set(cases.flatMap(({ url }) => [...new URL(url, 'http://shop').searchParams.keys()]));
    const declared = Object.values(ATTRIBUTES as Record<string, Attribute>).flatMap((a) => a.params ?? []);
    // (nor to another store's city)
    for (const param of declared)
      if (param !== 'seller_id' && param !== 'city') expect(covered, param).toContain(param);
    for (const { field, url, stock } of cases) {
      const { id } = await createProduct(db, seller.id, {
        category_id: 5,
        brand_id: 1,
        size_id: 2,
        color_id: 1,
        stock,
      });
      const before = await ids(url);
      expect(before, url).not.toContain(id);
      await edit(id, field);
      expect(await ids(url), url).toContain(id);
    }
  });

  // docs/decisions/039: a facet answer counts over every faceted attribute, so an edit of any of them
  // drops it, whichever filters its URL carries.
  it('counts an edited attribute in a cached facet answer', async () => {
    const store = await createSeller(db, { username: 'Toko Faset Segar' });
    type Facets = { data: { facets: Record<string, { value: string; count: number }[]> } };
    const count = async (url: string, facet: string, value: string) =>
      (await app.inject({ method: 'GET', url })).json<Facets>().data.facets[facet]?.find((v) => v.value === value)
        ?.count ?? 0;
    const cases: { field: Record<string, string>; facet: string; value: string; stock?: number }[] = [
      { field: { material: 'trembesi' }, facet: 'material', value: 'trembesi' },
      { field: { style: 'industrial' }, facet: 'style', value: 'industrial' },
      { field: { seats: '4' }, facet: 'seats', value: '4' },
      { field: { assembly_required: 'true' }, facet: 'assembly', value: 'true' },
      { field: { brand: 'Segar Faset' }, facet: 'brand', value: 'segar faset' },
      { field: { color_id: '110' }, facet: 'color', value: 'terakota' },
      { field: { width_cm: '100' }, facet: 'width', value: '120' },
      { field: { price: '30000000' }, facet: 'price', value: '10000001-' },
      { field: { stock: '3' }, facet: 'in_stock', value: '1', stock: 0 },
    ];
    for (const { field, facet, value, stock } of cases) {
      const { id } = await createProduct(db, store.id, { category_id: 5, price: 100_000, stock });
      // two answers: over the store, and with another filter chosen
      const urls = [
        `/api/v1/product?facets=1&seller_id=${store.id}&lang=id`,
        `/api/v1/product?facets=1&seller_id=${store.id}&lang=id&min_price=0`,
      ];
      const before = await Promise.all(urls.map((url) => count(url, facet, value)));
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/v1/product/edit/${id}`,
        headers: { 'x-access-token': store.token },
        payload: field,
      });
      expect(res.statusCode, JSON.stringify(field)).toBe(200);
      const after = await Promise.all(urls.map((url) => count(url, facet, value)));
      expect(after, JSON.stringify(field)).toEqual(before.map((n) => n + 1));
    }
  });

  it('follows the filters a list page carries in its URL (price, search)', async () => {
    const { id } = await createProduct(db, seller.id, { name: 'Bangku Halaman', price: 1_000_000 });
    const pages = ['/product?min_price=80000000', '/product?search=serambi'];
    for (const url of pages)
      expect(root((await app.inject({ method: 'GET', url })).body), url).not.toContain('Serambi');
    await edit(id, { price: '85000000', name: 'Bangku Serambi' });
    for (const url of pages) expect(root((await app.inject({ method: 'GET', url })).body), url).toContain('Serambi');
  });

  // What a list filters on besides the product's own fields: its reviews' rating and its store's city.
  it('follows a new review (min_rating) and a store’s new city (city), in the API and the list pages', async () => {
    const store = await createSeller(db, { username: 'Toko Kota Segar' });
    const { id } = await createProduct(db, store.id, { name: 'Rak Ulasan Segar' });
    const buyer = await createCustomer(db);
    await createOrder(db, buyer.id, store.id, id, 'completed');
    const urls = [
      '/api/v1/product?min_rating=4',
      '/api/v1/product?min_rating=4&city=Jepara',
      '/api/v1/product?city=33.20',
    ];
    const pages = ['/product?min_rating=4', '/product?city=Jepara'];
    for (const url of urls) expect(await ids(url), url).not.toContain(id);
    for (const url of pages) expect(root((await app.inject({ method: 'GET', url })).body), url).not.toContain('Ulasan');

    const review = await app.inject({
      method: 'POST',
      url: '/api/v1/reviews/create',
      headers: { 'x-access-token': buyer.token },
      payload: { product_id: id, star: 5, message: 'Kokoh dan rapi' },
    });
    expect(review.statusCode).toBe(201);
    expect(await ids(urls[0] ?? ''), 'min_rating after the review').toContain(id);
    expect(root((await app.inject({ method: 'GET', url: pages[0] ?? '' })).body)).toContain('Ulasan');
    expect(await ids(urls[1] ?? ''), 'city still unset').not.toContain(id);

    const moved = await app.inject({
      method: 'PATCH',
      url: '/api/v1/seller/shipping',
      headers: { 'x-access-token': store.token },
      payload: { origin: { ...AREAS.jepara, postal_code: '59426', street: 'Jl. Raya Tahunan No. 18' } },
    });
    expect(moved.statusCode).toBe(200);
    for (const url of urls) expect(await ids(url), `${url} after the move`).toContain(id);
    expect(root((await app.inject({ method: 'GET', url: pages[1] ?? '' })).body)).toContain('Ulasan');
  });
});
