import v8 from 'node:v8';
import vm from 'node:vm';
import closeWithGrace from 'close-with-grace';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig } from './config';
import { isConnectionError } from './db/connection-faults';
import { drainAndClose } from './http/drain';
import { servePglBackups } from './backup/on-signal';

const LISTEN_BACKLOG = 4096;

/** A database that is still starting (or restarting) is waited for: 30 tries, 2 s apart. */
const START_TRIES = 30;
const START_RETRY_MS = 2_000;

async function main() {
  let config;
  try {
    // eslint-disable-next-line no-restricted-properties -- the one reader of the environment
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  tuneGarbageCollector(config.heapGrowingPercent);
  let app: App | undefined;
  for (let attempt = 1; !app; attempt += 1) {
    try {
      app = await buildApp(config);
    } catch (error) {
      if (!isConnectionError(error) || attempt >= START_TRIES) throw error;
      console.error(`The database is not reachable yet (${String(error)}); trying again (${attempt}/${START_TRIES})`);
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
  const started = app;
  // requests in flight get up to 30 s (the request timeout) after the drain
  closeWithGrace({ delay: config.drainDelayMs + 35_000 }, async ({ signal, err }) => {
    if (err) {
      started.log.error({ err }, 'closing after an error');
      await started.close();
      return;
    }
    started.log.info({ signal, drain_ms: config.drainDelayMs }, 'draining, then shutting down');
    await drainAndClose(started, config.drainDelayMs);
  });
  // A rush (a flash sale: thousands of connections from the balancer within a second) waits in the kernel's
  // accept queue while the event loop is busy; at Node's default of 511 the kernel drops the next connections
  // and the balancer's connect times out (502). The kernel caps it at net.core.somaxconn (docs/decisions/062).
  await started.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  if (!config.databaseUrl) servePglBackups(started, config.dataDir);
  if (config.devOutbox) {
    // The outbox hands out login codes: it answers only with this token, so only who can read this log reads mail.
    const base = config.publicUrl ?? `http://localhost:${config.port}`;
    started.log.warn(`development outbox (DEV_OUTBOX): ${base}/dev/outbox?token=${config.devOutbox.token}`);
  }
  // the catalogue's read model is read now rather than by the first shopper (docs/decisions/016)
  started
    .warmCatalog()
    .then(() => collectGarbage())
    .catch((err: unknown) => started.log.warn({ err }, 'catalogue not loaded yet; the first read retries'));
}

/**
 * Under load V8 picked its smallest growing factor for the old generation (frequent full collections under the
 * realistic mix, each a pause that every request in flight waits for). A fixed factor
 * makes them rarer for a little more heap (docs/decisions/023). Read by V8 each time it sizes the heap.
 */
function tuneGarbageCollector(percent: number) {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * One full collection once the catalogue is read (docs/decisions/019, the memory line): the load leaves garbage
 * (rows read in chunks, the columns and lists it outgrew before trimming) whose pages V8 and malloc keep
 * otherwise; collected at once, the process starts smaller and stays so. The collector is reached the
 * documented way of exposing it at run time.
 */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}

void main();
