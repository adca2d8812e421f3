/**
 * The embedded database in its own thread (docs/decisions/016): PGlite (PostgreSQL compiled to WebAssembly) runs here,
 * so the server's event loop stays free while a statement executes. db/pglite-thread.ts is the other side.
 * Messages in: query / exec (optionally inside a transaction), begin / commit / rollback, listen, close.
 * Messages out: one answer per request id, and every notification, posted before the answer of the
 * statement that raised it (PGlite calls listeners before a statement's promise resolves), so the main
 * thread keeps the guarantee that a writer's notification arrives before its statement returns.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export type Request =
  | { id: number; type: 'query'; sql: string; params: unknown[]; tx?: number | undefined }
  | { id: number; type: 'exec'; sql: string; tx?: number | undefined }
  | { id: number; type: 'begin' }
  | { id: number; type: 'commit' | 'rollback'; tx: number }
  | { id: number; type: 'listen'; channel: string }
  | { id: number; type: 'dump' }
  | { id: number; type: 'close' };

export type Reply =
  | { type: 'answer'; id: number; ok: true; rows?: unknown[]; tx?: number }
  | { type: 'answer'; id: number; ok: false; error: Record<string, unknown> }
  | { type: 'notify'; channel: string; payload: string };

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const { dataDir, template } = workerData as { dataDir?: string; template?: string };
const lite = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
  extensions: { pg_trgm, unaccent },
});

/** An error as plain fields (structured clone keeps no class): the main thread rebuilds it. */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: Record<string, unknown> = { message: error.message, name: error.name };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'where']) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const answer = (reply: Reply) => port.postMessage(reply);

type Open = { tx: Transaction; done: (commit: boolean) => void; settled: Promise<void> };
const transactions = new Map<number, Open>();
let nextTx = 1;

async function handle(msg: Request): Promise<void> {
  try {
    switch (msg.type) {
      case 'query': {
        const target = msg.tx === undefined ? lite : transactions.get(msg.tx)?.tx;
        if (!target) throw new Error('transaction is over');
        answer({ type: 'answer', id: msg.id, ok: true, rows: (await target.query(msg.sql, msg.params)).rows });
        return;
      }
      case 'exec': {
        const target = msg.tx === undefined ? lite : transactions.get(msg.tx)?.tx;
        if (!target) throw new Error('transaction is over');
        await target.exec(msg.sql);
        answer({ type: 'answer', id: msg.id, ok: true });
        return;
      }
      case 'begin': {
        const tx = nextTx++;
        // PGlite's transaction holds the database until the callback settles: other statements wait.
        let open: ((value: Omit<Open, 'settled'>) => void) | undefined;
        const opened = new Promise<Omit<Open, 'settled'>>((resolve) => (open = resolve));
        const settled = lite.transaction(
          (handle) =>
            new Promise<void>((resolve, reject) => {
              open?.({ tx: handle, done: (commit) => (commit ? resolve() : reject(new Error('rollback'))) });
            }),
        );
        settled.catch(() => undefined);
        // BEGIN itself may fail (the database closed): then there is nothing to open
        const first = await Promise.race([opened, settled.then(() => undefined)]);
        if (!first) throw new Error('transaction could not start');
        transactions.set(tx, { ...first, settled });
        answer({ type: 'answer', id: msg.id, ok: true, tx });
        return;
      }
      case 'commit':
      case 'rollback': {
        const open = transactions.get(msg.tx);
        if (!open) throw new Error('transaction is over');
        transactions.delete(msg.tx);
        open.done(msg.type === 'commit');
        // the answer waits for COMMIT (or ROLLBACK) to have run; a failed COMMIT is the commit's error
        if (msg.type === 'commit') await open.settled;
        else await open.settled.catch(() => undefined);
        answer({ type: 'answer', id: msg.id, ok: true });
        return;
      }
      case 'listen':
        await lite.listen(msg.channel, (payload) => answer({ type: 'notify', channel: msg.channel, payload }));
        answer({ type: 'answer', id: msg.id, ok: true });
        return;
      case 'dump': {
        // Inside a transaction no other statement runs; CHECKPOINT puts every change in the files, which
        // are then read as they are: a snapshot that opens without anything to replay.
        let data: Uint8Array | undefined;
        await lite.transaction(async (tx) => {
          await tx.exec('CHECKPOINT');
          data = new Uint8Array(await (await lite.dumpDataDir('gzip')).arrayBuffer());
        });
        answer({ type: 'answer', id: msg.id, ok: true, rows: [data] });
        return;
      }
      case 'close':
        await lite.close();
        answer({ type: 'answer', id: msg.id, ok: true });
        return;
    }
  } catch (error) {
    answer({ type: 'answer', id: msg.id, ok: false, error: plain(error) });
  }
}

port.on('message', (msg: Request) => void handle(msg));
await lite.waitReady;
answer({ type: 'answer', id: 0, ok: true });
