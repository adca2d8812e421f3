import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { siteFor, startNginx } from './nginx';

const SERVER_JS = path.resolve(import.meta.dirname, '../dist/server.js');
const START_TIMEOUT_MS = 180_000;

export type Instance = {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** Starts the process and resolves when its health check answers 200. */
  start(): Promise<void>;
  /** SIGTERM (a graceful stop) and wait for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** stop, then start: one step of a rolling restart. */
  restart(): Promise<void>;
  readonly running: boolean;
  /** The running process's id (the suite reads its CPU time from /proc). */
  readonly pid: number | undefined;
};

export type Cluster = {
  instances: Instance[];
  /** The load balancer's address. */
  url: string;
  dir: string;
  /** Restarts the instances one after the other, each back in the pool before the next one stops. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  instances?: number;
  /** First instance's port; the others follow. */
  basePort: number;
  /** nginx's port on loopback. */
  lbPort: number;
  /** The shop's settings (DATABASE_URL is required: every instance shares one database). */
  env: Record<string, string>;
  /** Server blocks added to nginx's configuration (tests). */
  extraSite?: (upstreamPorts: number[]) => string;
  /** Instance output: 'inherit' (the CLI) or a directory of log files (default: the cluster's directory). */
  output?: 'inherit';
};

export async function waitForHealth(url: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Refuses a port something else listens on: the health check would otherwise be answered by that process (on a
 * shared machine, another shop) while the instance exits with EADDRINUSE.
 */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: choose others with CLUSTER_BASE_PORT / CLUSTER_LB_PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function createInstance(name: string, port: number, env: Record<string, string>, logDir: string | undefined): Instance {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name,
    port,
    url,
    get running() {
      return child !== undefined;
    },
    get pid() {
      return child?.pid;
    },
    async start() {
      if (!fs.existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} is missing: run npm run build first`);
      await assertPortFree(port);
      const out = logDir ? fs.openSync(path.join(logDir, `${name}.log`), 'a') : 'inherit';
      // CLUSTER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': where the instances spend their time
      const nodeArgs = process.env.CLUSTER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      const proc = spawn(process.execPath, [...nodeArgs, SERVER_JS], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', MALLOC_ARENA_MAX: '2' },
        stdio: ['ignore', out, out],
      });
      child = proc;
      exited = new Promise((resolve) =>
        proc.once('exit', (code) => {
          if (child === proc) child = undefined;
          resolve(code);
        }),
      );
      await Promise.race([
        waitForHealth(url),
        exited.then((code) => {
          throw new Error(`${name} exited with ${code} while starting`);
        }),
      ]);
    },
    async stop() {
      child?.kill('SIGTERM');
      return exited;
    },
    async restart() {
      await instance.stop();
      await instance.start();
    },
  };
  return instance;
}

/** N instances of the built server on one database, behind nginx: the first one migrates, the others follow. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!options.env.DATABASE_URL) throw new Error('a cluster needs DATABASE_URL (one PostgreSQL for every instance)');
  const count = options.instances ?? 3;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-cluster-'));
  const logDir = options.output === 'inherit' ? undefined : dir;
  const ports = Array.from({ length: count }, (_v, i) => options.basePort + i);
  const instances = ports.map((port, i) => createInstance(String.fromCharCode(65 + i), port, options.env, logDir));
  const [first, ...rest] = instances;
  if (!first) throw new Error('at least one instance');
  await first.start();
  await Promise.all(rest.map((instance) => instance.start()));
  const nginx = startNginx(
    path.join(dir, 'nginx'),
    siteFor(ports, options.lbPort, path.join(dir, 'nginx'), options.extraSite?.(ports) ?? ''),
  );
  const url = `http://127.0.0.1:${options.lbPort}`;
  await waitForHealth(url, 10_000);
  return {
    instances,
    url,
    dir,
    async rollingRestart() {
      for (const instance of instances) await instance.restart();
    },
    async stop() {
      nginx.kill('SIGQUIT');
      await Promise.all(instances.map((instance) => instance.stop()));
      await new Promise((resolve) => (nginx.exitCode !== null ? resolve(null) : nginx.once('exit', resolve)));
    },
  };
}
