import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { isConnectionError } from './connection-faults';
import { CONNECT_TIMEOUT_MS, poolStats } from './postgres';
import type { Db, DbOptions, Queryable, Row } from './types';

/**
 * The catalogue's reads on a streaming replica (DATABASE_READ_URL, docs/decisions/049). Two rules keep them
 * as fresh as on the primary:
 * - a read that follows a change notification waits until the replica has replayed the primary's WAL up to
 *   where it was when the notification arrived, so a re-read after a write never reads the old row;
 * - a request run by `onPrimary` (a writer whose write the replica has not replayed: http/read-your-writes.ts)
 *   reads from the primary.
 * A replica that lags more than MAX_WAIT_MS, or cannot be reached, is skipped: the read goes to the primary.
 */

const MAX_WAIT_MS = 2_000;
const POLL_MS = 2;
const LSN_CACHE_MS = 20;

/** 'X/Y' as a number that compares. */
export const lsnValue = (lsn: string): bigint => {
  const [hi = '0', lo = '0'] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
};

const primaryContext = new AsyncLocalStorage<true>();

export type ReplicaControl = {
  /** The primary's current WAL position (after a write: the write's). */
  primaryLsn(): Promise<string>;
  /** Whether the replica has replayed up to `lsn` (false when it cannot be asked). */
  replayedPast(lsn: string): Promise<boolean>;
  /** Runs `fn` with every catalogue read it makes on the primary. */
  onPrimary<T>(fn: () => T): T;
};

export function withReplica(db: Db, readUrl: string, options: DbOptions): Db & { replica: ReplicaControl } {
  const base = {
    connectionString: readUrl,
    application_name: options.applicationName ?? 'rima',
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  };
  const reads = new pg.Pool({
    ...base,
    max: options.readPoolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 5000,
  });
  // the catalogue's full load: no statement timeout, like the primary's
  const loads = new pg.Pool({ ...base, max: 2 });
  for (const pool of [reads, loads]) pool.on('error', () => undefined);

  let target: Promise<bigint> | undefined;
  let replayed = -1n;
  let replayedAt = 0;
  const primaryLsn = async () =>
    (await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'))[0]?.lsn ?? '0/0';
  const replayLsn = async (fresh: boolean): Promise<bigint> => {
    if (!fresh && performance.now() - replayedAt < LSN_CACHE_MS) return replayed;
    const rows = await reads.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
    replayed = lsnValue(rows.rows[0]?.lsn ?? '0/0');
    replayedAt = performance.now();
    return replayed;
  };

  /** True when the replica may be read now; false: read the primary. */
  async function replicaReady(): Promise<boolean> {
    if (primaryContext.getStore()) return false;
    if (!target) return true;
    try {
      const wanted = await target;
      const started = performance.now();
      while ((await replayLsn(true)) < wanted) {
        if (performance.now() - started > MAX_WAIT_MS) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return true;
    } catch {
      return false;
    }
  }

  const on = (pool: pg.Pool, primary: Queryable): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      if (!(await replicaReady())) return primary.query<T>(sql, params);
      try {
        return (await pool.query<T>(sql, params as unknown[])).rows;
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        return primary.query<T>(sql, params);
      }
    },
    exec: (sql) => db.exec(sql),
  });

  const replica: ReplicaControl = {
    primaryLsn,
    async replayedPast(lsn) {
      try {
        const wanted = lsnValue(lsn);
        return (await replayLsn(false)) >= wanted || (await replayLsn(true)) >= wanted;
      } catch {
        return false;
      }
    },
    onPrimary: (fn) => primaryContext.run(true, fn),
  };

  return {
    ...db,
    reads: on(reads, db.reads ?? db),
    loads: on(loads, db),
    replica,
    listen(channel, listener, listenOptions) {
      return db.listen(
        channel,
        (payload) => {
          // reads from now on wait for the replica to reach the primary's position at this notification
          target = primaryLsn()
            .then(lsnValue)
            .catch(() => -1n);
          listener(payload);
        },
        listenOptions,
      );
    },
    poolStats: () => ({ ...db.poolStats?.(), replica: poolStats(reads), replica_loads: poolStats(loads) }),
    async close() {
      await reads.end();
      await loads.end();
      await db.close();
    },
  };
}

/** The replica's control when the Db has one. */
export const replicaOf = (db: Db): ReplicaControl | undefined => (db as { replica?: ReplicaControl }).replica;
