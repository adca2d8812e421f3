// The realistic shopper mix on one server (bench/realistic.mjs), alone and with writes, then the uncached
// searches; its printed lines and its verdict.
import fs from 'node:fs';
import { startServer } from './bench-server.mjs';
import { CONNECTIONS, METRICS_TOKEN, MIX_DURATION, log } from './options.mjs';
import { cacheCounters, cpuSeconds, postgresCpuSeconds } from './processes.mjs';
import { prepareWriters, readRefs, runMix, startWriters } from './realistic.mjs';
import { benchSearch, explainSearch } from './search.mjs';
import { benchFacets, FACETS_P99_MS } from './facets.mjs';

export function mixLine(label, name, f, ceilingRps) {
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

/**
 * `measure(run)`: the figures of a MIX_DURATION-second run on `server`, with its cache hit rate (from /metrics)
 * and the CPU of Node and (with a database URL) PostgreSQL, in cores.
 */
export function measuring(server, databaseUrl) {
  return async (run) => {
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
}

/** The realistic mix, read-only and (PostgreSQL) with checkouts and edits running. */
export async function realistic(label, serverEnv, ceilingMix, databaseUrl) {
  const server = await startServer(serverEnv);
  try {
    const refs = await readRefs(server.base);
    // warm-up with another seed: JIT, pools and a cache in the state a running shop has
    await runMix({ base: server.base, refs, connections: CONNECTIONS, duration: 3, seed: 7 });
    const measure = measuring(server, databaseUrl);
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
    // Search: every request another query, uncached (bench/search.mjs).
    const search = await benchSearch({ base: server.base, label, pid: server.pid });
    // Facet counts: every request another filter combination, uncached (bench/facets.mjs).
    const facets = await benchFacets({ base: server.base, label, pid: server.pid });
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
    return { alone, withWrites, logBytes, search, facets, rssMb };
  } finally {
    await server.stop();
  }
}

/** The acceptance lines of the realistic mix and of the uncached searches and suggestions. */
export function realisticVerdict(label, real, ceilingMix) {
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
  // searches and suggestions, every request another query, uncached
  const limits = label === 'postgres' ? { search: 30, suggest: 15 } : { search: 150, suggest: 150 };
  for (const [kind, limit] of Object.entries(limits)) {
    const f = real.search?.[kind];
    if (!f) continue;
    const problems = [];
    if (f.p99 >= limit) problems.push(`p99 ${f.p99} ms >= ${limit} ms`);
    if (f.non2xx || f.errors) problems.push(`${f.non2xx + f.errors} errors`);
    line(`${kind}, uncached`, problems);
  }
  const facets = real.facets;
  if (facets) {
    const problems = [];
    if (facets.p99 >= FACETS_P99_MS) problems.push(`p99 ${facets.p99} ms >= ${FACETS_P99_MS} ms`);
    if (facets.non2xx || facets.errors) problems.push(`${facets.non2xx + facets.errors} errors`);
    line('facets, uncached', problems);
  }
  return out;
}
