import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';

type Named = { id: number; name: string; name_en?: string | null };

// The English shop shows a seller's English name where given: list rows, search results and suggestions,
// related products and favourites carry `name_en` beside the Indonesian `name`.
describe('English names on list rows', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const get = async <T>(url: string, token?: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { 'x-access-token': token } : {} })
    ).json<{ data: T }>().data;
  let seller = 0;
  let bed = 0;
  let chair = 0;

  beforeAll(async () => {
    seller = (await createSeller(db)).id;
    bed = (await createProduct(db, seller, { name: 'Ranjang Jati Zebrawood', category_id: 115 })).id;
    chair = (await createProduct(db, seller, { name: 'Kursi Rotan Zebrawood', category_id: 115 })).id;
    await db.query(`UPDATE products SET name_en = 'Zebrawood Teak Bed' WHERE id = $1`, [bed]);
  });

  it('answers name_en on list and search rows where given, and leaves it out otherwise', async () => {
    for (const url of [
      `/product?seller_id=${seller}`,
      '/product?search=zebrawood',
      '/product?search=zebrawood&lang=en',
    ]) {
      const rows = (await get<{ data: Named[] }>(url)).data;
      expect(
        rows.find((r) => r.id === bed),
        url,
      ).toMatchObject({ name: 'Ranjang Jati Zebrawood', name_en: 'Zebrawood Teak Bed' });
      expect(
        rows.find((r) => r.id === chair),
        url,
      ).not.toHaveProperty('name_en');
    }
    // Found by its English name too.
    const english = (await get<{ data: Named[] }>('/product?search=zebrawood%20teak%20bed')).data;
    expect(english.find((r) => r.id === bed)?.name_en).toBe('Zebrawood Teak Bed');
  });

  it('answers name_en on related products and search suggestions', async () => {
    const detail = await get<{ relaited: Named[] }>(`/product/${chair}`);
    expect(detail.relaited.find((r) => r.id === bed)?.name_en).toBe('Zebrawood Teak Bed');
    const suggest = await get<{ products: Named[] }>('/search/suggest?q=zebrawood');
    expect(suggest.products.find((p) => p.id === bed)?.name_en).toBe('Zebrawood Teak Bed');
  });

  it('answers name_en on favourites (null where none is given)', async () => {
    const customer = await createCustomer(db);
    for (const id of [bed, chair]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/favorite/add',
        headers: { 'x-access-token': customer.token },
        payload: { product_id: id },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const favourites = await get<{ product_id: number; name_en: string | null }[]>(
      '/favorite/my-favorite',
      customer.token,
    );
    expect(favourites.map((f) => [f.product_id, f.name_en]).sort()).toEqual(
      [
        [bed, 'Zebrawood Teak Bed'],
        [chair, null],
      ].sort(),
    );
  });
});
