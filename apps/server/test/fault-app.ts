import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { buildApp, type App } from '../src/app';
import { createDb, type Db } from '../src/db/client';
import { closeAfterFile, TEST_DATABASE_URL, testConfig } from './build-test-app';

/**
 * Like buildTestApp, but the test chooses how the database is made: a unique application_name (so a test
 * can terminate exactly this app's PostgreSQL backends, never those of test files running in parallel) and
 * an optional wrapper (to count the statements a request causes). Listens on a random loopback port.
 */
export async function buildFaultApp(
  options: {
    wrap?: (db: Db) => Db;
    poolSize?: number;
    routes?: (app: App) => void;
    /** PostgreSQL reached another way (a proxy); the schema is still dropped through DATABASE_URL. */
    databaseUrl?: string;
  } = {},
) {
  const { config, dataDir } = testConfig({}, 'rima-faults-');
  const id = crypto.randomBytes(6).toString('hex');
  const schema = `test_${id}`;
  const applicationName = `rima_faults_${id}`;
  const databaseUrl = TEST_DATABASE_URL && (options.databaseUrl ?? TEST_DATABASE_URL);
  const db = await createDb({
    databaseUrl,
    poolSize: options.poolSize ?? 10,
    schema,
    applicationName,
  });
  const app: App = await buildApp({ ...config, databaseUrl }, { db: options.wrap ? options.wrap(db) : db });
  options.routes?.(app);
  closeAfterFile(app, schema, dataDir);
  return { app, db, schema, applicationName, ...(await listenOnLoopback(app)) };
}

async function listenOnLoopback(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/api/v1/events` };
}

/** The part of ws's client we use (the project does not carry ws's type package). */
type WsClient = {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open' | 'error', listener: () => void): void;
};
// ws comes with @fastify/websocket; required untyped on purpose (no @types/ws in the project).
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => WsClient };

export type Frame = { type: string; [key: string]: unknown };

/**
 * Opens a live stream and sends `firstFrames` once it is open (by default the auth frame for `token`).
 * `closedAt` is the Date.now() at which the server closed it.
 */
export function openStream(wsUrl: string, token: string | null, firstFrames?: string[]) {
  const socket = new WebSocket(wsUrl);
  const frames: Frame[] = [];
  const state: { closedAt?: number; code?: number } = {};
  const openedAt = { at: 0 };
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      state.closedAt = Date.now();
      state.code = code;
      resolve(code);
    }),
  );
  socket.on('error', () => undefined);
  socket.on('message', (data) => frames.push(JSON.parse(data.toString('utf8')) as Frame));
  const opened = new Promise<void>((resolve) =>
    socket.on('open', () => {
      openedAt.at = Date.now();
      resolve();
    }),
  );
  const toSend = firstFrames ?? (token === null ? [] : [JSON.stringify({ type: 'auth', token })]);
  void opened.then(() => {
    for (const frame of toSend) socket.send(frame);
  });
  return { socket, frames, closed, opened, openedAt, state };
}
