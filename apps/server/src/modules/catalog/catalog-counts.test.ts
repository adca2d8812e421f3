import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createSeller } from '../../../test/factories';
import { EXACT_COUNT_UP_TO } from './catalog.service';

type Page = { data: { data: { id: number }[]; dataCount: number; totalPage: number; next: string | null } };

// docs/decisions/011: counts are exact up to EXACT_COUNT_UP_TO, estimated above, and made consistent with
// the page read (a short page is the end).
describe('list counts that do not scan every matching product', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db);
  // 1,500 products of brand 4 in price bands; 30 of them also colour 6
  await db.query(
    `INSERT INTO products (seller_id, name, description, price, stock, category_id, brand_id, size_id, color_id)
     SELECT $1, 'Count Pine Bench ' || g, 'x', 100000 + (g % 10) * 100000, 5, 1 + g % 3, 4, 1, CASE WHEN g <= 30 THEN 6 ELSE 2 END
       FROM generate_series(1, 1500) g`,
    [seller.id],
  );
  await db.query('ANALYZE products');
  const list = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/product?${query}` })).json<Page>().data;

  it('is exact for a small result', async () => {
    const hex = (await db.query<{ hex: string }>('SELECT hex FROM colors WHERE id = 6'))[0]?.hex ?? '';
    const page = await list(
      `brand=${encodeURIComponent(await brandName(4))}&color=${encodeURIComponent(hex)}&limit=12&page=1`,
    );
    expect(page.dataCount).toBe(30);
    expect(page.totalPage).toBe(3);
  });

  it('is an estimate above the limit, never below it, and the last page is exact', async () => {
    const query = `brand=${encodeURIComponent(await brandName(4))}&min_price=100000&max_price=2000000`;
    const first = await list(`${query}&limit=12&page=1`);
    expect(first.dataCount).toBeGreaterThan(EXACT_COUNT_UP_TO);
    expect(first.next).not.toBeNull();
    const full = await list(`${query}&limit=50&page=29`);
    expect(full.data.length).toBe(50);
    expect(full.next).not.toBeNull();
    const beyond = await list(`${query}&limit=7&page=${Math.ceil(1500 / 7)}`);
    // 1500 = 214 * 7 + 2: the short last page says the exact total
    expect(beyond.data.length).toBe(2);
    expect(beyond.dataCount).toBe(1500);
    expect(beyond.next).toBeNull();
  });

  async function brandName(id: number) {
    const rows = await db.query<{ name: string }>('SELECT name FROM brands WHERE id = $1', [id]);
    return rows[0]?.name ?? '';
  }
});
