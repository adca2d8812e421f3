import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbHealth } from '../src/db/client';
import { TEST_DATABASE_URL } from './build-test-app';
import { buildFaultApp, openStream } from './fault-app';
import { createCustomer, createProduct, createSeller } from './factories';

type Hit = { at: number; status: number; retryAfter: string | null };
type Health = { data: { status: string; checks: { listener: { status: DbHealth['listener']; reconnects: number } } } };

/**
 * PostgreSQL ends connections on a restart, a failover or pg_terminate_backend. This app's connections carry
 * their own application_name, so only they are terminated, never those of test files running in parallel.
 */
let idleKilled = false;

describe('database faults', async () => {
  if (!TEST_DATABASE_URL) {
    it.skip('needs PostgreSQL: PGlite runs in process and has no connections that could be terminated', () => {});
    return;
  }
  const { db, schema, applicationName, baseUrl, wsUrl } = await buildFaultApp({
    routes: (a) => {
      const adb = a.deps.db;
      // A transaction that did work and then loses its connection; a read and a write that lose theirs.
      a.get('/test/tx-sleep', async () =>
        adb.transaction(async (tx) => {
          await tx.query('SELECT 1');
          await tx.query("SELECT pg_sleep(20), 'tx-sleep'");
          return { ok: true };
        }),
      );
      // Idle in a transaction (the app awaits something else) when the connection dies: node-postgres emits
      // 'error' on the checked-out client, which had no listener and took the process down.
      a.get('/test/tx-idle', async () =>
        adb.transaction(async (tx) => {
          await tx.query("SELECT 'tx-idle'");
          await expect.poll(() => idleKilled, { timeout: 10_000, interval: 20 }).toBe(true);
          await new Promise((r) => setTimeout(r, 200)); // the client's 'error' event comes first
          await tx.query('SELECT 1');
          return { ok: true };
        }),
      );
      a.get('/test/read-sleep', async () => adb.query("SELECT pg_sleep(1), 'read-sleep' AS tag"));
      a.get('/test/write-sleep', async () => adb.query("SELECT pg_notify('test_faults', 'x'), pg_sleep(20)"));
    },
  });
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, application_name: 'rima_faults_admin' });
  await admin.connect();
  afterAll(async () => {
    await admin.end();
  });

  const backends = async (like = '%') =>
    (
      await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query LIKE $2`,
        [applicationName, like],
      )
    ).rows.map((r) => r.pid);
  const terminate = async (pids: number[]) =>
    (await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids])).rowCount ?? 0;
  const health = async () => (await fetch(`${baseUrl}/api/v1/health`)).json() as Promise<Health>;
  const listenerReconnects = async () => (await health()).data.checks.listener.reconnects;
  /** Terminates the backend running the statement tagged `tag` as soon as it runs. */
  async function terminateWhenRunning(tag: string) {
    await expect.poll(() => backends(`%${tag}%`), { timeout: 10_000, interval: 20 }).toHaveLength(1);
    await terminate(await backends(`%${tag}%`));
  }

  it('stays up under load while every backend is terminated, serves again within 5 s, and delivers live events', async () => {
    const seller = await createSeller(db);
    const customer = await createCustomer(db);
    const headers = { 'x-access-token': customer.token, 'content-type': 'application/json' };
    const conv = await fetch(`${baseUrl}/api/v1/chat/conversations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ seller_id: seller.id }),
    });
    const conversationId = ((await conv.json()) as { data: { id: number } }).data.id;
    const sellerTab = openStream(wsUrl, seller.token);
    await expect.poll(() => sellerTab.frames[0]?.type, { timeout: 10_000 }).toBe('ready');

    // Steady load: authenticated reads (session update + select), uncached catalogue searches, health.
    const hits: Hit[] = [];
    let running = true;
    const paths = [
      () => '/api/v1/notification',
      () => `/api/v1/product?search=chair${Math.floor(Math.random() * 1e9)}`,
      () => '/api/v1/chat/conversations',
      () => '/api/v1/health',
    ];
    const worker = async (i: number) => {
      for (let n = i; running; n += 1) {
        const path = paths[n % paths.length]?.() ?? '/api/v1/health';
        try {
          const res = await fetch(`${baseUrl}${path}`, { headers: { 'x-access-token': customer.token } });
          await res.arrayBuffer();
          hits.push({ at: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after') });
        } catch {
          hits.push({ at: Date.now(), status: 0, retryAfter: null });
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, i) => worker(i));
    await expect.poll(() => hits.filter((h) => h.status === 200).length, { timeout: 10_000 }).toBeGreaterThan(20);

    const reconnectsBefore = await listenerReconnects();
    const ours = await backends();
    expect(ours.length).toBeGreaterThanOrEqual(2); // the pool and the LISTEN connection
    const killedAt = Date.now();
    expect(await terminate(ours)).toBe(ours.length);

    // Requests succeed again within 5 s (an authenticated read needs the database).
    let recoveredAt = 0;
    await expect
      .poll(
        async () => {
          const res = await fetch(`${baseUrl}/api/v1/notification`, { headers: { 'x-access-token': customer.token } });
          if (res.status === 200 && !recoveredAt) recoveredAt = Date.now();
          return res.status;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(200);
    expect(recoveredAt - killedAt).toBeLessThan(5000);
    // The LISTEN connection came back by itself.
    await expect.poll(listenerReconnects, { timeout: 10_000 }).toBeGreaterThan(reconnectsBefore);
    expect((await health()).data).toMatchObject({ status: 'ok', checks: { listener: { status: 'listening' } } });

    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(workers);
    // Never a crash (status 0) nor a 500: at worst a 503 that says when to retry.
    expect(hits.filter((h) => h.status !== 200 && h.status !== 503)).toEqual([]);
    for (const h of hits.filter((x) => x.status === 503)) expect(h.retryAfter).toBe('2');
    expect(hits.filter((h) => h.at > killedAt + 5000 && h.status !== 200)).toEqual([]);

    // A chat message sent afterwards arrives live on the seller's stream, which stayed open.
    const sent = await fetch(`${baseUrl}/api/v1/chat/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: 'Masih ada?' }),
    });
    expect(sent.status).toBe(201);
    await expect
      .poll(() => sellerTab.frames.find((f) => f.type === 'chat.message'), { timeout: 5000 })
      .toMatchObject({ message: { conversation_id: conversationId, text: 'Masih ada?' } });
    expect(sellerTab.state.closedAt).toBeUndefined();
    sellerTab.socket.close();
  });

  it('drops the response cache when the LISTEN connection comes back (notifications may have been missed)', async () => {
    const seller = await createSeller(db);
    const product = await createProduct(db, seller.id, { name: 'Kursi lama' });
    const read = async () => (await fetch(`${baseUrl}/api/v1/product/${product.id}`)).text();
    // Cached once no notification of the setup is still on its way (a response computed while one arrives
    // is not stored).
    await new Promise((r) => setTimeout(r, 300));
    expect(await read()).toContain('Kursi lama');
    expect(await read()).toContain('Kursi lama');
    // A change whose notification is lost: triggers are off for this one transaction.
    await admin.query('BEGIN');
    await admin.query('SET LOCAL session_replication_role = replica');
    await admin.query(`UPDATE ${schema}.products SET name = 'Kursi baru' WHERE id = $1`, [product.id]);
    await admin.query('COMMIT');
    expect(await read()).toContain('Kursi lama'); // served from the cache: nobody was told
    const before = await listenerReconnects();
    await terminate(await backends());
    await expect.poll(listenerReconnects, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await read()).toContain('Kursi baru');
  });

  it('answers 503 with Retry-After when a transaction that already did work loses its connection', async () => {
    const pending = fetch(`${baseUrl}/test/tx-sleep`);
    await terminateWhenRunning('tx-sleep');
    const res = await pending;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('survives a connection that dies while its transaction waits, and answers 503', async () => {
    const pending = fetch(`${baseUrl}/test/tx-idle`);
    await expect.poll(() => backends(`SELECT 'tx-idle'`), { timeout: 10_000, interval: 20 }).toHaveLength(1);
    await terminate(await backends(`SELECT 'tx-idle'`));
    idleKilled = true;
    const res = await pending;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect((await fetch(`${baseUrl}/api/v1/health`)).status).toBe(200);
  });

  it('retries a read once on a fresh connection, but not a write that may have run', async () => {
    const read = fetch(`${baseUrl}/test/read-sleep`);
    await terminateWhenRunning('read-sleep');
    expect((await read).status).toBe(200);

    const write = fetch(`${baseUrl}/test/write-sleep`);
    await terminateWhenRunning('pg_notify');
    expect((await write).status).toBe(503);
  });
});
