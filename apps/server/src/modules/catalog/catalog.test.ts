import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@rima/shared/api/products';
import { buildTestApp } from '../../../test/build-test-app';
import { seedCatalogue, type Fail, type Ok } from './catalog.test-helpers';

// The shop: catalog.test-helpers.ts.
describe('catalogue: GET /product', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  const db = app.deps.db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(ids, await seedCatalogue(db));
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
});
