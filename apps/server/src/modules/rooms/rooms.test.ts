import { describe, expect, it } from 'vitest';
import { MAX_ROOMS_PER_CUSTOMER } from '@rima/shared/api/rooms';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createSeller } from '../../../test/factories';

type Envelope<T = Record<string, unknown>> = { statusCode: number; message: string; data: T; code?: string };
type Room = { id: number; name: string; width: number; door_width: number; notes: string | null };

const bedroom = { name: 'Kamar tidur', width: 300, depth: 280, height: 260, door_width: 75, door_height: 200 };

describe('rooms: saved rooms of a customer', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const customer = await createCustomer(db);
  const other = await createCustomer(db);
  const seller = await createSeller(db);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { 'x-access-token': token } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('creates, lists, reads, changes and deletes a room', async () => {
    const created = await call('POST', '/rooms', customer.token, { ...bedroom, notes: 'Lantai 2, tangga sempit' });
    expect(created.statusCode).toBe(200);
    const room = created.json<Envelope<Room>>().data;
    expect(room).toMatchObject({ ...bedroom, notes: 'Lantai 2, tangga sempit' });

    const list = await call('GET', '/rooms', customer.token);
    expect(list.json<Envelope<Room[]>>().data.map((r) => r.id)).toEqual([room.id]);
    expect((await call('GET', `/rooms/${room.id}`, customer.token)).json<Envelope<Room>>().data.name).toBe(
      'Kamar tidur',
    );

    const patched = await call('PATCH', `/rooms/${room.id}`, customer.token, { door_width: 80.25, notes: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Envelope<Room>>().data).toMatchObject({ door_width: 80.3, notes: null, name: 'Kamar tidur' });

    const replaced = await call('PUT', `/rooms/${room.id}`, customer.token, { ...bedroom, name: 'Ruang tamu' });
    expect(replaced.json<Envelope<Room>>().data).toMatchObject({ name: 'Ruang tamu', door_width: 75 });

    expect((await call('DELETE', `/rooms/${room.id}`, customer.token)).statusCode).toBe(200);
    expect((await call('GET', `/rooms/${room.id}`, customer.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/rooms/${room.id}`, customer.token)).statusCode).toBe(404);
  });

  it('visitors get 401 and sellers 403 on every room endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/rooms'],
      ['POST', '/rooms'],
      ['GET', '/rooms/1'],
      ['PUT', '/rooms/1'],
      ['PATCH', '/rooms/1'],
      ['DELETE', '/rooms/1'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? bedroom : undefined;
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} visitor`).toBe(401);
      expect((await call(method, url, seller.token, body)).statusCode, `${method} ${url} seller`).toBe(403);
    }
  });

  it("a customer cannot see, change or delete another customer's room (404) nor use it for fit", async () => {
    const mine = (await call('POST', '/rooms', customer.token, bedroom)).json<Envelope<Room>>().data;
    expect((await call('GET', `/rooms/${mine.id}`, other.token)).statusCode).toBe(404);
    expect((await call('PATCH', `/rooms/${mine.id}`, other.token, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await call('PUT', `/rooms/${mine.id}`, other.token, bedroom)).statusCode).toBe(404);
    expect((await call('DELETE', `/rooms/${mine.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/rooms', other.token)).json<Envelope<Room[]>>().data).toEqual([]);
    expect((await call('GET', `/rooms/${mine.id}`, customer.token)).json<Envelope<Room>>().data.name).toBe(
      'Kamar tidur',
    );
  });

  it('answers bad input with a clear 400', async () => {
    const cases: unknown[] = [
      {},
      { ...bedroom, name: '' },
      { ...bedroom, name: 'a\u0000b' },
      { ...bedroom, width: 0 },
      { ...bedroom, width: -5 },
      { ...bedroom, depth: 'wide' },
      { ...bedroom, height: 1e9 },
      { ...bedroom, door_height: undefined },
      { ...bedroom, notes: 'x'.repeat(501) },
    ];
    for (const body of cases) {
      const res = await call('POST', '/rooms', customer.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Envelope>().message).toBeTruthy();
    }
    expect((await call('PATCH', '/rooms/1', customer.token, {})).statusCode).toBe(400);
    expect((await call('GET', '/rooms/abc', customer.token)).statusCode).toBe(400);
    expect((await call('GET', '/rooms/99999999999', customer.token)).statusCode).toBe(400);
  });

  it(`caps saved rooms at ${MAX_ROOMS_PER_CUSTOMER} even under parallel creates`, async () => {
    const racer = await createCustomer(db);
    const responses = await Promise.all(
      Array.from({ length: MAX_ROOMS_PER_CUSTOMER + 10 }, (_, i) =>
        call('POST', '/rooms', racer.token, { ...bedroom, name: `Room ${i}` }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_ROOMS_PER_CUSTOMER);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect((await call('GET', '/rooms', racer.token)).json<Envelope<Room[]>>().data).toHaveLength(
      MAX_ROOMS_PER_CUSTOMER,
    );
  });
});
