// Search bench (docs/decisions/019): GET /product?search= and GET /search/suggest?q= with queries drawn from a
// word list (common words, rare words, Indonesian synonyms, misspellings), every request a different query so
// neither the response cache nor the count cache can answer. Prints req/s, p50/p99 and EXPLAIN of the search
// statements.
//
// As a module: `benchSearch({ base, label, pid? })` against a running server (bench/run.mjs calls it).
// Alone: `node bench/search.mjs` seeds its own databases (never the ones bench/run.mjs uses), builds unless
// BENCH_SKIP_BUILD=1, starts the built server on each and runs. Options (environment): BENCH_DB=postgres|pglite|both,
// BENCH_SEARCH_DB (PostgreSQL database, default rima_bench_search), BENCH_SEARCH_PGLITE_DIR (default a fresh temp
// directory), BENCH_SEARCH_DURATION seconds (default 10), BENCH_SEARCH_CONNECTIONS (default 8),
// BENCH_PRODUCTS (default 100000), PG_ADMIN_URL, BENCH_SEARCH_RESEED=0 to reuse an already seeded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { tsImport } from 'tsx/esm/api';
import { build, freePort } from './bench-server.mjs';
import { cpuSeconds, waitForHealth } from './realistic.mjs';
import { seedSql } from './seed-sql.mjs';
import { COLLECTIONS } from './seed-words.mjs';

// The statement the shop plans new words with, from its TypeScript source, so the EXPLAIN below is of the very
// statement the server sends.
const { PLAN_WORDS_SQL } = await tsImport('../apps/server/src/modules/catalog/catalog.search-sql.ts', import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const HOST = '127.0.0.1';

// Words of the bench catalogue (bench/seed-words.mjs): common ones (thousands of products each), rare ones
// (collection names, ~40 products each; uncommon materials, styles and towns), Indonesian words that also
// reach English names through the synonym list, and misspellings that only the trigram correction finds.
export const WORDS = {
  common: [
    'sofa',
    'table',
    'chair',
    'teak',
    'lamp',
    'modern',
    'minimalis',
    'wood',
    'cabinet',
    'white',
    'rattan',
    'desk',
  ],
  rare: [
    ...[7, 77, 777, 1777].map((i) => COLLECTIONS[i].toLowerCase()),
    'sonokeling',
    'terrazzo',
    'hammock',
    'japandi',
    'brass',
    'pekalongan',
    'burgundy',
  ],
  indonesian: ['kursi', 'meja', 'lemari', 'jati', 'rotan', 'lampu', 'cermin', 'karpet', 'rak', 'bangku', 'kulit'],
  misspelt: [
    'tabel',
    'wardrob',
    'lemary',
    'mahogny',
    'bookshelv',
    'armchiar',
    'cabinett',
    'sofah',
    'velvat',
    'minimalsi',
  ],
};
const ALL = [...WORDS.common, ...WORDS.rare, ...WORDS.indonesian, ...WORDS.misspelt];

/**
 * The i-th query: single words, then every ordered pair, then every ordered triple of distinct words (81,400
 * texts for 44 words), so a run of tens of thousands of requests never asks the same text twice: neither the
 * response cache nor the plan cache can answer.
 */
export function searchQuery(i) {
  const n = ALL.length;
  const pairs = n * (n - 1);
  const triples = pairs * (n - 2);
  let k = i % (n + pairs + triples);
  if (k < n) return ALL[k];
  k -= n;
  // the k-th ordered choice of `count` distinct words
  const choose = (count) => {
    const left = [...ALL];
    const words = [];
    for (let c = 0, x = k; c < count; c += 1) {
      words.push(left.splice(x % left.length, 1)[0]);
      x = Math.floor(x / (left.length + 1));
    }
    return words.join(' ');
  };
  if (k < pairs) return choose(2);
  k -= pairs;
  return choose(3);
}

function run(url, paths, { duration, connections, start }) {
  let i = start;
  const requests = [{ setupRequest: (req) => ({ ...req, path: paths(i++) }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const figures = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/**
 * EXPLAIN (ANALYZE) of the statements a search sends (catalog.search.ts planWords, for words not planned
 * before; matching and ranking run in memory, docs/decisions/016 and 019), on PostgreSQL (`pgUrl`) or a PGlite
 * handle (`lite`): the one statement that plans new words: typo neighbours of unknown words through the trigram GIN
 * index of `search_terms` (migration 0072 keeps GIN's pending list empty, which otherwise priced the index out
 * for a sequential scan), their groups with synonyms, and the stems in three configurations. Then, for reference, the full-text GIN index on products.search_vec that
 * SQL consumers use (the shop's search does not send it). Returns [{ label, plan }].
 */
export async function explainSearch({ pgUrl, lite }) {
  const statements = [
    [
      'the plan of new words (one statement: typo neighbours, groups, stems; catalog.search.ts planWords)',
      PLAN_WORDS_SQL,
      [
        ['lemary', 'minimalsi', 'bookshelv'],
        [false, false, true],
        [true, true, true],
        JSON.stringify({ lemari: ['lemari', 'almari', 'wardrobe'], bookshelf: ['rak buku', 'bookshelf'] }),
      ],
    ],
    [
      'for reference, not sent by the shop: full-text match through the GIN index on search_vec',
      `SELECT count(*) FROM products p WHERE p.status = 'active' AND p.search_vec @@
         (to_tsquery('simple', 'sonokeling & japandi') || to_tsquery('english', 'sonokeling & japandi'))`,
    ],
  ];
  const out = [];
  let client;
  if (pgUrl) {
    client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
  }
  try {
    for (const [label, sql, params = []] of statements) {
      const text = `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`;
      const rows = client ? (await client.query(text, params)).rows : (await lite.query(text, params)).rows;
      out.push({ label, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
  } finally {
    await client?.end();
  }
  return out;
}

/**
 * Drives a running server: search list pages and suggestions, every request a new query. With the server's
 * `pid`, also the server's CPU per request (user + system, from /proc).
 */
export async function benchSearch({ base, label, duration = 10, connections = 8, pid }) {
  const api = `${base}/api/v1`;
  await (await fetch(`${api}/product?limit=1`)).arrayBuffer(); // the read model loads on first use
  const results = {};
  for (const [name, paths] of [
    ['search', (i) => `/api/v1/product?search=${encodeURIComponent(searchQuery(i))}&limit=6&page=1`],
    ['suggest', (i) => `/api/v1/search/suggest?q=${encodeURIComponent(searchQuery(i))}`],
  ]) {
    // warm-up and run on disjoint stretches of the query list: no text is asked twice
    const start = Math.floor(Math.random() * 40_000);
    await run(`${api}/product`, paths, { duration: 1, connections: 2, start });
    const cpuBefore = pid ? cpuSeconds([pid]) : 0;
    const r = await run(`${api}/product`, paths, { duration, connections, start: start + 5_000 });
    const f = figures(r);
    if (pid) f.cpuUsPerRequest = Math.round((1e6 * (cpuSeconds([pid]) - cpuBefore)) / Math.max(1, r.requests.total));
    results[name] = f;
    console.log(
      `${label.padEnd(9)} ${name.padEnd(8)} ${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
        `${pid ? `  server CPU ${f.cpuUsPerRequest} µs/request` : ''}` +
        `${f.non2xx ? `  (${f.non2xx} non-2xx)` : ''}${f.errors ? `  (${f.errors} errors)` : ''}`,
    );
  }
  return results;
}

// ---- standalone ------------------------------------------------------------------------------------------

async function startServer(extraEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...env,
      HOST,
      PORT: String(port),
      NODE_ENV: 'production',
      PRODUCTION_REHEARSAL: 'true', // a benchmark: the sandbox payment provider, no PUBLIC_URL
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://${HOST}:${port}`;
  await waitForHealth(base, { child, timeoutMs: 300_000 });
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function main() {
  const products = Number(env.BENCH_PRODUCTS ?? 100_000);
  const which = env.BENCH_DB ?? 'both';
  const reseed = env.BENCH_SEARCH_RESEED !== '0';
  const opts = {
    duration: Number(env.BENCH_SEARCH_DURATION ?? 10),
    connections: Number(env.BENCH_SEARCH_CONNECTIONS ?? 8),
  };
  build();
  const summary = {};
  if (which !== 'pglite') {
    const adminUrl = env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = env.BENCH_SEARCH_DB ?? 'rima_bench_search';
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const pgUrl = url.toString();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-search-'));
    if (reseed) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      await (await startServer({ DATABASE_URL: pgUrl, DATA_DIR: dataDir })).stop(); // migrate
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      console.log(`seeding ${products} products into ${dbName} ...`);
      await client.query(seedSql(products));
      await client.query('VACUUM ANALYZE'); // sets the visibility map, as autovacuum does in a running shop
      await client.end();
    }
    const server = await startServer({ DATABASE_URL: pgUrl, DATA_DIR: dataDir });
    try {
      summary.postgres = await benchSearch({ base: server.base, label: 'postgres', pid: server.pid, ...opts });
    } finally {
      await server.stop();
    }
    for (const { label, plan } of await explainSearch({ pgUrl })) console.log(`\npostgres: ${label}\n${plan}`);
  }
  if (which !== 'postgres') {
    const dataDir = env.BENCH_SEARCH_PGLITE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-search-lite-'));
    const liteDir = path.join(dataDir, 'pglite');
    if (reseed || !fs.existsSync(liteDir)) {
      await (await startServer({ DATA_DIR: dataDir })).stop(); // migrate
      const lite = new PGlite({ dataDir: liteDir, extensions: { pg_trgm, unaccent } });
      console.log(`seeding ${products} products into PGlite at ${liteDir} ...`);
      await lite.exec(seedSql(products));
      await lite.exec('VACUUM ANALYZE');
      await lite.close();
    }
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      summary.pglite = await benchSearch({ base: server.base, label: 'pglite', pid: server.pid, ...opts });
    } finally {
      await server.stop();
    }
    const lite = new PGlite({ dataDir: liteDir, extensions: { pg_trgm, unaccent } });
    for (const { label, plan } of await explainSearch({ lite })) console.log(`\npglite: ${label}\n${plan}`);
    await lite.close();
  }
  const targets = { postgres: { search: 30, suggest: 15 }, pglite: { search: 150, suggest: 150 } };
  for (const [db, r] of Object.entries(summary)) {
    for (const [kind, f] of Object.entries(r)) {
      const limit = targets[db][kind];
      console.log(
        `${db.padEnd(9)} ${kind.padEnd(8)} p99 ${f.p99} ms: ${f.p99 < limit ? 'meets' : 'MISSES'} < ${limit} ms`,
      );
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
