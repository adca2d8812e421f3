import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { seedDemo } from '../../db/seed';
import { createPhotoStore } from '../../photos/photo-store';

type Quote = { services: { code: string; price: number }[]; needs_slot: boolean; assembly_price: number | null };

// Right after the first start, the demo shop quotes, books slots and assembles.
describe('demo shipping data', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  beforeAll(async () => {
    await seedDemo(db, createPhotoStore({ dir: path.join(app.deps.config.dataDir, 'uploads') }), {
      info: () => undefined,
    });
  }, 120_000);

  it('gives every demo product a packed size, and marks the big pieces bulky', async () => {
    const [row] = await db.query<{ missing: number; bulky: number; total: number }>(
      `SELECT count(*) FILTER (WHERE width_cm IS NOT NULL AND packed_width_cm IS NULL)::int AS missing,
              count(*) FILTER (WHERE is_bulky)::int AS bulky, count(*)::int AS total FROM products`,
    );
    expect(row?.missing).toBe(0);
    expect(row?.bulky).toBeGreaterThan(5);
    expect(row?.bulky).toBeLessThan(row?.total ?? 0);
  });

  it('quotes the demo sofa to Kota Jakarta Selatan by cargo, with a slot and Jati Jepara Furniture assembly', async () => {
    const [sofa] = await db.query<{ id: number; seller_id: number }>(
      "SELECT id, seller_id FROM products WHERE name = 'Sofa 3 Dudukan Kayu Jati Jepara Minimalis'",
    );
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/shipping/quote?product_id=${sofa?.id}&qty=1&to=Kota%20Jakarta%20Selatan`,
    });
    const quote = res.json<{ data: Quote }>().data;
    expect(quote.services.map((s) => s.code)).toEqual(['jne-jtr', 'sicepat-gokil']);
    expect(quote).toMatchObject({ needs_slot: true, assembly_price: 250_000 });
    const slots = await app.inject({ method: 'GET', url: `/api/v1/shipping/slots?seller_id=${sofa?.seller_id}` });
    const days = slots.json<{ data: { days: { windows: { left: number }[] }[] } }>().data.days;
    expect(days.length).toBeGreaterThan(10);
    expect(days[0]?.windows.map((w) => w.left)).toEqual([3, 3]);
  });

  it('gives the demo customers an address book with a default', async () => {
    const rows = await db.query<{ email: string; label: string; is_default: boolean }>(
      `SELECT u.email, a.label, a.is_default FROM addresses a JOIN users u ON u.id = a.user_id ORDER BY a.id`,
    );
    expect(rows).toEqual([
      { email: 'customer@rima.test', label: 'Rumah', is_default: true },
      { email: 'customer@rima.test', label: 'Kantor', is_default: false },
      { email: 'customer2@rima.test', label: 'Rumah', is_default: true },
    ]);
  });
});
