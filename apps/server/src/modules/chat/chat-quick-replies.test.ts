import { describe, expect, it } from 'vitest';
import { QUICK_REPLIES_PER_STORE } from '@rima/shared/endpoints/seller-center';
import { buildTestApp, TEST_DATABASE_URL } from '../../../test/build-test-app';
import { createCustomer, createSeller } from '../../../test/factories';

const app = await buildTestApp();
const db = app.deps.db;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  });

describe('chat quick replies', () => {
  it("saves, lists and deletes a store's quick replies; only the store's own", async () => {
    const seller = await createSeller(db);
    const other = await createSeller(db);
    const saved = await call('POST', '/chat/quick-replies', seller.token, { text: '  Stok ready, silakan diorder  ' });
    expect(saved.statusCode, saved.body).toBe(201);
    const reply = saved.json<{ data: { id: number; text: string } }>().data;
    expect(reply.text).toBe('Stok ready, silakan diorder');
    await call('POST', '/chat/quick-replies', seller.token, { text: 'Pengiriman 2-3 hari kerja' });
    const list = (await call('GET', '/chat/quick-replies', seller.token)).json<{ data: { text: string }[] }>().data;
    expect(list.map((r) => r.text)).toEqual(['Stok ready, silakan diorder', 'Pengiriman 2-3 hari kerja']);
    expect((await call('GET', '/chat/quick-replies', other.token)).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await call('DELETE', `/chat/quick-replies/${reply.id}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/chat/quick-replies/${reply.id}`, seller.token)).statusCode).toBe(200);
    expect((await call('GET', '/chat/quick-replies', seller.token)).json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('answers 400 naming text, 401 and 403 for shoppers', async () => {
    const seller = await createSeller(db);
    const empty = await call('POST', '/chat/quick-replies', seller.token, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('text');
    expect((await call('POST', '/chat/quick-replies', seller.token, { text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call('GET', '/chat/quick-replies')).statusCode).toBe(401);
    const customer = await createCustomer(db);
    expect((await call('GET', '/chat/quick-replies', customer.token)).statusCode).toBe(403);
    expect((await call('DELETE', '/chat/quick-replies/abc', seller.token)).statusCode).toBe(400);
  });

  it.runIf(TEST_DATABASE_URL)('keeps a store to its limit under parallel saves', async () => {
    const seller = await createSeller(db);
    const results = await Promise.all(
      Array.from({ length: QUICK_REPLIES_PER_STORE + 10 }, (_, i) =>
        call('POST', '/chat/quick-replies', seller.token, { text: `Balasan ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(QUICK_REPLIES_PER_STORE);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(10);
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_quick_replies WHERE seller_id = $1',
      [seller.id],
    );
    expect(rows[0]?.n).toBe(QUICK_REPLIES_PER_STORE);
  });
});
