// `npm run cluster`: N instances of the built shop on one PostgreSQL behind nginx, on loopback (README: Running
// at scale). Ctrl-C stops them all; SIGHUP restarts them one after the other (a rolling deploy).
import { parseArgs } from 'node:util';
import { startCluster } from './cluster';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'base-port': { type: 'string', default: '3001' },
  },
});
// the command's own settings, passed on to the instances
const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
if (!env.DATABASE_URL) {
  console.error(
    'npm run cluster needs DATABASE_URL: every instance shares one PostgreSQL (the embedded one is per process)',
  );
  process.exit(1);
}
const lbPort = Number(values.port);
const cluster = await startCluster({
  instances: Number(values.instances),
  basePort: Number(values['base-port']),
  lbPort,
  env: {
    TRUST_PROXY: '127.0.0.1',
    DRAIN_DELAY_MS: '2500',
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${lbPort}`,
  },
  output: 'inherit',
});
console.log(`RIMA: ${cluster.instances.length} instances behind nginx at ${cluster.url} (SIGHUP: rolling restart)`);
let stopping = false;
process.on('SIGHUP', () => {
  void cluster.rollingRestart().then(() => console.log('rolling restart done'));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
