import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import os from 'node:os';
import { createCustomer, createProduct, createSeller, createOrder, type TestUser } from '../test/factories';
import { productForm, testPhoto } from '../test/photo-form';
import { checkoutBody } from '../test/buying';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT_IP } from '../src/modules/auth/throttle';
import { loop, percentile, readMix, timed } from './load';
import { buyersWithCarts, cpuSeconds, runFlashSale, summary } from './flash-sale';
import { checkInvariants } from '../test/invariants';
import { BARE_PORT, METRICS_TOKEN, OUTBOX_TOKEN, key, startShop, type Shop } from './setup';

type WsClient = {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open' | 'error', listener: () => void): void;
};
// ws comes with @fastify/websocket; required untyped on purpose (as test/fault-app.ts does)
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => WsClient };

let shop: Shop;
let seller: TestUser;
const json = (token: string) => ({ 'content-type': 'application/json', 'x-access-token': token });

beforeAll(async () => {
  shop = await startShop();
  seller = await createSeller(shop.db);
});
afterAll(async () => {
  await shop?.close();
});

/** How many payments each instance's order jobs expired since it started (its /metrics). */
async function jobCounts(): Promise<number[]> {
  return Promise.all(
    shop.cluster.instances.map(async (instance) => {
      const res = await timed(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const line = /^order_job_payments_expired_total (\d+)/m.exec(res.body);
      if (!line) throw new Error(`no job counter in ${instance.name}'s metrics: ${res.status}`);
      return Number(line[1]);
    }),
  );
}

/**
 * Polls `url`, one request after the other, until its body contains `text`. Answers when, counted from
 * `since`, the first fresh answer was asked for (`asked`: the instance was still answering the old version
 * until about then, so this is how long it stayed stale) and received (`received`: that plus the request's
 * own time, which on a busy machine includes waiting for the CPU and, for a page, rendering it anew).
 */
async function freshAfter(url: string, text: string, since: number): Promise<{ asked: number; received: number }> {
  for (;;) {
    const asked = performance.now() - since;
    const res = await timed(url);
    if (res.body.includes(text)) return { asked, received: performance.now() - since };
    if (performance.now() - since > 20_000) throw new Error(`${url} still stale after 20 s`);
  }
}

/** A live stream that reconnects as the web app does: at once after 1012, and reports its gaps. */
function liveStream(url: string, token: string) {
  const frames: string[] = [];
  const gaps: number[] = [];
  let closedAt = 0;
  let stopped = false;
  const connect = () => {
    const ws = new WebSocket(url);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      frames.push(text);
      if (text.includes('"ready"') && closedAt > 0) {
        gaps.push(Date.now() - closedAt);
        closedAt = 0;
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', (code: number) => {
      if (stopped) return;
      if (closedAt === 0) closedAt = Date.now();
      setTimeout(connect, code === 1012 ? Math.random() * 500 : 1000);
    });
    current = ws;
  };
  let current: WsClient | undefined;
  connect();
  return {
    frames,
    gaps,
    get down() {
      return closedAt > 0;
    },
    close() {
      stopped = true;
      current?.close();
    },
  };
}

describe('three instances behind nginx on one PostgreSQL', () => {
  it('an edit through A is fresh on B and C (list, detail, page) within 200 ms', async () => {
    const { id } = await createProduct(shop.db, seller.id, { name: 'Meja Awal' });
    const [a, b, c] = shop.cluster.instances.map((i) => i.url);
    // every instance has the old version cached (a page may be the client shell while the renderer warms up)
    const warm = performance.now();
    await Promise.all(
      [b, c].flatMap((base) =>
        [`/api/v1/product/${id}`, '/api/v1/product?search=meja', `/product/detail/${id}`].map((url) =>
          freshAfter(`${base}${url}`, 'Meja Awal', warm),
        ),
      ),
    );
    const res = await timed(`${a}/api/v1/product/edit/${id}`, {
      method: 'PATCH',
      headers: json(seller.token),
      body: JSON.stringify({ name: 'Meja Baru Segar' }),
    });
    expect(res.status).toBe(200);
    const since = performance.now();
    const waits = await Promise.all(
      [b, c].flatMap((base) => [
        freshAfter(`${base}/api/v1/product/${id}`, 'Meja Baru Segar', since),
        freshAfter(`${base}/api/v1/product?search=meja`, 'Meja Baru Segar', since),
        freshAfter(`${base}/product/detail/${id}`, 'Meja Baru Segar', since),
      ]),
    );
    const labels = [b, c].flatMap((base) => ['detail', 'list', 'page'].map((what) => `${base?.slice(-4)} ${what}`));
    const stale = Math.max(...waits.map((w) => w.asked));
    console.log(
      `freshness on B and C after A's answer: stale for at most ${stale.toFixed(0)} ms; first fresh answers ` +
        `asked/received at ` +
        waits.map((w, i) => `${labels[i]} ${w.asked.toFixed(0)}/${w.received.toFixed(0)}`).join(', ') +
        ' ms',
    );
    expect(stale).toBeLessThan(200);
  });

  it("a buyer's WebSocket on C hears the order the seller ships through B", async () => {
    const buyer = await createCustomer(shop.db);
    const { id: productId } = await createProduct(shop.db, seller.id);
    const { orderId } = await createOrder(shop.db, buyer.id, seller.id, productId, 'processing');
    const [, b, c] = shop.cluster.instances;
    const stream = liveStream(`${c?.url.replace('http', 'ws')}/api/v1/events`, buyer.token);
    await expect.poll(() => stream.frames.some((f) => f.includes('"ready"')), { timeout: 5000 }).toBe(true);
    const res = await timed(`${b?.url}/api/v1/transaction/${orderId}/status`, {
      method: 'PATCH',
      headers: json(seller.token),
      body: JSON.stringify({ status: 'shipped', tracking_number: 'JNE777' }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => stream.frames.some((f) => f.includes('order.shipped')), { timeout: 5000 }).toBe(true);
    stream.close();
  });

  it('200 parallel wrong logins spread over the three hit one shared limit', async () => {
    const victim = await createCustomer(shop.db);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        timed(`${shop.cluster.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailOrusername: victim.email, password: 'wrong-password' }),
          timeoutMs: 60_000,
        }),
      ),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    console.log(
      `wrong logins: ${count(401)} × 401, ${count(429)} × 429, others ${answers
        .filter((a) => a.status !== 401 && a.status !== 429)
        .map((a) => a.status)
        .join(',')}`,
    );
    expect(count(401)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT_IP);
    expect(count(429)).toBe(200 - LOGIN_MAX_FAILURES_PER_ACCOUNT_IP);
  });

  it('a photo uploaded through A is served by C (object storage)', async () => {
    const [a, , c] = shop.cluster.instances.map((i) => i.url);
    const res = await fetch(`${a}/api/v1/product/create`, {
      method: 'POST',
      headers: { 'x-access-token': seller.token },
      body: productForm([await testPhoto(200)]),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { id: number } };
    const detail = (await (await fetch(`${c}/api/v1/product/${body.data.id}`)).json()) as {
      data: { image: string[] } & Record<string, unknown>;
    };
    const url = JSON.stringify(detail.data).match(/\/api\/v1\/images\/[^"?]+/)?.[0];
    expect(url).toBeDefined();
    const photo = await fetch(`${c}${url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toContain('immutable');
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('the order jobs of the three instances run once per due item', async () => {
    const { id } = await createProduct(shop.db, seller.id, { stock: 50 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createCustomer(shop.db)));
    const ids = buyers.map((b) => b.id);
    await shop.db.query('INSERT INTO carts (user_id) SELECT unnest($1::int[])', [ids]);
    await shop.db.query('INSERT INTO cart_items (user_id, product_id, qty) SELECT unnest($1::int[]), $2, 1', [ids, id]);
    const placed = await Promise.all(
      buyers.map((buyer) =>
        timed(`${shop.cluster.url}/api/v1/transaction/create`, {
          method: 'POST',
          headers: { ...json(buyer.token), 'idempotency-key': key() },
          body: JSON.stringify(checkoutBody()),
          timeoutMs: 60_000,
        }),
      ),
    );
    expect(placed.map((p) => p.status)).toEqual(buyers.map(() => 201));
    const expiredBefore = await jobCounts();
    // every payment falls due at once; each instance's job (every second) finds all of them due
    await shop.db.query(
      "UPDATE payments SET expires_at = now() - interval '1 minute' WHERE buyer_id = ANY($1::int[])",
      [ids],
    );
    await expect
      .poll(
        async () =>
          (
            await shop.db.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM payments WHERE buyer_id = ANY($1::int[]) AND status = 'expired'",
              [ids],
            )
          )[0]?.n,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(30);
    // each instance adds to its counter when its whole run of the jobs ends; then one more run adds nothing
    const since = async () => (await jobCounts()).map((n, i) => n - (expiredBefore[i] ?? 0));
    const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
    await expect.poll(async () => sum(await since()), { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(30);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const perInstance = await since();
    const [cancels] = await shop.db.query<{ orders: number; entries: number; stock: number; sold: number }>(
      `SELECT count(DISTINCT e.order_id)::int AS orders, count(*)::int AS entries,
              (SELECT stock FROM products WHERE id = $2) AS stock, (SELECT sold FROM products WHERE id = $2) AS sold
         FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE o.buyer_id = ANY($1::int[]) AND e.to_status = 'cancelled'`,
      [ids, id],
    );
    console.log(`order jobs: 30 due payments expired by the instances ${perInstance.join(' + ')}`);
    // one cancellation each, the stock given back once, and each instance counted only what it did
    expect(cancels).toEqual({ orders: 30, entries: 30, stock: 50, sold: 0 });
    expect(sum(perInstance)).toBe(30);
    expect(await checkInvariants(shop.db)).toEqual([]);
  });

  it('the outbox cannot be read through nginx, whatever the proxy sends', async () => {
    const lb = shop.cluster.url;
    const bare = `http://127.0.0.1:${BARE_PORT}`;
    const outbox = (base: string, headers: Record<string, string> = {}) =>
      timed(`${base}/api/v1/dev/outbox?token=${OUTBOX_TOKEN}`, { headers });
    // the same request straight to an instance on loopback is answered: the refusals below are the proxy's
    expect((await outbox(shop.cluster.instances[0]?.url ?? '')).status).toBe(200);
    expect((await outbox(lb)).status).not.toBe(200);
    expect((await timed(`${bare}/api/v1/dev/outbox`)).status).not.toBe(200);
    const headers: Record<string, string>[] = [
      { 'x-real-ip': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'true-client-ip': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const header of headers) {
      expect((await outbox(bare, header)).status).not.toBe(200);
    }
  });
});

describe('under load', () => {
  it('a rolling restart of all three under a read mix and checkouts loses no request and no order', async () => {
    const lb = shop.cluster.url;
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => createProduct(shop.db, seller.id, { stock: 100_000 })),
    );
    const productIds = ids.map((p) => p.id);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createCustomer(shop.db)));
    const failures: string[] = [];
    const reads: number[] = [];
    let created = 0;
    const next = readMix(lb, productIds);
    const readers = loop(6, async () => {
      const url = next() ?? lb;
      const res = await timed(url);
      reads.push(res.ms);
      if (res.status !== 200) failures.push(`${res.status} GET ${url} ${res.error ?? res.body.slice(0, 120)}`);
    });
    const checkouts = loop(buyers.length, async (worker) => {
      const buyer = buyers[worker] as TestUser;
      await shop.db.query('INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [buyer.id]);
      await shop.db.query(
        `INSERT INTO cart_items (user_id, product_id, qty) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING`,
        [buyer.id, productIds[worker]],
      );
      const res = await timed(`${lb}/api/v1/transaction/create`, {
        method: 'POST',
        headers: { ...json(buyer.token), 'idempotency-key': key() },
        body: JSON.stringify(checkoutBody()),
      });
      if (res.status !== 200 && res.status !== 201) failures.push(`${res.status} checkout ${res.body.slice(0, 160)}`);
      else created += 1;
    });
    const streams = buyers.map((buyer) => liveStream(`${lb.replace('http', 'ws')}/api/v1/events`, buyer.token));
    const started = Date.now();
    do await shop.cluster.rollingRestart();
    while (Date.now() - started < 60_000);
    const seconds = (Date.now() - started) / 1000;
    await readers.stop();
    await checkouts.stop();
    await expect.poll(() => streams.every((s) => !s.down), { timeout: 5000 }).toBe(true);
    for (const s of streams) s.close();
    const gaps = streams.flatMap((s) => s.gaps);
    const [{ n }] = (await shop.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE buyer_id = ANY($1::int[])',
      [buyers.map((b) => b.id)],
    )) as [{ n: number }];
    console.log(
      `rolling restart: ${seconds.toFixed(0)} s, ${reads.length} reads (p99 ${percentile(reads, 99).toFixed(0)} ms), ` +
        `${n} orders, ${failures.length} failed, WebSocket gaps max ${Math.max(0, ...gaps)} ms over ${gaps.length} reconnects`,
    );
    expect(failures).toEqual([]);
    expect(n).toBe(created);
    expect(n).toBeGreaterThan(0);
    expect(Math.max(0, ...gaps)).toBeLessThan(5000);
  }, 420_000);
});

describe('flash sale (Harbolnas 12.12)', () => {
  it('2,000 buyers, 100 units, one second: exactly 100 orders, the rest a clear sold out, no 5xx', async () => {
    const { id } = await createProduct(shop.db, seller.id, { name: 'Sofa Harbolnas', stock: 100 });
    const readIds = (await shop.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 20')).map(
      (r) => r.id,
    );
    const tokens = await buyersWithCarts(shop.db, 2000, id);
    // What the sale costs in CPU: the instances, this database's backends, and this process (the buyers).
    const backends = async () =>
      (
        await shop.db.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
      ).map((r) => r.pid);
    const pids = [...shop.cluster.instances.map((i) => i.pid), ...(await backends())];
    const cpuBefore = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
    const ownBefore = process.cpuUsage();
    const result = await runFlashSale(shop.cluster.url, tokens, readIds);
    const own = process.cpuUsage(ownBefore);
    const after = [...new Set([...pids, ...(await backends())])];
    // a process gone meanwhile (a backend closed by its pool) took its CPU time with it: it counts nothing
    const cpu = (list: (number | undefined)[]) =>
      list.reduce<number>((sum, pid) => {
        const now = cpuSeconds(pid);
        return now === 0 ? sum : sum + now - (cpuBefore.get(pid) ?? 0);
      }, 0);
    const instancesCpu = cpu(shop.cluster.instances.map((i) => i.pid));
    const postgresCpu = cpu(after.filter((pid) => !shop.cluster.instances.some((i) => i.pid === pid)));
    const s = summary(result);
    console.log(
      `flash sale: ${s.orders} orders, ${s.soldOut} sold out, ${s.fiveXx} 5xx/failed, p99 ${s.p99.toFixed(0)} ms, ` +
        `all answered in ${s.seconds.toFixed(1)} s; read mix meanwhile ${s.reads} reads, p99 ${s.readP99.toFixed(0)} ms; ` +
        `CPU: instances ${instancesCpu.toFixed(1)} s, PostgreSQL ${postgresCpu.toFixed(1)} s, ` +
        `the buyers' process ${((own.user + own.system) / 1e6).toFixed(1)} s; load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    if (s.failures.length > 0) console.log(`failed: ${s.failures.slice(0, 5).join(' | ')}`);
    const soldOut = result.answers.find((a) => a.status >= 400 && a.status < 500);
    console.log(`a sold-out answer: ${soldOut?.status} ${soldOut?.body.slice(0, 200)}`);
    const [row] = await shop.db.query<{ orders: number; stock: number }>(
      `SELECT (SELECT count(*)::int FROM order_items WHERE product_id = $1) AS orders,
              (SELECT stock FROM products WHERE id = $1) AS stock`,
      [id],
    );
    expect(s.fiveXx).toBe(0);
    expect(s.orders).toBe(100);
    expect(row).toEqual({ orders: 100, stock: 0 });
    expect(s.soldOut).toBe(1900);
    expect(soldOut?.body).toMatch(/stock/i);
    // The latency targets depend on the machine's cores and load, so the suite prints them (CI runs on a busy
    // shared machine); the counts above are exact and asserted.
    const verdict = (ms: number, target: number) =>
      `${ms.toFixed(0)} ms, target < ${target} ms: ${ms < target ? 'met' : 'NOT met'}`;
    console.log(`flash sale p99 ${verdict(s.p99, 2000)}; read mix p99 ${verdict(s.readP99, 200)}`);
  }, 300_000);
});
