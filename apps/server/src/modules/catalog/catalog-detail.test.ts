import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@rima/shared/api/products';
import type { ColorItem, RefItem } from '@rima/shared/api/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';
import { seedCatalogue, type Fail, type Ok } from './catalog.test-helpers';

// The shop: catalog.test-helpers.ts.
describe('catalogue: GET /product/:id and the reference lists', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  const db = app.deps.db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(ids, await seedCatalogue(db));
  });

  const idOf = (key: string) => {
    const id = ids[key];
    if (id === undefined) throw new Error(`no product ${key}`);
    return id;
  };

  describe('GET /product/:id', () => {
    const detail = async (id: number | string) => app.inject({ method: 'GET', url: `/api/v1/product/${id}` });

    it('answers product as an array, image as a non-empty array of {id, image} URLs, and relaited (API-COMPAT 16)', async () => {
      const res = await detail(idOf('sofa'));
      expect(res.statusCode).toBe(200);
      const { data } = res.json<Ok<ProductDetail>>();
      expect(Array.isArray(data.product)).toBe(true);
      expect(data.product[0]).toMatchObject({
        id: idOf('sofa'),
        name: 'Lawang Teak Sofa',
        price: 12_500_000,
        category: 'Furniture',
        brand: 'Mr Royal',
        size: 'XL',
        color: '#A17F25',
        color_name: 'Ochre',
        sold: 0,
        stock: 10,
        seller_name: 'Jati Living',
        width_cm: null,
        material: null,
      });
      expect(data.image).toHaveLength(3);
      for (const img of data.image) {
        expect(img.id).toEqual(expect.any(Number));
        expect(img.image).toMatch(/^https:\/\/shop\.example\/api\/v1\/images\/[0-9a-f]{32}-640\.webp$/);
        expect(img.srcset).toContain('1024w');
      }
      expect(data.product[0]?.image).toBe(data.image[0]?.image);
    });

    it('orders photos by position', async () => {
      const keys = await db.query<{ file_key: string }>(
        'SELECT file_key FROM product_photos WHERE product_id = $1 ORDER BY position',
        [idOf('sofa')],
      );
      const { data } = (await detail(idOf('sofa'))).json<Ok<ProductDetail>>();
      expect(data.image.map((i) => i.image.match(/[0-9a-f]{32}/)?.[0])).toEqual(keys.map((k) => k.file_key));
    });

    it('returns the furniture facts when the product has them', async () => {
      await db.query(
        `UPDATE products SET width_cm = 210, depth_cm = 90, height_cm = 82.5, weight_kg = 48, material = 'Teak' WHERE id = $1`,
        [idOf('chair')],
      );
      const { data } = (await detail(idOf('chair'))).json<Ok<ProductDetail>>();
      expect(data.product[0]).toMatchObject({
        width_cm: 210,
        depth_cm: 90,
        height_cm: 82.5,
        weight_kg: 48,
        material: 'Teak',
      });
    });

    it('relates products of the same category or brand, newest first, without itself or archived ones', async () => {
      const { data } = (await detail(idOf('lamp'))).json<Ok<ProductDetail>>();
      // lamp: Accessories + Sweet House → mirror (Accessories), stool (Sweet House)
      expect(data.relaited.map((r) => r.id)).toEqual([idOf('mirror'), idOf('stool')]);
      expect(data.relaited[0]).toMatchObject({ name: 'Cermin Round Mirror', price: 1_250_000 });
      expect(data.relaited[0]?.image).toMatch(/^https:\/\/.*\.webp$/);
      const sofa = (await detail(idOf('sofa'))).json<Ok<ProductDetail>>().data;
      expect(sofa.relaited.map((r) => r.id)).not.toContain(idOf('hidden'));
      expect(sofa.relaited.map((r) => r.id)).not.toContain(idOf('sofa'));
    });

    it('relates at most 8 products', async () => {
      const seller = await createSeller(db);
      for (let i = 0; i < 9; i += 1) await createProduct(db, seller.id, { category_id: 9, brand_id: 4 });
      const extra = await createProduct(db, seller.id, { category_id: 9, brand_id: 4 });
      const { data } = (await detail(extra.id)).json<Ok<ProductDetail>>();
      expect(data.relaited).toHaveLength(8);
      await db.query(`UPDATE products SET status = 'archived' WHERE category_id = 9`);
    });

    it.each([['999999'], ['abc'], ['1.5'], ['-1']])('answers id %s with a JSON 404', async (id) => {
      const res = await detail(id);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json<Fail>()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });

    it('answers an archived product with 404', async () => {
      expect((await detail(idOf('hidden'))).statusCode).toBe(404);
    });
  });

  describe('reference lists', () => {
    const get = async <T>(path: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/${path}` });
      expect(res.statusCode).toBe(200);
      return res.json<Ok<T>>().data;
    };

    it('lists categories with the spec ids and their number of active products', async () => {
      const data = await get<RefItem[]>('categories');
      expect(data).toHaveLength(18); // the spec's nine and the furniture taxonomy
      expect(data.find((c) => c.id === 5)).toEqual({ id: 5, name: 'Furniture', name_id: 'Furnitur', product_count: 4 });
      expect(data.find((c) => c.id === 1)).toMatchObject({ id: 1, name: 'Accessories', product_count: 2 });
      expect(data.find((c) => c.id === 3)).toMatchObject({ id: 3, name: 'Clothing', product_count: 0 });
    });

    it('lists brands and sizes with counts', async () => {
      const brands = await get<RefItem[]>('brands');
      expect(brands.map((b) => [b.name, b.product_count])).toEqual([
        ['IKEA', 2],
        ['Mr Royal', 1],
        ['Sweet House', 2],
        ['North Oxford', 0],
        ['Mr.Poppin 1929', 1],
      ]);
      const sizes = await get<RefItem[]>('sizes');
      expect(sizes.map((s) => [s.name, s.product_count])).toEqual([
        ['S', 0],
        ['M', 0],
        ['L', 3],
        ['XL', 2],
        ['XXL', 0],
        ['Pull Size', 1],
      ]);
    });

    it('lists colours in swatch order with hex, name and count (API-COMPAT 15)', async () => {
      const colors = await get<ColorItem[]>('colors');
      expect(colors.map((c) => c.hex)).toEqual(['#A17F25', '#6B8FBE', '#49453D', '#504E86', '#4E8651', '#EEA437']);
      expect(colors[0]).toEqual({ id: 1, name: 'Ochre', hex: '#A17F25', product_count: 2 });
    });
  });
});
