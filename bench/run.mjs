// npm run bench — seeds 100,000 products into a separate database, starts the BUILT server on it and drives
// it with autocannon (loopback only, bounded duration), next to a bare node:http "ceiling" server that returns
// the home list's exact bytes. Prints requests/s, p50/p99 and the ratio to the ceiling per scenario, on
// PostgreSQL and on PGlite, and writes the figures to bench/results/<timestamp>.json.
//
// Options (environment): BENCH_DB=postgres|pglite|both (default both), BENCH_DURATION seconds per scenario
// (default 8), BENCH_CONNECTIONS (default 50), BENCH_PRODUCTS (default 100000), PG_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_BUILD=1 to reuse an existing build.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { seedSql } from './seed-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 100_000);
const WHICH = env.BENCH_DB ?? 'both';
const PG_ADMIN_URL = env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOST = '127.0.0.1';

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
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...env,
      HOST,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://${HOST}:${port}`;
  await waitForHealth(base, child);
  return {
    base,
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

async function ceiling(bytes) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rima-ceiling-')), 'home.json');
  fs.writeFileSync(file, bytes);
  const child = spawn(process.execPath, [path.join(root, 'bench', 'ceiling-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  try {
    return figures(await run(`http://${HOST}:${port}/api/v1/product?limit=6&page=1&sortby=latest`));
  } finally {
    child.kill('SIGTERM');
  }
}

async function scenarios(base) {
  const api = `${base}/api/v1`;
  const home = await (await fetch(`${api}/product?limit=6&page=1&sortby=latest`)).json();
  const someId = home.data.data[3]?.id ?? home.data.data[0].id;
  return [
    { name: 'home list', url: `${api}/product?limit=6&page=1&sortby=latest`, target: { ratio: 0.5, p99: 10 } },
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
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.exec(seedSql(PRODUCTS));
  await db.exec('ANALYZE');
  await db.close();
}

async function benchOne(label, serverEnv, ceilingResult) {
  const server = await startServer(serverEnv);
  try {
    const list = await scenarios(server.base);
    const rows = [];
    for (const scenario of list) {
      // a short warm-up so caches and JIT are in the state a running shop has
      await new Promise((resolve, reject) =>
        autocannon({ url: scenario.url, connections: 10, duration: 1 }, (e) => (e ? reject(e) : resolve())),
      );
      const f = figures(await run(scenario.url, { paths: scenario.paths }));
      rows.push({
        scenario: scenario.name,
        url: scenario.url,
        ...f,
        ratio: f.rps / ceilingResult.rps,
        target: scenario.target,
        informational: Boolean(scenario.informational),
      });
      log(
        `${label.padEnd(10)} ${scenario.name.padEnd(26)} ${String(f.rps).padStart(7)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms  ${((100 * f.rps) / ceilingResult.rps).toFixed(0).padStart(3)} % of ceiling${f.non2xx ? `  (${f.non2xx} non-2xx)` : ''}`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
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
      ceilingResult = await ceiling(bytes);
      results.ceiling = ceilingResult;
      log(
        `ceiling    bare node:http, same bytes   ${String(ceilingResult.rps).padStart(7)} req/s  p50 ${String(ceilingResult.p50).padStart(3)} ms  p99 ${String(ceilingResult.p99).padStart(3)} ms`,
      );
    }
    const rows = await benchOne(label, serverEnv, ceilingResult);
    results.runs[label] = rows;
    verdicts.push(...verdict(label, rows));
  }
  log('\n== JavaScript each route loads (gzip), from the build');
  const sizes = execSync(
    `node ${path.join(root, 'scripts', 'route-sizes.mjs')} ${path.join(root, 'apps', 'web', 'dist')}`,
    {
      encoding: 'utf8',
    },
  );
  log(sizes.trimEnd());
  const home = /home page initial JavaScript: ([\d.]+) kB/.exec(sizes);
  results.homeInitialJsKb = home ? Number(home[1]) : null;
  // What the mandated libraries alone weigh, for comparison with the budget (docs/decisions/003).
  const floor = execSync(`node ${path.join(root, 'scripts', 'stack-floor.mjs')}`, { encoding: 'utf8' });
  log(floor.trimEnd());
  results.stackFloorKb = [...floor.matchAll(/([\d.]+) kB gzip {2}(.*)/g)].map((m) => ({
    kb: Number(m[1]),
    variant: m[2],
  }));
  if (results.homeInitialJsKb !== null) {
    const over = results.homeInitialJsKb > 90;
    verdicts.push(
      `${'web'.padEnd(10)} ${'home initial JavaScript'.padEnd(26)} ${over ? `MISSES: ${results.homeInitialJsKb} kB > 90 kB gzip (docs/decisions/003)` : 'meets target'}`,
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
