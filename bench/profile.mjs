// Profiles the built server under the realistic mix (bench/realistic.mjs) on the bench database and prints
// where its CPU went: `node bench/profile.mjs [seconds]` after `npm run bench` has made the database once.
// Options: PROFILE_DB (default postgres://postgres@127.0.0.1:5432/rima_bench; "pglite:<dir>" for PGlite),
// PROFILE_SERVER=<path of another build's server.js> to compare, PROFILE_CPU=0 for the figures without a profile, PROFILE_ONLY=<class> for one request class of the mix, PROFILE_WRITES=1 to run checkouts and edits beside the reads, PROFILE_CONNECTIONS (50), PROFILE_TOP (40), PROFILE_NODE_ARGS (flags for the server, e.g. "--trace-gc").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cpuSeconds,
  prepareWriters,
  readRefs,
  runMix,
  startWriters,
  waitForHealth,
  waitForQuiet,
} from './realistic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const seconds = Number(process.argv[2] ?? 15);
const db = env.PROFILE_DB ?? 'postgres://postgres@127.0.0.1:5432/rima_bench';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-prof-'));
const port = 3900 + Math.floor(Math.random() * 90);
const serverEnv = db.startsWith('pglite:')
  ? { DATA_DIR: db.slice('pglite:'.length) }
  : { DATABASE_URL: db, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rima-prof-data-')) };
const child = spawn(
  process.execPath,
  [
    ...(env.PROFILE_CPU === '0' ? [] : ['--cpu-prof', '--cpu-prof-dir', dir]),
    ...(env.PROFILE_NODE_ARGS ? env.PROFILE_NODE_ARGS.split(' ') : []),
    env.PROFILE_SERVER ?? path.join(root, 'apps/server/dist/server.js'),
  ],
  {
    cwd: root,
    env: {
      ...env,
      ...serverEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      PRODUCTION_REHEARSAL: 'true',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
await waitForHealth(base);
await waitForQuiet(child.pid);
const refs = await readRefs(base);
await runMix({ base, refs, connections: 50, duration: 3, seed: 7 });
const writers = env.PROFILE_WRITES === '1' ? startWriters(base, await prepareWriters(db)) : undefined;
// PROFILE_ONLY=detail|list|search|home: only that class of the mix (its own sequence, still every request drawn)
const only = env.PROFILE_ONLY;
const cpu0 = cpuSeconds([child.pid]);
const f = await runMix({
  base,
  refs,
  connections: Number(env.PROFILE_CONNECTIONS ?? 50),
  duration: seconds,
  only,
});
const w = writers?.stop(seconds);
// CPU per request: what the server spent, whatever else the machine was doing (the fair figure on a busy host)
const cpuUsPerRequest = Math.round(((cpuSeconds([child.pid]) - cpu0) * 1e6) / (f.rps * seconds));
console.log(JSON.stringify({ rps: f.rps, p50: f.p50, p99: f.p99, cpuUsPerRequest, classes: f.classes, writes: w }));
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
const file = fs.readdirSync(dir).find((n) => n.endsWith('.cpuprofile'));
if (!file) process.exit(0); // PROFILE_CPU=0: the figures only
const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
summarise(profile, Number(env.PROFILE_TOP ?? 40));
console.log(`profile: ${path.join(dir, file)}`);

/** Self time per function and total time per function (inclusive, counted once per stack). */
function summarise(p, top) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const counts = new Map();
  for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const total = p.samples.length;
  const name = (n) => {
    const cf = n.callFrame;
    const file = cf.url ? cf.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/') : '';
    return `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber + 1}`;
  };
  const self = new Map();
  const incl = new Map();
  for (const [id, c] of counts) {
    const n = byId.get(id);
    self.set(name(n), (self.get(name(n)) ?? 0) + c);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur));
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + c);
    }
  }
  const show = (m, title) => {
    console.log(`\n${title}`);
    for (const [k, c] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${((100 * c) / total).toFixed(1).padStart(5)} %  ${k}`);
  };
  show(self, 'self');
  show(incl, 'inclusive');
}
