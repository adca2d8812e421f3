// Checkouts and price edits against the built server on a PostgreSQL copy of the bench database, alone or
// beside the realistic read mix (docs/decisions/020): `node bench/writes.mjs [seconds]`.
// Options: WRITES_DB (a database you may write to: `CREATE DATABASE mine TEMPLATE rima_bench`, or
// pg_dump/pg_restore of it while others are connected), WRITES_MIX=1 to run the read mix beside the writers,
// WRITES_SERVER (default apps/server/dist/server.js), WRITES_CHECKOUTS (20/s; 0 = reads alone),
// WRITES_EDITS (5/s), WRITES_CONNECTIONS (50). Prints the reads' and the writers' rates and p50/p99, the cores
// the server process and its PostgreSQL backends used, and the pools' waiting requests (sampled).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cpuSeconds,
  postgresCpuSeconds,
  prepareWriters,
  readRefs,
  runMix,
  startWriters,
  waitForHealth,
} from './realistic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const seconds = Number(process.argv[2] ?? 15);
const db = env.WRITES_DB;
if (!db) throw new Error('WRITES_DB: a PostgreSQL database you may write to (a copy of rima_bench)');
const port = 3900 + Math.floor(Math.random() * 90);
const token = crypto.randomBytes(16).toString('hex');
const child = spawn(process.execPath, [path.resolve(root, env.WRITES_SERVER ?? 'apps/server/dist/server.js')], {
  cwd: root,
  env: {
    ...env,
    DATABASE_URL: db,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rima-writes-')),
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    PRODUCTION_REHEARSAL: 'true', // a benchmark: the sandbox payment provider, no PUBLIC_URL
    SEED_DEMO: 'false',
    METRICS_TOKEN: token,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
await waitForHealth(base);
const refs = await readRefs(base);
const withMix = env.WRITES_MIX === '1';
const connections = Number(env.WRITES_CONNECTIONS ?? 50);
// Warm the catalogue's read model and the caches as the bench does.
await runMix({ base, refs, connections, duration: 3, seed: 7 });
// WRITES_CHECKOUTS=0: the read mix alone (its read-only throughput; beside the writers, reads must keep ≥ 70 %
// of it, docs/decisions/020).
const checkoutsPerSecond = Number(env.WRITES_CHECKOUTS ?? 20);
const writers =
  checkoutsPerSecond > 0
    ? startWriters(base, await prepareWriters(db), {
        checkoutsPerSecond,
        editsPerSecond: Number(env.WRITES_EDITS ?? 5),
      })
    : { stop: () => ({}) };
// The pools' waiting requests, sampled every 250 ms (does a checkout wait for a connection?).
const waiting = {};
const sampler = setInterval(async () => {
  try {
    const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    for (const m of text.matchAll(/db_pool_connections\{pool="(\w+)",state="waiting"\} (\d+)/g)) {
      const w = (waiting[m[1]] ??= { max: 0, sum: 0, n: 0 });
      w.max = Math.max(w.max, Number(m[2]));
      w.sum += Number(m[2]);
      w.n += 1;
    }
  } catch {
    // the server is busy; next time
  }
}, 250);
const n0 = cpuSeconds([child.pid]);
const p0 = postgresCpuSeconds();
const reads = withMix
  ? await runMix({ base, refs, connections, duration: seconds })
  : await new Promise((r) => setTimeout(() => r(undefined), seconds * 1000));
const w = writers.stop(seconds);
clearInterval(sampler);
const nodeCpu = (cpuSeconds([child.pid]) - n0) / seconds;
const pgCpu = (postgresCpuSeconds() - p0) / seconds;
console.log(
  JSON.stringify({
    reads: reads && { rps: reads.rps, p50: reads.p50, p99: reads.p99, errors: reads.errors },
    ...w,
    nodeCpu: Number(nodeCpu.toFixed(2)),
    pgCpu: Number(pgCpu.toFixed(2)),
    poolWaiting: Object.fromEntries(
      Object.entries(waiting).map(([k, v]) => [k, { max: v.max, mean: Number((v.sum / v.n).toFixed(1)) }]),
    ),
    load: os.loadavg().map((x) => Number(x.toFixed(1))),
  }),
);
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
