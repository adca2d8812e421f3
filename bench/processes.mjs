// Waiting for and measuring the processes of a bench run (the server, PostgreSQL) and the bare node:http ceiling
// beside them, shared by bench/run.mjs and the stand-alone benches (through bench/realistic.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Waits until a server started at `base` answers its health check, at most `timeoutMs`; with its `child`
 * process, fails as soon as that exits.
 */
export async function waitForHealth(base, { child, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Waits until the started server's own start-up work is done (the catalogue's read model is read after the port
 * opens): until it used under 5 % of a core over one second, at most `limitMs`. Measuring a shop in its first
 * seconds measures its start, not how it serves.
 */
export async function waitForQuiet(pid, limitMs = 60_000) {
  const started = Date.now();
  let before = cpuSeconds([pid]);
  while (Date.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds([pid]);
    if (now - before < 0.05) break;
    before = now;
  }
}

/** CPU seconds (user + system) used so far by the processes `pids`. */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/**
 * CPU seconds (user + system) used so far by the local PostgreSQL server: every live `postgres` process, plus
 * what the postmaster's exited children used (the kernel adds a reaped child's time to its parent's cutime and
 * cstime). Backends come and go (the pools close idle connections), so a list of pids taken once would undercount
 * and go negative when a pid vanished. Zero when no local PostgreSQL runs.
 */
export function postgresCpuSeconds() {
  let ticks = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      const parent = fs.readFileSync(`/proc/${fields[1]}/stat`, 'utf8');
      const parentComm = parent.slice(parent.indexOf('(') + 1, parent.lastIndexOf(')'));
      if (parentComm !== 'postgres') ticks += Number(fields[13]) + Number(fields[14]); // the postmaster
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

/** The catalogue cache's hit and miss counters from /metrics. */
export async function cacheCounters(base, token) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const read = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  return { hits: read('catalog_cache_hits_total'), misses: read('catalog_cache_misses_total') };
}

/**
 * Runs `fn(base)` with the ceiling beside it: a bare `node:http` server (bench/ceiling-server.mjs, its own
 * process) answering every request with `bytes`.
 */
export async function withCeiling(bytes, fn) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rima-ceiling-')), 'body');
  fs.writeFileSync(file, bytes);
  const server = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ceiling-server.mjs');
  const child = spawn(process.execPath, [server, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  try {
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
  }
}
