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
// single-URL runs, BENCH_MIX=0 the realistic mix (with its search runs); BENCH_SSR=0 skips the server-rendered pages (bench/ssr.mjs), BENCH_SITEMAP=0 its sitemap check;
// BENCH_NODE_ARGS flags for the server processes (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_PG_DB the
// PostgreSQL bench database (default rima_bench), BENCH_PORT the first of ten ports for its servers (default any).
// The harsher mix (bench/realistic-harsh.mjs: HTML pages, the long tail, richer filters, typos, suggestions) runs
// before the realistic one: BENCH_HARSH=0 skips it, BENCH_HARSH=only runs it alone (with the ceiling).
//
// The parts: options.mjs (these options), bench-server.mjs (build, start, stop), seed-db.mjs (the bench databases),
// load.mjs (autocannon and the ceiling), mix.mjs (the realistic mix), single-urls.mjs, ssr.mjs, distinct-urls.mjs
// (memory) and web-size.mjs (the JavaScript budget). This file runs them in order and writes the results.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, startServer } from './bench-server.mjs';
import { distinctUrls } from './distinct-urls.mjs';
import { ceiling } from './load.mjs';
import { mixLine, realistic, realisticVerdict } from './mix.mjs';
import {
  CONNECTIONS,
  DISTINCT,
  DURATION,
  MIX_DURATION,
  PG_BENCH_DB,
  PRODUCTS,
  WHICH,
  env,
  log,
  root,
} from './options.mjs';
import { withCeiling } from './processes.mjs';
import { readRefs, runMix } from './realistic.mjs';
import { harsh, harshVerdict } from './realistic-harsh.mjs';
import { seedPglite, seedPostgres } from './seed-db.mjs';
import { benchOne, verdict } from './single-urls.mjs';
import { benchSsr } from './ssr.mjs';
import { webJavaScript } from './web-size.mjs';

/** The home list's API answer, the bytes the ceiling sends. */
async function homeBytes(serverEnv) {
  const probe = await startServer(serverEnv);
  try {
    return Buffer.from(await (await fetch(`${probe.base}/api/v1/product?limit=6&page=1&sortby=latest`)).arrayBuffer());
  } finally {
    await probe.stop();
  }
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
        DATABASE_URL: await seedPostgres(PG_BENCH_DB),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-')),
      };
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-pglite-'));
      await seedPglite(dataDir);
      serverEnv = { DATA_DIR: dataDir };
    }
    const harshOnly = env.BENCH_HARSH === 'only';
    if (!ceilingResult && !harshOnly) {
      const bytes = await homeBytes(serverEnv);
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
    if (env.BENCH_HARSH !== '0') {
      if (!ceilingBytes) ceilingBytes = await homeBytes(serverEnv);
      log(`\n-- ${label}: the harsher mix (${MIX_DURATION} s each, ${CONNECTIONS} connections, browser headers)`);
      const result = await harsh(
        label,
        serverEnv,
        { ceilingBytes, ceiling: results.harshCeiling },
        serverEnv.DATABASE_URL,
      );
      results.harshCeiling = result.ceiling;
      results.harsh = { ...results.harsh, [label]: result };
      verdicts.push(...harshVerdict(label, result));
      if (harshOnly) continue;
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
    // Server-rendered pages and the sitemap: bench/ssr.mjs.
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
  const web = webJavaScript();
  results.stackFloorKb = web.stackFloorKb;
  results.homeInitialJsKb = web.homeInitialJsKb;
  verdicts.push(...web.verdicts);
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
