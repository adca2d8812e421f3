// npm run bench — seeds 100,000 products into a separate database, starts the BUILT server on it (default log
// level) and drives it with autocannon (loopback only, bounded duration), next to a bare node:http "ceiling"
// server that returns the home list's exact bytes. It leads with the realistic shopper mix (bench/realistic.mjs:
// detail/list/search/home with a browser's Accept-Encoding), alone and with ~20 checkouts/s + ~5 edits/s, per
// request class, with the cache hit rate and the CPU of Node and PostgreSQL; then the single-URL runs (the
// cached best case) and 100,000 distinct URLs for memory. Prints requests/s, p50/p99 and the ratio to the
// ceiling, on PostgreSQL and on PGlite, and writes the figures to bench/results/<timestamp>.json.
//
// Options (environment): BENCH_DB=postgres|pglite|both (default both), BENCH_DURATION seconds per scenario
// (default 8), BENCH_CONNECTIONS (default 50), BENCH_PRODUCTS (default 100000), PG_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_BUILD=1 to reuse an existing build, BENCH_MIX_DURATION
// seconds per realistic run (default 20), BENCH_RESEED=1 to rebuild the PostgreSQL bench database (it is reused
// when it already holds BENCH_PRODUCTS products), BENCH_DISTINCT distinct URLs for the memory run (default
// 100000, 0 to skip) with BENCH_CACHE_MB as the cache bound (default 16), BENCH_SINGLE=0 to skip the
// single-URL runs, BENCH_MIX=0 the realistic mix (with its search runs); BENCH_SSR=0 skips the server-rendered pages (bench/ssr.mjs), BENCH_SITEMAP=0 its sitemap check.
import { execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { seedSql } from './seed-sql.mjs';
import { benchSearch, explainSearch } from './search.mjs';
import { benchSsr } from './ssr.mjs';
import {
  BROWSER_HEADERS,
  cacheCounters,
  cpuSeconds,
  postgresCpuSeconds,
  prepareWriters,
  readRefs,
  runMix,
  startWriters,
  waitForQuiet,
  withCeiling,
} from './realistic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 100_000);
const WHICH = env.BENCH_DB ?? 'both';
const PG_ADMIN_URL = env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOST = '127.0.0.1';
const MIX_DURATION = Number(env.BENCH_MIX_DURATION ?? 20);
const DISTINCT = Number(env.BENCH_DISTINCT ?? 100_000);
const METRICS_TOKEN = crypto.randomBytes(16).toString('hex');
// The memory run's cache bound (CATALOG_CACHE_MAX_MB); small, so a short run already has to evict.
const CACHE_MAX_MB = Number(env.BENCH_CACHE_MB ?? 16);

function log(...args) {
  console.log(...args);
}

function build() {
  if (env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) return;
  log('building the web app and the server ...');
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function freePort() {
  return new Promise((resolve) => {
    const srv = http.createServer();
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy in 120 s');
}

async function startServer(extraEnv) {
  const port = await freePort();
  // The server's default log level (no LOG_LEVEL); its log goes to a file whose size is reported.
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-log-')), 'server.log');
  const out = fs.openSync(logFile, 'a');
  const { LOG_LEVEL: _level, ...inherited } = env;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...inherited,
      HOST,
      PORT: String(port),
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      // as `npm start` runs it: two malloc arenas instead of one per thread (README, Running at scale)
      MALLOC_ARENA_MAX: '2',
      METRICS_TOKEN,
      ...extraEnv,
    },
    stdio: ['ignore', out, out],
  });
  const base = `http://${HOST}:${port}`;
  await waitForHealth(base, child);
  await waitForQuiet(child.pid);
  return {
    base,
    pid: child.pid,
    logFile,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

function run(url, { headers = {}, paths } = {}) {
  // `paths(i)`: a different path for every request, so the in-process cache cannot answer (the cold path).
  let i = 0;
  const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths(i++) }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, requests }, (err, result) => {
      if (err) reject(err);
      else resolve(result);
    });
  });
}

function figures(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function ceiling(bytes) {
  return withCeiling(bytes, async (base) => figures(await run(`${base}/api/v1/product?limit=6&page=1&sortby=latest`)));
}

function mixLine(label, name, f, ceilingRps) {
  const share = ceilingRps ? `${((100 * f.rps) / ceilingRps).toFixed(1).padStart(5)} % of ceiling` : '';
  log(
    `${label.padEnd(10)} ${name.padEnd(26)} ${String(f.rps).padStart(7)} req/s  p50 ${String(f.p50).padStart(5)} ms  p99 ${String(f.p99).padStart(6)} ms  max ${String(f.max).padStart(6)} ms  ${share}` +
      `${f.errors ? `  (${f.errors} errors)` : ''}` +
      (f.cacheHitRate !== undefined
        ? `  cache hits ${(100 * f.cacheHitRate).toFixed(0)} %  Node ${f.nodeCpu.toFixed(2)} cores  PostgreSQL ${f.pgCpu.toFixed(2)} cores`
        : ''),
  );
  for (const [cls, c] of Object.entries(f.classes ?? {})) {
    log(
      `${''.padEnd(10)}   ${cls.padEnd(24)} ${String(c.rps).padStart(7)} req/s  p50 ${String(c.p50).padStart(5)} ms  p99 ${String(c.p99).padStart(6)} ms  max ${String(c.max).padStart(6)} ms${c.errors ? `  (${c.errors} errors)` : ''}`,
    );
  }
}

/** The realistic mix, read-only and (PostgreSQL) with checkouts and edits running. */
async function realistic(label, serverEnv, ceilingMix, databaseUrl) {
  const server = await startServer(serverEnv);
  try {
    const refs = await readRefs(server.base);
    // warm-up with another seed: JIT, pools and a cache in the state a running shop has
    await runMix({ base: server.base, refs, connections: CONNECTIONS, duration: 3, seed: 7 });
    const measure = async (run) => {
      const c0 = await cacheCounters(server.base, METRICS_TOKEN);
      const n0 = cpuSeconds([server.pid]);
      const p0 = databaseUrl ? postgresCpuSeconds() : 0;
      const f = await run();
      const c1 = await cacheCounters(server.base, METRICS_TOKEN);
      const lookups = c1.hits - c0.hits + (c1.misses - c0.misses);
      f.cacheHitRate = lookups ? (c1.hits - c0.hits) / lookups : 0;
      f.nodeCpu = (cpuSeconds([server.pid]) - n0) / MIX_DURATION;
      f.pgCpu = databaseUrl ? (postgresCpuSeconds() - p0) / MIX_DURATION : 0;
      return f;
    };
    const mix = () => runMix({ base: server.base, refs, connections: CONNECTIONS, duration: MIX_DURATION });
    const alone = await measure(mix);
    mixLine(label, 'realistic mix, reads', alone, ceilingMix.rps);
    let withWrites;
    if (databaseUrl) {
      const writers = startWriters(server.base, await prepareWriters(databaseUrl));
      withWrites = await measure(mix);
      withWrites.writes = writers.stop(MIX_DURATION);
      mixLine(label, 'realistic mix + writes', withWrites, ceilingMix.rps);
      for (const [kind, w] of Object.entries(withWrites.writes)) {
        log(
          `${''.padEnd(10)}   ${kind.padEnd(24)} ${String(w.perSecond).padStart(7)} /s     p50 ${String(w.p50).padStart(5)} ms  p99 ${String(w.p99).padStart(6)} ms${w.errors ? `  (${w.errors} errors)` : ''}`,
        );
      }
    }
    // Search (issue 13): every request another query, uncached (bench/search.mjs).
    const search = await benchSearch({ base: server.base, label, pid: server.pid });
    if (databaseUrl) {
      // The statements a search sends for new words: typo neighbours from the vocabulary (trigram GIN index)
      // and stems; matching and ranking run in memory (docs/decisions/016, 019).
      for (const { label: what, plan } of await explainSearch({ pgUrl: databaseUrl })) {
        log(`${label.padEnd(10)} EXPLAIN (ANALYZE), ${what}:\n${plan}`);
      }
    }
    const logBytes = fs.statSync(server.logFile).size;
    log(`${label.padEnd(10)} server log written during the runs: ${(logBytes / 1024).toFixed(0)} kB`);
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    log(`${label.padEnd(10)} server RSS after the runs: ${rssMb.toFixed(0)} MB`);
    return { alone, withWrites, logBytes, search, rssMb };
  } finally {
    await server.stop();
  }
}

/** RSS after `count` distinct URLs, once each (every one a cache miss that stays until evicted). */
async function distinctUrls(label, serverEnv) {
  const server = await startServer({ ...serverEnv, CATALOG_CACHE_MAX_MB: String(CACHE_MAX_MB) });
  try {
    const refs = await readRefs(server.base);
    let i = 0;
    await new Promise((resolve, reject) =>
      autocannon(
        {
          url: server.base,
          connections: CONNECTIONS,
          amount: DISTINCT,
          headers: BROWSER_HEADERS,
          requests: [
            {
              setupRequest: (req) => {
                const k = i++;
                // details of every product, then list pages past them: all different
                const p =
                  k < refs.maxId - refs.minId + 1
                    ? `/api/v1/product/${refs.minId + k}`
                    : `/api/v1/product?limit=6&sortby=oldest&page=${1 + k}`;
                return { ...req, path: p };
              },
            },
          ],
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    const hwmMb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    log(
      `${label.padEnd(10)} ${`${DISTINCT.toLocaleString('en')} distinct URLs`.padEnd(26)} RSS ${rssMb.toFixed(0)} MB (peak ${hwmMb.toFixed(0)} MB), cache bound ${CACHE_MAX_MB} MB`,
    );
    return { rssMb, hwmMb, cacheMaxMb: CACHE_MAX_MB };
  } finally {
    await server.stop();
  }
}

async function scenarios(base) {
  const api = `${base}/api/v1`;
  const home = await (await fetch(`${api}/product?limit=6&page=1&sortby=latest`)).json();
  const someId = home.data.data[3]?.id ?? home.data.data[0].id;
  return [
    { name: 'home list', url: `${api}/product?limit=6&page=1&sortby=latest`, target: { ratio: 0.5, p99: 10 } },
    {
      name: 'home list, browser (br)',
      url: `${api}/product?limit=6&page=1&sortby=latest`,
      headers: BROWSER_HEADERS,
      target: { ratio: 0.7 },
    },
    {
      name: 'filtered list',
      url: `${api}/product?brand=IKEA&color=${encodeURIComponent('#A17F25')}&price=cheap&page=3&limit=6`,
      target: { ratio: 0.25, p99: 20 },
    },
    { name: 'deep page', url: `${api}/product?limit=6&page=500&sortby=latest`, target: { p99: 50 } },
    { name: 'search', url: `${api}/product?search=oak&limit=6&page=1`, target: { p99: 50 } },
    { name: 'product detail', url: `${api}/product/${someId}`, target: { ratio: 0.25, p99: 20 } },
    {
      name: 'list, uncached',
      informational: true,
      url: `${api}/product`,
      // 15,000 different pages (brand × order × page 1–1000): nearly every request misses the cache
      paths: (i) =>
        `/api/v1/product?limit=6&brand=${encodeURIComponent(['IKEA', 'Mr Royal', 'Sweet House', 'North Oxford', 'Mr.Poppin 1929'][i % 5])}` +
        `&${['sortby=latest', 'price=cheap', 'price=expensive'][Math.floor(i / 5) % 3]}&page=${1 + (Math.floor(i / 15) % 1000)}`,
      target: {},
    },
    {
      name: 'detail, uncached',
      informational: true,
      url: `${api}/product/1`,
      paths: (i) => `/api/v1/product/${1 + (i % PRODUCTS)}`,
      target: {},
    },
    { name: 'HTML /', url: `${base}/`, target: {} },
    { name: 'HTML /product/detail/:id', url: `${base}/product/detail/${someId}`, target: {} },
  ];
}

async function seedPostgres(dbName) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const existing = new URL(PG_ADMIN_URL);
  existing.pathname = `/${dbName}`;
  if (
    env.BENCH_RESEED !== '1' &&
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount
  ) {
    const probe = new pg.Client({ connectionString: existing.toString() });
    await probe.connect();
    const n = await probe.query('SELECT count(*)::int AS n FROM products').catch(() => ({ rows: [{ n: 0 }] }));
    await probe.end();
    if (n.rows[0].n >= PRODUCTS) {
      await admin.end();
      log(`reusing ${dbName} (${n.rows[0].n.toLocaleString('en')} products; BENCH_RESEED=1 rebuilds it)`);
      return existing.toString();
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  // Start once to migrate, then fill the tables directly with SQL (much faster than through the API).
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-')),
  });
  await server.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(seedSql(PRODUCTS));
  await client.query('ANALYZE');
  await client.end();
  return databaseUrl;
}

async function seedPglite(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir });
  await server.stop();
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
  await db.exec(seedSql(PRODUCTS));
  await db.exec('ANALYZE');
  await db.close();
}

/**
 * The single URLs. A URL with a target share of the ceiling is measured right after the ceiling server (same
 * bytes, same client, same duration) is measured again: on a shared machine the bare server's rate moved by
 * 46,600–60,500 req/s within one run, and a share against a
 * ceiling measured at another moment measured that drift.
 */
async function benchOne(label, serverEnv, ceilingResult, ceilingBytes) {
  const server = await startServer(serverEnv);
  try {
    return await withCeiling(ceilingBytes, async (ceilingBase) => {
      const ceilingUrl = `${ceilingBase}/api/v1/product?limit=6&page=1&sortby=latest`;
      const list = await scenarios(server.base);
      const rows = [];
      for (const scenario of list) {
        // a warm-up so caches, JIT and the heap's size are in the state a running shop has (one second at 10
        // connections left the first URL ~30 % slower than the same URL measured again a minute later)
        await new Promise((resolve, reject) =>
          autocannon({ url: scenario.url, connections: CONNECTIONS, duration: 3, headers: scenario.headers }, (e) =>
            e ? reject(e) : resolve(),
          ),
        );
        const beside = scenario.target?.ratio !== undefined ? figures(await run(ceilingUrl)) : ceilingResult;
        const f = figures(await run(scenario.url, { paths: scenario.paths, headers: scenario.headers }));
        rows.push({
          scenario: scenario.name,
          url: scenario.url,
          ...f,
          ceiling: beside.rps,
          ratio: f.rps / beside.rps,
          target: scenario.target,
          informational: Boolean(scenario.informational),
        });
        log(
          `${label.padEnd(10)} ${scenario.name.padEnd(26)} ${String(f.rps).padStart(7)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms  ${((100 * f.rps) / beside.rps).toFixed(0).padStart(3)} % of ceiling${beside === ceilingResult ? '' : ` (${beside.rps} req/s, measured just before)`}${f.non2xx ? `  (${f.non2xx} non-2xx)` : ''}`,
        );
      }
      return rows;
    });
  } finally {
    await server.stop();
  }
}

/** The acceptance lines of issue 16 for the realistic mix. */
function realisticVerdict(label, real, ceilingMix) {
  const out = [];
  const line = (name, problems) =>
    out.push(
      `${label.padEnd(10)} ${name.padEnd(26)} ${problems.length ? 'MISSES: ' + problems.join(', ') : 'meets target'}`,
    );
  const a = real.alone;
  const worstP99 = Math.max(...Object.values(a.classes).map((c) => c.p99));
  if (label === 'postgres') {
    const problems = [];
    if (a.rps < 0.1 * ceilingMix.rps)
      problems.push(`${((100 * a.rps) / ceilingMix.rps).toFixed(1)} % < 10 % of ceiling`);
    if (worstP99 >= 50) problems.push(`a class p99 ${worstP99} ms >= 50 ms`);
    if (a.errors) problems.push(`${a.errors} errors`);
    line('realistic mix, reads', problems);
    const w = real.withWrites;
    if (w) {
      const wp = [];
      const readP99 = Math.max(...Object.values(w.classes).map((c) => c.p99));
      if (w.rps < 0.7 * a.rps) wp.push(`reads ${((100 * w.rps) / a.rps).toFixed(0)} % < 70 % of read-only`);
      if (readP99 >= 100) wp.push(`read p99 ${readP99} ms >= 100 ms`);
      if (w.writes.checkout.p99 >= 200) wp.push(`checkout p99 ${w.writes.checkout.p99} ms >= 200 ms`);
      line('realistic mix + writes', wp);
    }
  } else {
    const problems = [];
    if (a.rps < 1000) problems.push(`${a.rps} req/s < 1,000`);
    if (a.p99 >= 200) problems.push(`p99 ${a.p99} ms >= 200 ms`);
    if (a.max > 1000) problems.push(`slowest ${a.max} ms > 1 s`);
    line('realistic mix, reads', problems);
  }
  // issue 13: searches and suggestions, every request another query, uncached
  const limits = label === 'postgres' ? { search: 30, suggest: 15 } : { search: 150, suggest: 150 };
  for (const [kind, limit] of Object.entries(limits)) {
    const f = real.search?.[kind];
    if (!f) continue;
    const problems = [];
    if (f.p99 >= limit) problems.push(`p99 ${f.p99} ms >= ${limit} ms`);
    if (f.non2xx || f.errors) problems.push(`${f.non2xx + f.errors} errors`);
    line(`${kind}, uncached`, problems);
  }
  return out;
}

function verdict(label, rows) {
  const out = [];
  for (const r of rows) {
    if (r.informational) {
      out.push(`${label.padEnd(10)} ${r.scenario.padEnd(26)} (no target: the cold path, shown for honesty)`);
      continue;
    }
    const t = r.target;
    const problems = [];
    if (t.ratio !== undefined && label === 'postgres' && r.ratio < t.ratio)
      problems.push(`below ${t.ratio * 100} % of ceiling`);
    if (t.p99 !== undefined && label === 'postgres' && r.p99 >= t.p99) problems.push(`p99 not under ${t.p99} ms`);
    if (label === 'pglite' && r.rps < 1000) problems.push('below 1,000 req/s');
    if (r.non2xx > 0) problems.push(`${r.non2xx} non-2xx answers`);
    out.push(
      `${label.padEnd(10)} ${r.scenario.padEnd(26)} ${problems.length ? 'MISSES: ' + problems.join(', ') : 'meets target'}`,
    );
  }
  return out;
}

async function main() {
  build();
  const results = {
    when: new Date().toISOString(),
    products: PRODUCTS,
    connections: CONNECTIONS,
    duration: DURATION,
    cpus: os.cpus().length,
    runs: {},
  };
  const verdicts = [];
  const targets = WHICH === 'both' ? ['postgres', 'pglite'] : [WHICH];
  let ceilingResult;
  let ceilingBytes;
  let ceilingMix;
  for (const label of targets) {
    log(`\n== ${label}: seeding ${PRODUCTS.toLocaleString('en')} products ...`);
    let serverEnv;
    if (label === 'postgres') {
      serverEnv = {
        DATABASE_URL: await seedPostgres('rima_bench'),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-')),
      };
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-pglite-'));
      await seedPglite(dataDir);
      serverEnv = { DATA_DIR: dataDir };
    }
    if (!ceilingResult) {
      const probe = await startServer(serverEnv);
      const bytes = Buffer.from(
        await (await fetch(`${probe.base}/api/v1/product?limit=6&page=1&sortby=latest`)).arrayBuffer(),
      );
      await probe.stop();
      ceilingBytes = bytes;
      ceilingResult = await ceiling(bytes);
      results.ceiling = ceilingResult;
      log(
        `ceiling    bare node:http, same bytes   ${String(ceilingResult.rps).padStart(7)} req/s  p50 ${String(ceilingResult.p50).padStart(3)} ms  p99 ${String(ceilingResult.p99).padStart(3)} ms`,
      );
      // The same mix and client against the ceiling server (it answers every path with the home bytes).
      const probeRefs = await (async () => {
        const again = await startServer(serverEnv);
        try {
          return await readRefs(again.base);
        } finally {
          await again.stop();
        }
      })();
      ceilingMix = await withCeiling(bytes, (base) =>
        runMix({ base, refs: probeRefs, connections: CONNECTIONS, duration: MIX_DURATION }),
      );
      results.ceilingMix = ceilingMix;
      mixLine('ceiling', 'realistic mix, bare node', ceilingMix);
    }
    if (env.BENCH_MIX !== '0') {
      log(`\n-- ${label}: the realistic mix (${MIX_DURATION} s each, ${CONNECTIONS} connections, browser headers)`);
      const real = await realistic(label, serverEnv, ceilingMix, serverEnv.DATABASE_URL);
      results.realistic = { ...results.realistic, [label]: real };
      verdicts.push(...realisticVerdict(label, real, ceilingMix));
    }
    if (env.BENCH_SINGLE !== '0') {
      log(`\n-- ${label}: single URLs (the cached best case) and the cold paths`);
      const rows = await benchOne(label, serverEnv, ceilingResult, ceilingBytes);
      results.runs[label] = rows;
      verdicts.push(...verdict(label, rows));
    }
    // Server-rendered pages and the sitemap (issue 12): bench/ssr.mjs.
    if (env.BENCH_SSR !== '0') {
      log(`\n-- ${label}: server-rendered product pages${label === 'postgres' ? ' and the sitemap' : ''}`);
      const ssr = await benchSsr({
        label,
        start: (extraEnv = {}) => startServer({ ...serverEnv, ...extraEnv }),
        databaseUrl: serverEnv.DATABASE_URL,
        connections: CONNECTIONS,
        duration: DURATION,
        log,
      });
      results.ssr = { ...results.ssr, [label]: { rows: ssr.rows, sitemap: ssr.sitemap } };
      verdicts.push(...ssr.verdicts);
    }
    if (label === 'postgres' && DISTINCT > 0) {
      const mem = await distinctUrls(label, serverEnv);
      results.distinctUrls = mem;
      const ok = mem.rssMb < mem.cacheMaxMb + 300;
      verdicts.push(
        `${label.padEnd(10)} ${'distinct URLs, memory'.padEnd(26)} ${ok ? 'meets target' : `MISSES: RSS ${mem.rssMb.toFixed(0)} MB >= ${mem.cacheMaxMb} + 300 MB`}`,
      );
    }
  }
  // What the mandated libraries alone weigh: the budget is that floor + 15 kB (docs/decisions/003).
  const floor = execSync(`node ${path.join(root, 'scripts', 'stack-floor.mjs')}`, { encoding: 'utf8' });
  results.stackFloorKb = [...floor.matchAll(/([\d.]+) kB gzip {2}(.*)/g)].map((m) => ({
    kb: Number(m[1]),
    variant: m[2],
  }));
  const floorKb = Math.max(...results.stackFloorKb.map((f) => f.kb));
  log('\n== JavaScript each route loads (gzip), from the build');
  const sizes = execSync(
    `node ${path.join(root, 'scripts', 'route-sizes.mjs')} ${path.join(root, 'apps', 'web', 'dist')}`,
    { encoding: 'utf8', env: { ...env, STACK_FLOOR_KB: String(floorKb) } },
  );
  log(sizes.trimEnd());
  log(floor.trimEnd());
  const home = /home page initial JavaScript: ([\d.]+) kB/.exec(sizes);
  results.homeInitialJsKb = home ? Number(home[1]) : null;
  if (results.homeInitialJsKb !== null) {
    const budget = floorKb + 15;
    const over = results.homeInitialJsKb > budget;
    verdicts.push(
      `${'web'.padEnd(10)} ${'home initial JavaScript'.padEnd(26)} ${over ? `MISSES: ${results.homeInitialJsKb} kB > ${budget.toFixed(1)} kB gzip (stack floor + 15, docs/decisions/003)` : `meets target (${results.homeInitialJsKb} kB <= stack floor ${floorKb} + 15 kB)`}`,
    );
  }
  log('\n== targets (issue: performance)');
  for (const line of verdicts) log(line);
  const outDir = path.join(root, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${results.when.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  log(`\nresults written to ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
