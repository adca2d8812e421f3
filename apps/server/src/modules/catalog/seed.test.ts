import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '@rima/shared/api/catalog';
import { buildTestApp } from '../../../test/build-test-app';
import { seedDemo, type SeedResult } from '../../db/seed';
import { DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_STORES } from '../../db/seed-products';
import { verifyPassword } from '../auth/password';
import { SYNONYMS } from '../search/synonyms';
import { createPhotoStore, PHOTO_WIDTHS } from '../../photos/photo-store';

type Ok<T> = { statusCode: number; data: T };

describe('demo seed', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const photos = createPhotoStore({ dir: path.join(app.deps.config.dataDir, 'uploads') });
  const messages: string[] = [];
  const log = { info: (_obj: object, msg: string) => void messages.push(msg) };
  let first: SeedResult;

  beforeAll(async () => {
    first = await seedDemo(db, photos, log);
  }, 300_000); // the whole demo shop, photos and variants included; slow on a loaded machine

  it('creates the 12 demo sellers and 2 demo customers with the demo password', async () => {
    const users = await db.query<{
      email: string;
      role: string;
      username: string;
      password_hash: string;
      store_desc: string;
    }>('SELECT email, role, username, password_hash, store_desc FROM users ORDER BY id');
    expect(users.map((u) => [u.email, u.role, u.username])).toEqual([
      ['seller@rima.test', 'seller', 'Jati Jepara Furniture'],
      ['seller2@rima.test', 'seller', 'Rotan Cirebon Craft'],
      ['seller3@rima.test', 'seller', 'Kayu Jogja Living'],
      ...DEMO_STORES.slice(3).map((s, i) => [`seller${i + 4}@rima.test`, 'seller', s.name]),
      ['customer@rima.test', 'customer', 'budi'],
      ['customer2@rima.test', 'customer', 'sari'],
    ]);
    expect(users.filter((u) => u.role === 'seller').every((u) => u.store_desc.length > 20)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]?.password_hash ?? '')).toBe(true);
  });

  it('creates about 120 products over every store and colour, some branded, with realistic integer prices', async () => {
    expect(first).toMatchObject({ seeded: true });
    const stats = await db.query<{
      n: number;
      brands: number;
      colors: number;
      sizes: number;
      sellers: number;
      min: number;
      max: number;
      out: number;
    }>(
      `SELECT count(*)::int AS n, count(DISTINCT brand_key)::int AS brands, count(DISTINCT color_id)::int AS colors,
              count(brand_id)::int + count(size_id)::int AS sizes, count(DISTINCT seller_id)::int AS sellers,
              min(price) AS min, max(price) AS max, count(*) FILTER (WHERE stock = 0)::int AS out
         FROM products`,
    );
    const s = stats[0];
    expect(s?.n).toBeGreaterThanOrEqual(110);
    // free-text brands on some; no legacy brand or clothing size (docs/decisions/037)
    expect(s).toMatchObject({ colors: 6, sizes: 0, sellers: 12 });
    expect(s?.brands).toBeGreaterThanOrEqual(3);
    expect(s?.min).toBeGreaterThanOrEqual(150_000);
    expect(s?.max).toBeLessThanOrEqual(25_000_000);
    expect(s?.out).toBeGreaterThan(0);
  });

  it('gives every product 1 to 5 photos whose files exist in every width', async () => {
    const rows = await db.query<{ product_id: number; n: number; keys: string[] }>(
      `SELECT p.id AS product_id, count(ph.id)::int AS n, array_agg(ph.file_key ORDER BY ph.position) AS keys
         FROM products p LEFT JOIN product_photos ph ON ph.product_id = p.id GROUP BY p.id`,
    );
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(5);
      for (const key of row.keys) {
        for (const w of PHOTO_WIDTHS) expect(fs.existsSync(path.join(photos.dir, `${key}-${w}.webp`))).toBe(true);
      }
    }
  });

  it('spreads creation dates so the newest products come first on the home page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/product?limit=6&page=1&sortby=latest' });
    const page = res.json<Ok<ProductPage>>().data;
    expect(page.data).toHaveLength(6);
    const times = page.data.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(6);
    expect(page.data[0]?.image).toMatch(/\/api\/v1\/images\/[0-9a-f]{32}-640\.webp$/);
  });

  it('serves a seeded photo as image/webp with a long, immutable cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/product?limit=1' });
    const url = new URL(res.json<Ok<ProductPage>>().data.data[0]?.image ?? '');
    const photo = await app.inject({ method: 'GET', url: url.pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const cache = String(photo.headers['cache-control']);
    expect(cache).toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(photo.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('shows a seeded product with all its photos and related products', async () => {
    const ids = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    const res = await app.inject({ method: 'GET', url: `/api/v1/product/${ids[0]?.id ?? 0}` });
    const detail = res.json<Ok<ProductDetail>>().data;
    expect(detail.image.length).toBeGreaterThanOrEqual(1);
    expect(detail.relaited.length).toBeGreaterThan(0);
    expect(detail.product[0]?.material).toEqual(expect.any(String));
  });

  // The demo shop's acceptance searches, in Bahasa: the listings whose name holds every word (or, by the
  // shop's synonym list, a word meaning the same) come first.
  it.each(['lemari pakaian', 'rak buku', 'kursi jati', 'sofa bed', 'meja makan', 'kasur 160x200'])(
    'lists the products named "%s" first when a shopper searches for it',
    async (query) => {
      const words = query.split(' ').map((w) => [w, ...(SYNONYMS.get(w) ?? [])]);
      const named = DEMO_PRODUCTS.map((p) => p.name).filter((name) =>
        words.every((alternatives) => alternatives.some((w) => name.toLowerCase().includes(w))),
      );
      expect(named.length).toBeGreaterThanOrEqual(2);
      const top = Math.min(named.length, 5);
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/product?limit=${top}&search=${encodeURIComponent(query)}`,
      });
      const names = res.json<Ok<ProductPage>>().data.data.map((r) => r.name);
      expect(names).toHaveLength(top);
      for (const name of names) expect(named).toContain(name);
    },
  );

  it('adds nothing on a second run', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_photos');
    const filesBefore = fs.readdirSync(photos.dir).length;
    const second = await seedDemo(db, photos, log);
    expect(second).toEqual({ seeded: false, users: 0, products: 0, photos: 0 });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_photos'))[0]?.n).toBe(before[0]?.n);
    expect(fs.readdirSync(photos.dir)).toHaveLength(filesBefore);
    expect(messages).toEqual(['seeded the demo shop']);
  });
});
