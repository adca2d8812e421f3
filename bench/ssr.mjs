// Server-rendered pages in `npm run bench` (docs/decisions/026), on the 100,000-product bench database:
// - product pages from the HTML cache, against a bare node:http server sending the same bytes (the ceiling);
// - product pages rendered anew, every request another product (HTML and API caches miss): saturated
//   (informational), at SSR_RATE pages/s as autocannon paces it (bursts: informational), and at a steady
//   SSR_RATE pages/s (one every 1000/SSR_RATE ms, for SSR_STEADY_SECONDS, default 20; SSR_STEADY_RUNS runs,
//   default 1, the one with the highest p99 counting), where p99 must stay under 50 ms on PostgreSQL; the same
//   steady flow on a server that renders pages in its main thread (RENDER_THREADS=0, informational;
//   SSR_COMPARE=0 skips it), and on both servers the home list's API answer at 500 requests/s
//   beside that flow (informational: what the render thread is for, docs/decisions/026);
// - the sitemap: with some products deleted, the index lists ≥ 2 product chunks, none lists a deleted
//   product, and every URL it lists answers 200 (PostgreSQL; BENCH_SITEMAP=0 skips it).
// Called by bench/run.mjs; alone: `node bench/ssr.mjs` (a built app; PostgreSQL database SSR_BENCH_DATABASE_URL,
// default a copy of rima_bench made once as rima_ssr_bench).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { waitForHealth, waitForQuiet, withCeiling } from './realistic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
// A shop's steady flow of first visits to product pages nobody opened lately, per process (see README).
const RATE = Number(env.SSR_RATE ?? 50);
// The steady flow's length: 20 s is 1,000 pages at 50/s, so its p99 is the 10th slowest page, not the 4th of 400.
const STEADY_SECONDS = Number(env.SSR_STEADY_SECONDS ?? 20);
// How many measured runs of the steady flow, one after the other on the same server: its row and verdict are the
// run with the highest p99 (the machine's speed moves between runs; several runs show how far).
const STEADY_RUNS = Math.max(1, Number(env.SSR_STEADY_RUNS ?? 1));
const DELETED = 20;

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));
}

const figures = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/** A bare node:http server in its own process answering every request with `bytes`. */
async function productIds(base) {
  const get = async (p) => (await (await fetch(`${base}${p}`)).json()).data.data[0].id;
  const newest = await get('/api/v1/product?limit=1&page=1&sortby=latest');
  const oldest = await get('/api/v1/product?limit=1&page=1&sortby=oldest');
  return { minId: Math.min(newest, oldest), maxId: Math.max(newest, oldest) };
}

const lineOf =
  (label, log) =>
  (name, f, extra = '') =>
    log(
      `${label.padEnd(10)} ${name.padEnd(34)} ${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms${extra}${f.non2xx ? `  (${f.non2xx} non-2xx)` : ''}${f.errors ? `  (${f.errors} errors)` : ''}`,
    );

/** Every call another product page (a cold id each time: neither the HTML nor the API cache has it). */
async function coldPages(base) {
  const { minId, maxId } = await productIds(base);
  const span = maxId - minId + 1;
  let next = 0;
  const start = Math.floor(Math.random() * span);
  return { minId, span, cold: () => `/product/detail/${minId + ((start + next++ * 7919) % span)}` };
}

/**
 * The steady flow, as a running shop sees it: warm (five seconds of the same flow, not counted: the page
 * modules' first renders, JIT), then SSR_STEADY_RUNS runs of SSR_STEADY_SECONDS measured; the run with the
 * highest p99, with every run's p99 in `runs` and the failed pages of all runs.
 */
async function steadyFlow({ base, connections, cold }) {
  const flow = (seconds) =>
    paced({ base, rate: RATE, duration: seconds, connections: Math.min(connections, 16), path: cold });
  await flow(5);
  const runs = [];
  for (let i = 0; i < STEADY_RUNS; i += 1) runs.push(await flow(STEADY_SECONDS));
  const worst = runs.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const failed = (key) => runs.reduce((sum, r) => sum + r[key], 0);
  return { ...worst, non2xx: failed('non2xx'), errors: failed('errors'), runs: runs.map((r) => r.p99) };
}

const API_RATE = 500;

/**
 * The home list's API answer (cached) at API_RATE requests/s over 10 connections while the steady flow of new
 * product pages runs; the API answers' figures.
 */
async function apiBesidePages({ base, connections, cold }) {
  const pages = cold ?? (await coldPages(base)).cold;
  const api = cannon({
    url: `${base}/api/v1/product?limit=6&page=1&sortby=latest`,
    connections: 10,
    duration: STEADY_SECONDS,
    overallRate: API_RATE,
  });
  await paced({ base, rate: RATE, duration: STEADY_SECONDS, connections: Math.min(connections, 16), path: pages });
  return figures(await api);
}

/** The three product-page rows; `ceilingOf(bytes)` measures the bare server on the same bytes. */
async function pageRows({ base, connections, duration, log, label }) {
  const { minId, span, cold } = await coldPages(base);
  const rows = [];
  const line = lineOf(label, log);

  // Cached: one product page over and over, the bytes the ceiling sends too.
  const url = `${base}/product/detail/${minId + Math.floor(span / 2)}`;
  const bytes = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  await cannon({ url, connections: 10, duration: 1 });
  const cached = figures(await cannon({ url, connections, duration }));
  const ceiling = figures(await withCeiling(bytes, (c) => cannon({ url: c, connections, duration })));
  const ratio = cached.rps / ceiling.rps;
  line('SSR product page, ceiling', ceiling, `  (bare node:http, the same ${(bytes.length / 1024).toFixed(0)} kB)`);
  line('SSR product page, cached', cached, `  ${(100 * ratio).toFixed(0)} % of ceiling`);
  rows.push({ scenario: 'SSR product page, cached', ...cached, ceiling: ceiling.rps, ratio, bytes: bytes.length });

  // Uncached: every request another product.
  const requests = [{ setupRequest: (req) => ({ ...req, path: cold() }) }];
  // The steady flow first, not right after the saturated run below, whose backlog and grown heap a shop at 50
  // pages/s never has (measured after it, the same server's p99 varied widely).
  const steady = await steadyFlow({ base, connections, cold });
  const saturated = figures(await cannon({ url: base, connections, duration, requests }));
  line('SSR product page, uncached (max)', saturated, '  (informational)');
  rows.push({ scenario: 'SSR product page, uncached, saturated', ...saturated, informational: true });
  // autocannon's overallRate gives each connection its share of a second, sent back to back from the second's
  // start: the 50 pages of a second arrive as bursts of 16 at once (informational).
  const bursts = figures(
    await cannon({ url: base, connections: Math.min(connections, 16), duration, overallRate: RATE, requests }),
  );
  line(`SSR product page, uncached (${RATE}/s bursts)`, bursts, '  (informational: autocannon, 16 at once)');
  rows.push({ scenario: `SSR product page, uncached, ${RATE}/s in bursts`, ...bursts, informational: true });
  const ofRuns =
    steady.runs.length > 1 ? `; the worst of ${steady.runs.length} runs, p99 ${steady.runs.join(' / ')} ms` : '';
  line(`SSR product page, uncached (${RATE}/s)`, steady, `  (one every ${Math.round(1000 / RATE)} ms${ofRuns})`);
  rows.push({ scenario: `SSR product page, uncached, ${RATE}/s`, ...steady, rate: RATE });
  return rows;
}

/**
 * A steady flow of `rate` requests a second: each sent when due (every 1000/rate ms, open loop: a slow answer does
 * not hold the next request back) and timed from then, over at most `connections` kept-alive sockets.
 */
async function paced({ base, rate, duration, connections, path }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const interval = 1000 / rate;
  const started = performance.now();
  const answers = [];
  for (let i = 0; i < Math.round(rate * duration); i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(
      new Promise((resolve) => {
        const request = http.get(`${base}${path()}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
            resolve();
          });
        });
        request.on('error', () => {
          errors += 1;
          resolve();
        });
      }),
    );
  }
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? Number.NaN);
  return { rps: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), max: at(1), non2xx, errors };
}

/**
 * Fetches `urls` with `concurrency` requests in flight (as a crawler asks: Brotli); the statuses that were not
 * `expected`. Almost every URL is a page nobody asked for yet, so each is a render: a few in flight keep the
 * server's one event loop busy while others wait on the database, more only queue.
 */
async function statuses(urls, concurrency, expected, log) {
  const wrong = [];
  let index = 0;
  let done = 0;
  const started = Date.now();
  async function worker() {
    while (index < urls.length) {
      const url = urls[index++];
      const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      if (res.status !== expected) wrong.push(`${res.status} ${url}`);
      done += 1;
      if (done % 10_000 === 0) {
        const seconds = (Date.now() - started) / 1000;
        const left = ((urls.length - done) * seconds) / done;
        log(
          `           … ${done.toLocaleString('en')} of ${urls.length.toLocaleString('en')} answered (${Math.round(done / seconds)}/s, ~${Math.ceil(left / 60)} min left)`,
        );
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { wrong, seconds: (Date.now() - started) / 1000 };
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** Deletes DELETED products (as the seller's delete does: archived), checks the sitemap, then restores them. */
async function sitemapCheck({ base, databaseUrl, log, label }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(`SELECT id FROM products WHERE status = 'active' ORDER BY random() LIMIT ${DELETED}`);
  const deleted = rows.map((r) => r.id);
  try {
    await db.query("UPDATE products SET status = 'archived', updated_at = now() WHERE id = ANY($1)", [deleted]);
    const index = locs(await (await fetch(`${base}/sitemap.xml`)).text());
    const productMaps = index.filter((u) => /\/sitemaps\/products-\d+\.xml$/.test(u));
    const urls = [];
    for (const map of index) urls.push(...locs(await (await fetch(map)).text()));
    const productUrls = urls.filter((u) => /\/product\/detail\/\d+$/.test(u));
    const listedDeleted = deleted.filter((id) => productUrls.some((u) => u.endsWith(`/product/detail/${id}`)));
    log(
      `${label.padEnd(10)} sitemap: ${productMaps.length} product chunks, ${urls.length.toLocaleString('en')} URLs (${productUrls.length.toLocaleString('en')} products); fetching every one …`,
    );
    const all = await statuses(urls, Number(env.SITEMAP_CONCURRENCY ?? 6), 200, log);
    const gone = await statuses(
      deleted.map((id) => `${base}/product/detail/${id}`),
      4,
      404,
      log,
    );
    const result = {
      productChunks: productMaps.length,
      urls: urls.length,
      products: productUrls.length,
      not200: all.wrong.length,
      seconds: all.seconds,
      deletedListed: listedDeleted.length,
      deletedNot404: gone.wrong.length,
    };
    log(
      `${label.padEnd(10)} sitemap: ${result.urls.toLocaleString('en')} URLs in ${result.seconds.toFixed(0)} s, ${result.not200} not 200${all.wrong.length ? ` (first: ${all.wrong.slice(0, 3).join(', ')})` : ''}; ${DELETED} deleted products: ${result.deletedListed} listed, ${result.deletedNot404} not 404`,
    );
    return result;
  } finally {
    await db.query("UPDATE products SET status = 'active' WHERE id = ANY($1)", [deleted]);
    await db.end();
  }
}

/**
 * The rows and verdicts for one database. `start(env)` starts the built server on it, with `env` added to its
 * environment (returns { base, stop }).
 */
export async function benchSsr({ label, start, databaseUrl, connections, duration, log = console.log }) {
  let server = await start();
  const verdicts = [];
  const verdict = (name, problems) =>
    verdicts.push(
      `${label.padEnd(10)} ${name.padEnd(26)} ${problems.length ? `MISSES: ${problems.join(', ')}` : 'meets target'}`,
    );
  try {
    const rows = await pageRows({ base: server.base, connections, duration, log, label });
    const [cached, , , steady] = rows;
    // The same steady flow with pages rendered in the server's own thread (RENDER_THREADS=0, docs/decisions/026),
    // on a server started for it: informational, the figure the render thread is measured against.
    if (env.SSR_COMPARE !== '0') {
      const line = lineOf(label, log);
      // What the render thread is for: the shop's other answers while pages render (API_RATE list requests/s
      // beside the steady flow; informational), on this server and on one that renders in its own thread.
      line(
        `API list beside ${RATE} pages/s`,
        await apiBesidePages({ base: server.base, connections }),
        '  (render thread)',
      );
      await server.stop();
      const inMain = await start({ RENDER_THREADS: '0' });
      try {
        const { cold } = await coldPages(inMain.base);
        const f = await steadyFlow({ base: inMain.base, connections, cold });
        line(`SSR uncached (${RATE}/s), main thread`, f, '  (informational: RENDER_THREADS=0)');
        rows.push({
          scenario: `SSR product page, uncached, ${RATE}/s, main thread`,
          ...f,
          rate: RATE,
          informational: true,
        });
        const api = await apiBesidePages({ base: inMain.base, connections, cold });
        line(`API list beside ${RATE} pages/s`, api, '  (pages rendered in the main thread)');
      } finally {
        await inMain.stop();
      }
      server = await start();
    }
    if (label === 'postgres') {
      verdict('SSR page, cached', cached.ratio < 0.5 ? [`${(100 * cached.ratio).toFixed(0)} % < 50 % of ceiling`] : []);
      verdict(`SSR page, uncached ${RATE}/s`, [
        ...(steady.p99 >= 50 ? [`p99 ${steady.p99} ms >= 50 ms`] : []),
        ...(steady.non2xx || steady.errors ? [`${steady.non2xx + steady.errors} failed`] : []),
      ]);
    }
    let sitemap;
    if (databaseUrl && env.BENCH_SITEMAP !== '0') {
      sitemap = await sitemapCheck({ base: server.base, databaseUrl, log, label });
      const problems = [];
      if (sitemap.productChunks < 2) problems.push(`${sitemap.productChunks} product chunk(s)`);
      if (sitemap.not200) problems.push(`${sitemap.not200} URLs not 200`);
      if (sitemap.deletedListed) problems.push(`${sitemap.deletedListed} deleted products listed`);
      if (sitemap.deletedNot404) problems.push(`${sitemap.deletedNot404} deleted products not 404`);
      verdict('sitemap, every URL', problems);
    }
    return { rows, sitemap, verdicts };
  } finally {
    await server.stop();
  }
}

// Alone: the built server on a PostgreSQL copy of the bench database.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const admin = env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const withDb = (name) => {
    const u = new URL(admin);
    u.pathname = `/${name}`;
    return u.toString();
  };
  let databaseUrl = env.SSR_BENCH_DATABASE_URL;
  if (!databaseUrl) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const exists = (await client.query("SELECT 1 FROM pg_database WHERE datname = 'rima_ssr_bench'")).rowCount;
    if (!exists) {
      console.log('copying rima_bench (npm run bench seeds it) to rima_ssr_bench …');
      await client.query('CREATE DATABASE rima_ssr_bench TEMPLATE rima_bench');
    }
    await client.end();
    databaseUrl = withDb('rima_ssr_bench');
  }
  const port = Number(env.SSR_BENCH_PORT ?? 3121);
  const start = async (extraEnv = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-ssr-bench-'));
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        PRODUCTION_REHEARSAL: 'true', // a benchmark: the sandbox payment provider, no PUBLIC_URL
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    await waitForQuiet(child.pid);
    return {
      base,
      stop: async () => {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      },
    };
  };
  const result = await benchSsr({
    label: 'postgres',
    start,
    databaseUrl,
    connections: Number(env.BENCH_CONNECTIONS ?? 50),
    duration: Number(env.BENCH_DURATION ?? 8),
  });
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  for (const line of result.verdicts) console.log(line);
}
