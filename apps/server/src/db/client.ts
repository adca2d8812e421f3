import crypto from 'node:crypto';
import pg from 'pg';
import { failedBeforeSending, isConnectionError, isReadOnlyStatement } from './connection-faults';
import { createListenerConnection } from './listener';
import { createPgliteThreadDb } from './pglite-thread';

export type Row = Record<string, unknown>;

/** What repositories need: parameterised SQL. The same interface inside and outside a transaction. */
export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type ListenOptions = {
  /**
   * false: deliver each notification exactly once, through one dedicated connection (PostgreSQL), at the cost
   * of the before-the-promise-resolves guarantee. For fan-out messages such as live events.
   */
  onWriterConnections?: boolean;
};

export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside one transaction; commits when it resolves, rolls back when it throws.
   * PGlite has one connection: its transaction holds an exclusive lock, so concurrent requests queue
   * instead of interleaving statements inside someone else's transaction.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` on every NOTIFY on `channel`, from this process or another one. A notification raised by
   * a statement of this process is delivered before that statement's promise resolves (PGlite runs in
   * process; on PostgreSQL every pooled connection LISTENs, and a session receives its own notifications
   * before its ReadyForQuery), so caches invalidated this way are never stale for the writer's next read.
   */
  listen(channel: string, listener: (payload: string) => void, options?: ListenOptions): Promise<void>;
  /**
   * Calls `hook` when notifications may have been missed: the LISTEN connection was lost and is listening
   * again. Everything a notification keeps fresh (caches, live streams) must be dropped or re-checked.
   * Never called on PGlite (in process, nothing is lost).
   */
  onNotificationsMissed(hook: () => void): void;
  /** Connection state for /health. */
  health(): DbHealth;
  /** Where connection faults are logged (the app's logger); silent until set. */
  setLog(log: DbLog): void;
  close(): Promise<void>;
  /**
   * Public catalogue reads (issue 16): on PostgreSQL a second pool whose statements are prepared (named by
   * their text) and bounded by statement_timeout, so checkouts never queue behind a burst of reads. It does
   * not LISTEN: freshness comes from the writer's connection. Same as the Db itself on PGlite.
   */
  reads?: Queryable;
  /** Connections per pool (PostgreSQL), for /metrics. */
  poolStats?(): Record<string, { total: number; idle: number; waiting: number }>;
};

export type DbLog = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

export type DbHealth = {
  /**
   * The dedicated LISTEN connection: 'listening'; 'reconnecting' after it was lost (retried with back-off);
   * 'idle' before anything listens; 'in_process' on PGlite.
   */
  listener: 'listening' | 'reconnecting' | 'idle' | 'in_process';
  /** How many times the LISTEN connection was lost and opened again since start. */
  listener_reconnects: number;
  /** Connections PostgreSQL ended since start (pooled and listener). */
  connections_lost: number;
  pool?: { total: number; idle: number; waiting: number };
};

// node-postgres returns int8 and numeric as strings; we never store money in them (integers of rupiah
// live in int4/int8 columns read through ::int casts), so parse int8 to number for counts.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type DbOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL only: schema to use (tests get a fresh one each). */
  schema?: string;
  /** PostgreSQL only: application_name of every connection (pg_stat_activity tells this process's apart). */
  applicationName?: string;
  /** PostgreSQL only: the catalogue read pool's size and its statement_timeout (ms). */
  readPoolSize?: number;
  statementTimeoutMs?: number;
};

export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const db = await createPostgresDb(options.databaseUrl, options);
    return withReadPool(db, options.databaseUrl, options);
  }
  // The embedded database runs in a worker thread so the event loop stays free (issue 16).
  return createPgliteThreadDb(options.dataDir);
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Startup options of a Db with its own schema: its tables, and its own NOTIFY channels (migration 0028). */
const schemaOptions = (schema: string) => `-c search_path=${schema} -c rima.channel_prefix=${schema}__`;

async function createPostgresDb(url: string, options: DbOptions): Promise<Db> {
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
      if (listeners.size === 0) return statement(sql, async () => (await pool.query<T>(sql, params as unknown[])).rows);
      return statement(sql, () => withClient(async (client) => (await client.query<T>(sql, params as unknown[])).rows));
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
      try {
        const result = await fn({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<T>(sql, params as unknown[])).rows,
          async exec(sql) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
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

/** Attempts of one transaction on PostgreSQL when it hits a deadlock or a serialization failure. */
export const TX_MAX_ATTEMPTS = 5;
/** Jittered, growing pause before the next attempt: ~10–20 ms, 20–40 ms, 40–80 ms, 80–160 ms. */
const txRetryDelayMs = (attempt: number) => 10 * 2 ** (attempt - 1) * (1 + Math.random());

/** 40001 serialization failure, 40P01 deadlock: the transaction lost a race and may simply run again. */
export function isTransactionConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '40001' || code === '40P01';
}

/**
 * Runs a transaction that lost a race again, up to TX_MAX_ATTEMPTS times; then its error goes up (the error
 * handler answers 503 with Retry-After). The attempt was rolled back, so this is safe as long as the callback
 * has no side effect outside the database: events and e-mails go after commit (docs/invariants.md).
 */
function withConflictRetry(db: Db): Db {
  const once = db.transaction.bind(db);
  return {
    ...db,
    async transaction(fn) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await once(fn);
        } catch (error) {
          if (!isTransactionConflict(error) || attempt >= TX_MAX_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, txRetryDelayMs(attempt)));
        }
      }
    },
  };
}

const poolStats = (p: pg.Pool) => ({ total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount });

/**
 * Adds the catalogue read pool (see Db.reads) to a PostgreSQL Db. Its connections carry the same
 * application_name; a read whose connection PostgreSQL ended runs once more on a fresh one (it only reads).
 */
function withReadPool(db: Db, url: string, options: DbOptions): Db {
  const reads = new pg.Pool({
    connectionString: url,
    application_name: options.applicationName ?? 'rima',
    keepAlive: true,
    max: options.readPoolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: options.statementTimeoutMs ?? 5000,
    ...(options.schema ? { options: schemaOptions(options.schema) } : {}),
  });
  reads.on('error', () => undefined); // an idle connection dropped: the pool replaces it on the next query
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `r${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
      if (names.size < 5000) names.set(sql, name);
    }
    return name;
  };
  const read = async <T extends Row>(sql: string, params: readonly unknown[]) =>
    (await reads.query<T>({ name: nameOf(sql), text: sql, values: params as unknown[] })).rows;
  return {
    ...db,
    reads: {
      async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
        try {
          return await read<T>(sql, params);
        } catch (error) {
          if (!isConnectionError(error)) throw error;
          return read<T>(sql, params);
        }
      },
      exec: (sql) => db.exec(sql),
    },
    poolStats: () => ({ ...db.poolStats?.(), reads: poolStats(reads) }),
    async close() {
      await reads.end();
      await db.close();
    },
  };
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier: ${name}`);
  return `"${name}"`;
}

/** Postgres error code of a failed statement (23505 unique violation, ...), from pg or PGlite. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
