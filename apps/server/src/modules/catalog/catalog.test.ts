import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '@rima/shared/api/catalog';
import type { ColorItem, RefItem } from '@rima/shared/api/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';

type Ok<T> = { statusCode: number; message: string; data: T };
type Fail = { statusCode: number; message: string; code: string; errors?: { field: string; message: string }[] };

// Category 5 Furniture, 1 Accessories. Brands 1 IKEA, 2 Mr Royal, 3 Sweet House, 5 Mr.Poppin 1929.
// Sizes 3 L, 4 XL, 6 Pull Size. Colours 1 #A17F25, 2 #6B8FBE, 4 #504E86.
describe('catalogue: GET /product, /product/:id and the reference lists', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  const db = app.deps.db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const jati = await createSeller(db, { username: 'Jati Living' });
    const rotan = await createSeller(db, { username: 'Rumah Rotan' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12)).toISOString();
    const make = async (key: string, sellerId: number, o: Parameters<typeof createProduct>[2]) => {
      ids[key] = (await createProduct(db, sellerId, o)).id;
    };
    await make('sofa', jati.id, {
      name: 'Lawang Teak Sofa',
      price: 12_500_000,
      category_id: 5,
      brand_id: 2,
      size_id: 4,
      color_id: 1,
      created_at: day(1),
      photos: 3,
    });
    await make('chair', jati.id, {
      name: 'Kursi 50%_off Chair',
      price: 850_000,
      category_id: 5,
      brand_id: 1,
      size_id: 3,
      color_id: 2,
      created_at: day(2),
    });
    await make('lamp', rotan.id, {
      name: 'Rattan Floor Lamp',
      price: 1_250_000,
      category_id: 1,
      brand_id: 3,
      size_id: 6,
      color_id: 4,
      created_at: day(3),
    });
    await make('table', rotan.id, {
      name: 'Meja Dining Table',
      price: 4_750_000,
      category_id: 5,
      brand_id: 1,
      size_id: 4,
      color_id: 1,
      created_at: day(4),
      stock: 0,
    });
    await make('stool', rotan.id, {
      name: 'Bangku Stool',
      price: 350_000,
      category_id: 5,
      brand_id: 3,
      size_id: 3,
      color_id: 2,
      created_at: day(5),
    });
    await make('mirror', jati.id, {
      name: 'Cermin Round Mirror',
      price: 1_250_000,
      category_id: 1,
      brand_id: 5,
      size_id: 3,
      color_id: 4,
      created_at: day(5),
    });
    await make('hidden', jati.id, {
      name: 'Archived Teak Bench',
      price: 999_000,
      category_id: 5,
      brand_id: 2,
      size_id: 4,
      color_id: 1,
      created_at: day(6),
    });
    await db.query(`UPDATE products SET status = 'archived' WHERE id = $1`, [ids.hidden]);
    await db.query('UPDATE products SET sold = $2 WHERE id = $1', [ids.lamp, 90]);
    await db.query('UPDATE products SET sold = $2 WHERE id = $1', [ids.chair, 40]);
    await db.query('UPDATE products SET sold = $2 WHERE id = $1', [ids.stool, 12]);
  });

  const list = async (qs: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/product${qs}` });
    return { res, body: res.json<Ok<ProductPage>>() };
  };
  const names = (page: ProductPage) => page.data.map((r) => r.name);
  const idOf = (key: string) => {
    const id = ids[key];
    if (id === undefined) throw new Error(`no product ${key}`);
    return id;
  };

  describe('GET /product', () => {
    it('answers the home page call with 6 active rows, newest first, image a URL string (API-COMPAT 12, 13)', async () => {
      const { res, body } = await list('?limit=6&page=1&sortby=latest');
      expect(res.statusCode).toBe(200);
      expect(body.statusCode).toBe(200);
      expect(body.data.dataCount).toBe(6);
      expect(body.data.totalPage).toBe(1);
      expect(names(body.data)).toEqual([
        'Cermin Round Mirror',
        'Bangku Stool',
        'Meja Dining Table',
        'Rattan Floor Lamp',
        'Kursi 50%_off Chair',
        'Lawang Teak Sofa',
      ]);
      const row = body.data.data[0];
      expect(row).toMatchObject({
        id: idOf('mirror'),
        description: expect.any(String) as string,
        price: 1_250_000,
        stock: 10,
        brand: 'Mr.Poppin 1929',
        category: 'Accessories',
        size: 'L',
        color: '#504E86',
        seller_name: 'Jati Living',
      });
      expect(row?.image).toMatch(/^https:\/\/shop\.example\/api\/v1\/images\/[0-9a-f]{32}-640\.webp$/);
      expect(row?.image_srcset).toContain('-320.webp 320w');
    });

    it('uses the first photo by position as the row image', async () => {
      const photos = await db.query<{ file_key: string }>(
        'SELECT file_key FROM product_photos WHERE product_id = $1 ORDER BY position',
        [idOf('sofa')],
      );
      const { body } = await list('?search=lawang');
      expect(body.data.data[0]?.image).toContain(photos[0]?.file_key);
    });

    it('never lists archived products', async () => {
      const { body } = await list('?limit=50');
      expect(names(body.data)).not.toContain('Archived Teak Bench');
    });

    it('defaults to 6 rows per page and caps limit at 50', async () => {
      expect((await list('')).body.data.limit).toBe(6);
      expect((await list('?limit=500')).body.data.limit).toBe(50);
    });

    it('pages with real totals and absolute next/prev links that keep the filters', async () => {
      const first = (await list('?limit=2&category=Furniture')).body.data;
      expect(first).toMatchObject({ dataCount: 4, totalPage: 2, page: 1, limit: 2, prev: null });
      expect(first.next).toBe('https://shop.example/api/v1/product?category=Furniture&limit=2&page=2');
      const second = (await list('?limit=2&page=2&category=Furniture')).body.data;
      expect(names(second)).toEqual(['Kursi 50%_off Chair', 'Lawang Teak Sofa']);
      expect(second.next).toBeNull();
      expect(second.prev).toBe('https://shop.example/api/v1/product?category=Furniture&limit=2&page=1');
      const nextUrl = new URL(first.next ?? '');
      const followed = (await list(nextUrl.search)).body.data;
      expect(names(followed)).toEqual(names(second));
    });

    it('answers a page past the end with no rows and a link back to the last page', async () => {
      const { res, body } = await list('?limit=4&page=9');
      expect(res.statusCode).toBe(200);
      expect(body.data.data).toEqual([]);
      expect(body.data.next).toBeNull();
      expect(body.data.prev).toContain('page=2');
    });

    it('filters by brand name, whole and case-insensitive', async () => {
      expect(names((await list('?brand=ikea')).body.data).sort()).toEqual(['Kursi 50%_off Chair', 'Meja Dining Table']);
      expect(names((await list('?brand=Mr.Poppin%201929')).body.data)).toEqual(['Cermin Round Mirror']);
      expect((await list('?brand=Mr')).body.data.dataCount).toBe(0);
    });

    it('matches size L without matching XL', async () => {
      const { body } = await list('?size=L&limit=50');
      expect(body.data.data.every((r) => r.size === 'L')).toBe(true);
      expect(names(body.data).sort()).toEqual(['Bangku Stool', 'Cermin Round Mirror', 'Kursi 50%_off Chair']);
      expect(names((await list('?size=xl')).body.data).sort()).toEqual(['Lawang Teak Sofa', 'Meja Dining Table']);
    });

    it("decodes size=Pull+Size to 'Pull Size'", async () => {
      expect(names((await list('?size=Pull+Size')).body.data)).toEqual(['Rattan Floor Lamp']);
    });

    it('filters by colour hex sent URL-encoded, in any case', async () => {
      expect(names((await list('?color=%23A17F25')).body.data)).toEqual(['Meja Dining Table', 'Lawang Teak Sofa']);
      expect(names((await list('?color=%236b8fbe')).body.data)).toEqual(['Bangku Stool', 'Kursi 50%_off Chair']);
    });

    it('filters by category name', async () => {
      expect(names((await list('?category=accessories')).body.data)).toEqual([
        'Cermin Round Mirror',
        'Rattan Floor Lamp',
      ]);
    });

    it('searches part of the name, case-insensitively, with LIKE wildcards taken literally', async () => {
      expect(names((await list('?search=TABLE')).body.data)).toEqual(['Meja Dining Table']);
      expect(names((await list('?search=50%25_')).body.data)).toEqual(['Kursi 50%_off Chair']);
      expect((await list('?search=%25')).body.data.dataCount).toBe(1);
      expect((await list('?search=_')).body.data.dataCount).toBe(1);
    });

    it('filters by price range and seller', async () => {
      const { body } = await list('?min_price=1000000&max_price=5000000&limit=50');
      expect(names(body.data).sort()).toEqual(['Cermin Round Mirror', 'Meja Dining Table', 'Rattan Floor Lamp']);
      const sellerId = body.data.data.find((r) => r.name === 'Rattan Floor Lamp')?.seller_id;
      const bySeller = (await list(`?seller_id=${String(sellerId)}&limit=50`)).body.data;
      expect(names(bySeller).sort()).toEqual(['Bangku Stool', 'Meja Dining Table', 'Rattan Floor Lamp']);
    });

    it('combines filters', async () => {
      expect(names((await list('?category=Furniture&size=L&color=%236B8FBE&brand=Sweet+House')).body.data)).toEqual([
        'Bangku Stool',
      ]);
    });

    it('sorts oldest first, by sales, and by price; price= wins over sortby', async () => {
      expect(names((await list('?sortby=oldest&limit=2')).body.data)).toEqual([
        'Lawang Teak Sofa',
        'Kursi 50%_off Chair',
      ]);
      expect(names((await list('?sortby=popular&limit=3')).body.data)).toEqual([
        'Rattan Floor Lamp',
        'Kursi 50%_off Chair',
        'Bangku Stool',
      ]);
      const cheap = (await list('?price=cheap&limit=50')).body.data.data.map((r) => r.price);
      expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
      expect(cheap[0]).toBe(350_000);
      const expensive = (await list('?price=expensive&sortby=oldest&limit=50')).body.data.data.map((r) => r.price);
      expect(expensive).toEqual([...expensive].sort((a, b) => b - a));
    });

    it('breaks ties on the same timestamp by id, newest id first', async () => {
      const { body } = await list('?limit=2');
      // mirror and stool share created_at; the mirror was inserted later
      expect(body.data.data.map((r) => r.id)).toEqual([idOf('mirror'), idOf('stool')]);
    });

    it('answers unknown filter values with 200 and an empty list', async () => {
      for (const qs of ['?brand=Nope', '?size=XXXL', '?color=%23000000', '?category=Cars', '?search=zzzz']) {
        const { res, body } = await list(qs);
        expect(res.statusCode, qs).toBe(200);
        expect(body.data).toMatchObject({ data: [], dataCount: 0, totalPage: 0, next: null, prev: null });
      }
    });

    it("ignores unknown query keys such as the old client's query[brand] (API-COMPAT 14)", async () => {
      const { res, body } = await list('?query%5Bbrand%5D=x&foo=bar&limit=50');
      expect(res.statusCode).toBe(200);
      expect(body.data.dataCount).toBe(6);
      expect(body.data.next).toBeNull();
    });

    it('treats empty filter values as absent', async () => {
      const { body } = await list('?brand=&size=&color=&price=&sortby=&limit=50');
      expect(body.data.dataCount).toBe(6);
    });

    it.each([
      ['page=-1', 'page'],
      ['page=0', 'page'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['price=weird', 'price'],
      ['sortby=random', 'sortby'],
      ['min_price=-5', 'min_price'],
      ['seller_id=x', 'seller_id'],
    ])('answers %s with 400 and a message naming the field', async (qs, field) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/product?${qs}` });
      expect(res.statusCode).toBe(400);
      const body = res.json<Fail>();
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(body.message).toContain(field);
    });

    it('answers min_price above max_price with 400', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/product?min_price=5&max_price=1' });
      expect(res.statusCode).toBe(400);
      expect(res.json<Fail>().message).toContain('min_price');
    });
  });

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

  describe('POST /contact', () => {
    const send = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/contact', payload });
    const valid = {
      name: 'Sari',
      email: 'sari@example.com',
      website: '',
      plan: 'business',
      message: 'Do you ship to Bali?',
    };

    it('stores a valid message and answers 201 with its id', async () => {
      const res = await send(valid);
      expect(res.statusCode).toBe(201);
      const body = res.json<Ok<{ id: number }>>();
      expect(body.statusCode).toBe(201);
      const rows = await db.query<{ email: string; plan: string; message: string }>(
        'SELECT email, plan, message FROM contact_messages WHERE id = $1',
        [body.data.id],
      );
      expect(rows).toEqual([{ email: 'sari@example.com', plan: 'business', message: 'Do you ship to Bali?' }]);
    });

    it.each([
      ['a missing name', { ...valid, name: ' ' }, 'name'],
      ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'email'],
      ['an unknown plan', { ...valid, plan: 'gold' }, 'plan'],
      ['an empty message', { ...valid, message: '' }, 'message'],
    ])('answers %s with 400 naming the field', async (_label, payload, field) => {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<Fail>();
      expect(body.errors?.map((e) => e.field)).toContain(field);
    });
  });
});
