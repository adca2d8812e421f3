import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread';
import type { Db, Queryable, Row } from './client';
import type { Reply, Request } from './pglite-worker';

type Pending = { resolve: (reply: Extract<Reply, { type: 'answer'; ok: true }>) => void; reject: (e: Error) => void };

function startWorker(dataDir: string | undefined, template: string | undefined): Worker {
  const worker = (name: string) => new URL(name, import.meta.url);
  return startWorkerThread(worker('./pglite-worker.js'), worker('./pglite-worker.ts'), {
    workerData: { dataDir, template },
  });
}

/** An error from the worker with the database's fields (code, constraint, ...) as pg and PGlite give them. */
function rebuild(fields: Record<string, unknown>): Error {
  const error = new Error(typeof fields.message === 'string' ? fields.message : 'database error');
  Object.assign(error, fields);
  return error;
}

/**
 * The embedded database (PGlite) in a worker thread (db/pglite-worker.ts), behind the same Db interface as
 * before: statements queue in the worker as they did in process, a transaction holds the database until it
 * ends, and a notification is delivered before the statement that raised it resolves (the worker posts it
 * first; messages keep their order).
 */
export async function createPgliteThreadDb(dataDir: string | undefined, template?: string): Promise<Db> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const worker = startWorker(dataDir, template);
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: Reply) => {
    if (reply.type === 'notify') {
      listeners.get(reply.channel)?.forEach((listener) => listener(reply.payload));
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(rebuild(reply.error));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));

  type Body = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
  function call(body: Body): Promise<Extract<Reply, { type: 'answer'; ok: true }>> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id });
    });
  }
  const queryable = (tx?: number): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return ((await call({ type: 'query', sql, params: [...params], tx })).rows ?? []) as T[];
    },
    async exec(sql) {
      await call({ type: 'exec', sql, tx });
    },
  });
  await ready;

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(fn) {
      const { tx } = await call({ type: 'begin' });
      if (tx === undefined) throw new Error('no transaction id');
      let result;
      try {
        // One connection, nobody waits on its locks: the script runs, then the commit below.
        result = await fn({
          ...queryable(tx),
          execAndCommit: (sql) => call({ type: 'exec', sql, tx }).then(() => undefined),
        });
      } catch (error) {
        await call({ type: 'rollback', tx });
        throw error;
      }
      await call({ type: 'commit', tx });
      return result;
    },
    async listen(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(channel, set);
      if (first) await call({ type: 'listen', channel });
    },
    onNotificationsMissed() {
      // one process, one thread that owns the database: a notification cannot be lost
    },
    async dump() {
      const [data] = (await call({ type: 'dump' })).rows ?? [];
      if (!(data instanceof Uint8Array)) throw new Error('the database thread sent no snapshot');
      return data;
    },
    health: () => ({ listener: 'in_process', listener_reconnects: 0, connections_lost: 0 }),
    setLog() {
      // the embedded database has no connections to lose
    },
    async close() {
      if (!failure) await call({ type: 'close' }).catch(() => undefined);
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
