import pg from 'pg';
import { failedBeforeSending, isConnectionError, isReadOnlyStatement } from './connection-faults';
import { withConflictRetry } from './conflict-retry';
import { createListenerConnection } from './listener';
import { quoteIdent } from './quote-ident';
import type { Db, DbLog, DbOptions, Row } from './types';
import { queryConfig } from './prepared';

// node-postgres returns int8 and numeric as strings; we never store money in them (integers of rupiah
// live in int4/int8 columns read through ::int casts), so parse int8 to number for counts.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export const CONNECT_TIMEOUT_MS = 5_000;

/** Startup options of a Db with its own schema: its tables, and its own NOTIFY channels (migration 0028). */
export const schemaOptions = (schema: string) => `-c search_path=${schema} -c rima.channel_prefix=${schema}__`;

export const poolStats = (p: pg.Pool) => ({ total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount });

/** The writer pool: statements, transactions and LISTEN/NOTIFY, surviving lost connections. */
export async function createPostgresDb(url: string, options: DbOptions): Promise<Db> {
  const schema = options.schema;
  // Every connection of this process carries the same application_name (pg_stat_activity tells them apart),
  // and TCP keep-alive finds a connection a failover left half-open.
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    application_name: options.applicationName ?? 'rima',
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(schema ? { options: schemaOptions(schema) } : {}),
  };
  // NOTIFY reaches the whole database: a Db with its own schema (the tests) uses channels of its own.
  const channelPrefix = schema ? `${schema}__` : '';
  // A connection attempt to a database that neither answers nor refuses (a failover to a vanished address)
  // gives up after 5 s instead of the OS's minutes. (The pool's own option would also cut queue waits.)
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
  }
  const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10, Client: TimedClient });
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    await admin.end();
  }

  // ---- connection faults: PostgreSQL may end any connection at any time (restart, failover, timeout) ----
  let log: DbLog | undefined;
  let connectionsLost = 0;
  const noteLost = (err: unknown, where: string) => {
    connectionsLost += 1;
    log?.warn({ err }, `database connection lost (${where})`);
  };
  // node-postgres emits 'error' on a client whose connection dies while no query runs on it: on an idle
  // pooled client the pool catches it and re-emits it on the pool, where nobody listened, so the process
  // died ("second error, exiting"); a checked-out client had no listener at all. Both are handled here; a
  // dead client is dropped by the pool when released, and the next checkout opens a fresh connection.
  pool.on('error', () => undefined); // already counted by the client's own handler below
  pool.on('connect', (client) => client.on('error', (err) => noteLost(err, 'pooled')));
  await pool.query('SELECT 1');

  // Channels every pooled connection LISTENs on (delivery before the writer's promise resolves) and channels
  // only the dedicated listener connection LISTENs on (delivery exactly once).
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const dedicatedListeners = new Map<string, Set<(payload: string) => void>>();
  // Backend process ids of our pooled connections: their notifications were delivered when they wrote.
  const ownBackends = new Set<number>();
  const backendPid = (client: pg.PoolClient | pg.Client) => (client as unknown as { processID: number }).processID;
  pool.on('remove', (client) => ownBackends.delete(backendPid(client)));
  const listeningOn = new WeakMap<pg.PoolClient, Set<string>>();
  /** A pooled client that LISTENs on every registered channel (done lazily, once per client and channel). */
  async function connectOnce(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (listeners.size === 0) return client;
    let channels = listeningOn.get(client);
    if (!channels) {
      channels = new Set();
      listeningOn.set(client, channels);
      ownBackends.add(backendPid(client));
      // Every LISTENing session receives every notification: a pooled connection delivers only those its own
      // statements raised (before their promise resolves); other backends' come once, through the dedicated
      // listener. Delivering all of them here ran every cache invalidation once per pooled connection.
      const pid = backendPid(client);
      client.on('notification', (msg) => {
        if (msg.processId === pid) listeners.get(msg.channel)?.forEach((l) => l(msg.payload ?? ''));
      });
    }
    for (const channel of listeners.keys()) {
      if (channels.has(channel)) continue;
      try {
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        client.release(true);
        throw error;
      }
      channels.add(channel);
    }
    return client;
  }
  /** A checkout found dead (killed while idle in the pool) is replaced once: the caller sent nothing yet. */
  async function connect(): Promise<pg.PoolClient> {
    try {
      return await connectOnce();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      return connectOnce();
    }
  }
  /** A checked-out connection inside BEGIN; one lost before BEGIN succeeded is replaced once (no work done). */
  async function connectAndBegin(): Promise<pg.PoolClient> {
    for (let attempt = 1; ; attempt += 1) {
      const client = await connect();
      try {
        await client.query('BEGIN');
        return client;
      } catch (error) {
        client.release(true);
        if (attempt >= 2 || !isConnectionError(error)) throw error;
      }
    }
  }
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await connect();
    let lost = false;
    try {
      return await fn(client);
    } catch (error) {
      lost = isConnectionError(error);
      throw error;
    } finally {
      client.release(lost);
    }
  }
  /**
   * One statement outside a transaction. When its connection is lost it runs once more on a fresh one if
   * that cannot apply it twice (it only reads, or it never reached the server); otherwise the error
   * propagates and the client is answered 503 with Retry-After.
   */
  async function statement<T>(sql: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isConnectionError(error) || !(failedBeforeSending(error) || isReadOnlyStatement(sql))) throw error;
      log?.info({ err: error }, 'statement retried on a fresh database connection');
      return run();
    }
  }

  // The dedicated LISTEN connection keeps listening while the pool is idle, so other processes' writes
  // arrive too; it reconnects by itself (db/listener.ts).
  const listenerConnection = createListenerConnection({
    clientConfig,
    channels: () => [...listeners.keys(), ...dedicatedListeners.keys()],
    onNotification: (msg) => {
      // Pooled connections deliver their channels' notifications when this process writes; this
      // connection delivers those of other processes, and every dedicated channel exactly once.
      if (!ownBackends.has(msg.processId)) listeners.get(msg.channel)?.forEach((l) => l(msg.payload ?? ''));
      dedicatedListeners.get(msg.channel)?.forEach((l) => l(msg.payload ?? ''));
    },
    onLost: (err) => noteLost(err, 'listener'),
    quote: quoteIdent,
    log: () => log,
  });

  return withConflictRetry({
    kind: 'postgres',
    poolStats: () => ({ main: poolStats(pool) }),
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const config = queryConfig(sql, params);
      if (listeners.size === 0) return statement(sql, async () => (await pool.query<T>(config)).rows);
      return statement(sql, () => withClient(async (client) => (await client.query<T>(config)).rows));
    },
    async exec(sql) {
      await withClient((client) => client.query(sql));
    },
    async listen(name, listener, options = {}) {
      const channel = channelPrefix + name;
      quoteIdent(channel);
      const registry = options.onWriterConnections === false ? dedicatedListeners : listeners;
      const set = registry.get(channel) ?? new Set();
      set.add(listener);
      registry.set(channel, set);
      await listenerConnection.listen(channel);
    },
    onNotificationsMissed: (hook) => listenerConnection.onMissed(hook),
    health: () => ({
      ...listenerConnection.health(),
      connections_lost: connectionsLost,
      pool: poolStats(pool),
    }),
    setLog(next) {
      log = next;
    },
    async transaction(fn) {
      const client = await connectAndBegin();
      let lost = false;
      let committed = false;
      try {
        const result = await fn({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<T>(queryConfig(sql, params))).rows,
          async exec(sql) {
            await client.query(sql);
          },
          // One simple-protocol message: the server stops at the first failing statement, so a failed script
          // leaves the transaction aborted (rolled back below) and never commits.
          async execAndCommit(sql) {
            await client.query(`${sql};\nCOMMIT`);
            committed = true;
          },
        });
        if (!committed) await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection rolled the transaction back: the error propagates (503), nothing is retried.
        lost = isConnectionError(error);
        if (!lost) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release(lost);
      }
    },
    async close() {
      await listenerConnection.close();
      await pool.end();
    },
  });
}
