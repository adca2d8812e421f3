import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';

type Page = { data: { data: { id: number; brand: string }[]; dataCount: number } };

// docs/decisions/037: the list filters on the furniture facts, and search by the English name.
describe('list filters on furniture attributes', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db, { username: 'Toko Atribut' });
  const make = async (facts: Record<string, unknown>, overrides: Parameters<typeof createProduct>[2] = {}) => {
    const { id } = await createProduct(db, seller.id, overrides);
    const columns = Object.keys(facts);
    if (columns.length > 0)
      await db.query(`UPDATE products SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
        id,
        ...Object.values(facts),
      ]);
    return id;
  };
  const ids = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/product?limit=50&seller_id=${seller.id}&${query}` }))
      .json<Page>()
      .data.data.map((p) => p.id)
      .sort((a, b) => a - b);

  const sofa = await make(
    { brand: 'Jepara Living', material: 'jati', style: 'minimalis', seats: 3, assembly_required: false },
    { name: 'Sofa Tamu Lebar', brand_id: 1 },
  );
  const chair = await make(
    { brand: 'jepara  living!', material: 'rotan', style: 'rustic', seats: 1, assembly_required: true },
    { name: 'Kursi Teras' },
  );
  const legacy = await make({ material: 'Mahoni' }, { name: 'Lemari Lama', brand_id: 4 });
  const english = await make({ name_en: 'Walnut writing desk', material: 'Teak' }, { name: 'Meja Tulis' });

  it('filters by material code, by its label in either language, and by old free text', async () => {
    expect(await ids('material=jati')).toEqual([sofa]);
    expect(await ids('material=Teak')).toEqual([sofa, english]);
    expect(await ids('material=Mahoni')).toEqual([legacy]);
    expect(await ids('material=rattan')).toEqual([chair]);
  });

  it('filters by style (code or label), least seats and assembly', async () => {
    expect(await ids('style=rustic')).toEqual([chair]);
    expect(await ids('style=Minimalist')).toEqual([sofa]);
    expect(await ids('style=baroque')).toEqual([]);
    expect(await ids('min_seats=2')).toEqual([sofa]);
    expect(await ids('assembly=true')).toEqual([chair]);
    expect(await ids('assembly=false')).toEqual([sofa]);
  });

  it('filters by brand through its facet key, legacy brands included', async () => {
    expect(await ids('brand=Jepara%20Living')).toEqual([sofa, chair]);
    expect(await ids('brand=north%20oxford')).toEqual([legacy]);
    // the sofa's free-text brand wins over its legacy IKEA; the desk has no brand text (factory: IKEA)
    expect(await ids('brand=IKEA')).toEqual([english]);
    const rows = (
      await app.inject({ method: 'GET', url: `/api/v1/product?seller_id=${seller.id}&limit=50` })
    ).json<Page>().data.data;
    expect(rows.find((r) => r.id === legacy)?.brand).toBe('North Oxford');
    expect(rows.find((r) => r.id === sofa)?.brand).toBe('Jepara Living');
  });

  it('finds a product by its English name and its material in the other language', async () => {
    expect(await ids('search=writing')).toEqual([english]);
    expect(await ids('search=rotan')).toEqual([chair]);
  });

  it('answers 400 naming the field for a bad number', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/product?min_seats=lots' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('min_seats');
    const assembly = await app.inject({ method: 'GET', url: '/api/v1/product?assembly=maybe' });
    expect(assembly.statusCode).toBe(400);
  });

  it('filters by a palette colour (its code), legacy colours mapped onto it included', async () => {
    const navy = await make({}, { name: 'Rak Navy', color_id: 109 });
    const indigo = await make({}, { name: 'Rak Indigo', color_id: 4 });
    const sky = await make({}, { name: 'Rak Biru Langit', color_id: 2 });
    expect(await ids('color=biru-navy')).toEqual([navy, indigo, sky]);
    // an old client's colour keeps its exact answer, plus the palette colour it became
    expect(await ids('color=Indigo')).toEqual([navy, indigo]);
  });

  it('keeps GET /colors the six legacy colours (API-COMPAT 15)', async () => {
    const colors = (await app.inject({ method: 'GET', url: '/api/v1/colors' })).json<{ data: { id: number }[] }>().data;
    expect(colors.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
