// The built server for a bench run: built once, started on a free port with the bench's environment, stopped.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitForHealth, waitForQuiet } from './processes.mjs';
import { FIRST_PORT, HOST, METRICS_TOKEN, env, log, root } from './options.mjs';

export function build() {
  if (env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) return;
  log('building the web app and the server ...');
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

let started = 0;

export async function freePort() {
  // one after the other in BENCH_PORT's ten: a stopped server's port is free again by the next but nine
  if (FIRST_PORT !== undefined) return FIRST_PORT + (started++ % 10);
  return new Promise((resolve) => {
    const srv = http.createServer();
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(extraEnv) {
  const port = await freePort();
  // The server's default log level (no LOG_LEVEL); its log goes to a file whose size is reported.
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-log-')), 'server.log');
  const out = fs.openSync(logFile, 'a');
  const { LOG_LEVEL: _level, ...inherited } = env;
  const child = spawn(
    process.execPath,
    [...(env.BENCH_NODE_ARGS ? env.BENCH_NODE_ARGS.split(' ') : []), path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      env: {
        ...inherited,
        HOST,
        PORT: String(port),
        NODE_ENV: 'production',
        // a benchmark takes no real customers: the sandbox payment provider pays its checkouts
        PRODUCTION_REHEARSAL: 'true',
        SEED_DEMO: 'false',
        // as `npm start` runs it: two malloc arenas instead of one per thread (README, Running at scale)
        MALLOC_ARENA_MAX: '2',
        METRICS_TOKEN,
        ...extraEnv,
      },
      stdio: ['ignore', out, out],
    },
  );
  const base = `http://${HOST}:${port}`;
  await waitForHealth(base, { child });
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
