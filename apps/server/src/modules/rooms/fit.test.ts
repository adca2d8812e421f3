import { describe, expect, it } from 'vitest';
import type { FitResultWire } from '@rima/shared/api/rooms';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';

type Envelope<T = Record<string, unknown>> = { statusCode: number; message: string; data: T; code?: string };

describe('GET /product/:id/fit', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const seller = await createSeller(db);
  const customer = await createCustomer(db);
  const other = await createCustomer(db);
  const wardrobe = await createProduct(db, seller.id, { name: 'Lemari jati' });
  await db.query('UPDATE products SET width_cm = 100, depth_cm = 58, height_cm = 190 WHERE id = $1', [wardrobe.id]);
  const packedSofa = await createProduct(db, seller.id, { name: 'Sofa' });
  await db.query(
    `UPDATE products SET width_cm = 220, depth_cm = 92, height_cm = 84,
            packed_width_cm = 225, packed_depth_cm = 95, packed_height_cm = 88 WHERE id = $1`,
    [packedSofa.id],
  );
  const noSize = await createProduct(db, seller.id, { name: 'Mystery' });

  const fit = (id: number, query: string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/product/${id}/fit?${query}`,
      headers: token ? { 'x-access-token': token } : {},
    });
  const data = async (id: number, query: string, token?: string) => {
    const res = await fit(id, query, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<FitResultWire>>().data;
  };

  it('a visitor checks a wardrobe against a 75 cm door with typed sizes: it fits standing', async () => {
    const d = await data(wardrobe.id, 'door_width=75&door_height=200');
    expect(d).toMatchObject({ verdict: 'fits', packed_source: 'product', room: null, room_check: null });
    expect(d.door_check).toMatchObject({ way: 'upright', verdict: 'fits' });
    expect(d.reasons).toHaveLength(1);
  });

  it('a lower door passes it laid on its side; a narrow door never', async () => {
    const laid = await data(wardrobe.id, 'door_width=75&door_height=180');
    expect(laid.verdict).toBe('fits');
    expect(laid.door_check).toMatchObject({ way: 'on_side', across: 'depth', up: 'width', spare_width_cm: 17 });
    expect(laid.reasons[0]).toMatch(/laid on its side/);
    const no = await data(wardrobe.id, 'door_width=55&door_height=200');
    expect(no).toMatchObject({ verdict: 'no' });
    expect(no.door_check?.way).toBe('none');
  });

  it('the issue’s wardrobe: 180 × 60 × 210 through a 90 × 200 door, on its side with 30 and 20 cm to spare', async () => {
    const tall = await createProduct(db, seller.id, { name: 'Lemari 3 pintu' });
    await db.query('UPDATE products SET width_cm = 180, depth_cm = 60, height_cm = 210 WHERE id = $1', [tall.id]);
    const d = await data(tall.id, 'door_width=90&door_height=200');
    expect(d.verdict).toBe('fits');
    expect(d.door_check).toMatchObject({ way: 'on_side', spare_width_cm: 30, spare_height_cm: 20, spare_cm: 20 });
    expect(d.door_check?.ways.length).toBeGreaterThanOrEqual(6);
    expect(d.reasons).toEqual([
      'The packed box passes the 90 cm × 200 cm opening laid on its side, with 30 cm to spare beside it and 20 cm above.',
    ]);
  });

  it('checks the room: either orientation, height against the ceiling, worst verdict wins', async () => {
    const d = await data(wardrobe.id, 'room_width=60&room_depth=300&room_height=250&door_width=75&door_height=200');
    expect(d.room_check).toMatchObject({ orientation: 'rotated', verdict: 'tight' });
    expect(d.verdict).toBe('tight');
    expect(d.reasons).toHaveLength(2);
    expect((await data(wardrobe.id, 'room_width=300&room_depth=300&room_height=185')).verdict).toBe('no');
  });

  it('uses the packed size for the opening and the assembled size for the room', async () => {
    const d = await data(packedSofa.id, 'room_width=400&room_depth=300&room_height=260&door_width=86&door_height=210');
    expect(d.packed_source).toBe('packed');
    expect(d.packed).toEqual({ width: 225, depth: 95, height: 88 });
    // The bare sofa (84 cm thin) would pass laid down; its 88 cm box does not, whichever way round.
    expect(d.door_check).toMatchObject({ verdict: 'no', way: 'none' });
    expect(d.verdict).toBe('no');
    expect(d.room_check).toMatchObject({ verdict: 'fits' });
  });

  it('a customer uses a saved room by room_id; others and visitors cannot', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/rooms',
      headers: { 'x-access-token': customer.token },
      payload: { name: 'Kamar', width: 300, depth: 300, height: 250, door_width: 75, door_height: 200 },
    });
    const roomId = created.json<Envelope<{ id: number }>>().data.id;
    const d = await data(wardrobe.id, `room_id=${roomId}`, customer.token);
    expect(d).toMatchObject({ verdict: 'fits', room_id: roomId, room: { width: 300 }, door: { width: 75 } });
    expect((await fit(wardrobe.id, `room_id=${roomId}`)).statusCode).toBe(401);
    expect((await fit(wardrobe.id, `room_id=${roomId}`, seller.token)).statusCode).toBe(403);
    expect((await fit(wardrobe.id, `room_id=${roomId}`, other.token)).statusCode).toBe(404);
  });

  it('answers bad input with a clear 4xx, never 5xx', async () => {
    for (const q of [
      '',
      'door_width=75',
      'room_width=300&room_depth=200',
      'door_width=abc&door_height=200',
      'door_width=-1&door_height=200',
      'door_width=75&door_height=1e12',
      'room_id=1&door_width=75&door_height=200',
      'room_id=x',
      'door_width=%00&door_height=200',
    ]) {
      const res = await fit(wardrobe.id, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<Envelope>().message).toBeTruthy();
    }
    expect((await fit(999_999, 'door_width=75&door_height=200')).statusCode).toBe(404);
    expect((await fit(noSize.id, 'door_width=75&door_height=200')).statusCode).toBe(422);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/product/abc/fit?door_width=75&door_height=200' })).statusCode,
    ).toBe(400);
  });
});
