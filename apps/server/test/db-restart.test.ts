import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './build-test-app';
import { buildFaultApp, openStream } from './fault-app';
import { createCustomer, createSeller } from './factories';
import { startPgProxy } from './pg-proxy';

type Hit = { at: number; status: number };
type Health = { data: { checks: { listener: { status: string; reconnects: number } } } };

/**
 * A database restart as the app sees it: every connection cut at once, connections refused for a while,
 * then accepted again. The app reaches PostgreSQL through a proxy the test takes down and brings back.
 */
describe('database restart under load', async () => {
  if (!TEST_DATABASE_URL) {
    it.skip('needs PostgreSQL: PGlite runs in process and cannot be restarted under the app', () => {});
    return;
  }
  const proxy = await startPgProxy(TEST_DATABASE_URL);
  afterAll(() => proxy.close());
  const { db, baseUrl, wsUrl } = await buildFaultApp({ databaseUrl: proxy.url });

  it('stays up, answers 503 with Retry-After while the database is away, and serves again within seconds', async () => {
    const seller = await createSeller(db);
    const customer = await createCustomer(db);
    const auth = { 'x-access-token': customer.token };
    const sellerTab = openStream(wsUrl, seller.token);
    await expect.poll(() => sellerTab.frames[0]?.type, { timeout: 10_000 }).toBe('ready');

    const hits: Hit[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          const res = await fetch(`${baseUrl}/api/v1/notification`, { headers: auth });
          await res.arrayBuffer();
          hits.push({ at: Date.now(), status: res.status });
          if (res.status === 503) expect(res.headers.get('retry-after')).toBe('2');
        } catch {
          hits.push({ at: Date.now(), status: 0 });
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const workers = Array.from({ length: 4 }, () => worker());
    await expect.poll(() => hits.length, { timeout: 10_000 }).toBeGreaterThan(20);

    await proxy.stop();
    const downAt = Date.now();
    await expect
      .poll(() => hits.filter((h) => h.at > downAt && h.status === 503).length, { timeout: 5000 })
      .toBeGreaterThan(5);
    const healthWhileDown = await fetch(`${baseUrl}/api/v1/health`);
    expect(healthWhileDown.status).toBe(503);
    expect(healthWhileDown.headers.get('retry-after')).toBe('2');
    await new Promise((r) => setTimeout(r, 1500));
    await proxy.start();
    const upAt = Date.now();

    await expect.poll(() => hits.some((h) => h.at > upAt && h.status === 200), { timeout: 15_000 }).toBe(true);
    const servedAt = hits.find((h) => h.at > upAt && h.status === 200)?.at ?? Infinity;
    expect(servedAt - upAt).toBeLessThan(5000);
    const listener = async () =>
      ((await (await fetch(`${baseUrl}/api/v1/health`)).json()) as Health).data.checks.listener;
    await expect.poll(async () => (await listener()).status, { timeout: 15_000 }).toBe('listening');
    expect((await listener()).reconnects).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all(workers);
    expect(hits.filter((h) => h.status !== 200 && h.status !== 503)).toEqual([]);
    expect(hits.filter((h) => h.at > servedAt + 1000 && h.status !== 200)).toEqual([]);

    // Live events resume: a chat message reaches the stream that stayed open through the restart.
    const headers = { ...auth, 'content-type': 'application/json' };
    const conv = await fetch(`${baseUrl}/api/v1/chat/conversations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ seller_id: seller.id }),
    });
    const id = ((await conv.json()) as { data: { id: number } }).data.id;
    await fetch(`${baseUrl}/api/v1/chat/conversations/${id}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: 'Sudah kembali?' }),
    });
    await expect
      .poll(() => sellerTab.frames.find((f) => f.type === 'chat.message'), { timeout: 5000 })
      .toMatchObject({ message: { conversation_id: id, text: 'Sudah kembali?' } });
    sellerTab.socket.close();
  });
});
