import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
  close(): Promise<void>;
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
};

export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.poolSize ?? 10, options.schema);
  return createPgliteDb(options.dataDir);
}

async function createPgliteDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lite = new PGlite(dataDir);
  await lite.waitReady;
  const query = async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
    (await lite.query<T>(sql, params as unknown[])).rows;
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      await lite.exec(sql);
    },
    async transaction(fn) {
      return lite.transaction((tx) =>
        fn({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, params as unknown[])).rows,
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async listen(channel, listener) {
      await lite.listen(channel, (payload) => listener(payload));
    },
    async close() {
      await lite.close();
    },
  };
}

async function createPostgresDb(url: string, poolSize: number, schema: string | undefined): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    await admin.end();
  }
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
  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (listeners.size === 0) return client;
    let channels = listeningOn.get(client);
    if (!channels) {
      channels = new Set();
      listeningOn.set(client, channels);
      ownBackends.add(backendPid(client));
      client.on('notification', (msg) => listeners.get(msg.channel)?.forEach((l) => l(msg.payload ?? '')));
    }
    for (const channel of listeners.keys()) {
      if (channels.has(channel)) continue;
      await client.query(`LISTEN ${quoteIdent(channel)}`);
      channels.add(channel);
    }
    return client;
  }
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  }
  // A dedicated connection keeps listening while the pool is idle, so other processes' writes arrive too.
  let listenerClient: pg.Client | undefined;

  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      if (listeners.size === 0) return (await pool.query<T>(sql, params as unknown[])).rows;
      return withClient(async (client) => (await client.query<T>(sql, params as unknown[])).rows);
    },
    async exec(sql) {
      await withClient((client) => client.query(sql));
    },
    async listen(channel, listener, options = {}) {
      quoteIdent(channel);
      const registry = options.onWriterConnections === false ? dedicatedListeners : listeners;
      const set = registry.get(channel) ?? new Set();
      set.add(listener);
      registry.set(channel, set);
      if (!listenerClient) {
        listenerClient = new pg.Client({
          connectionString: url,
          ...(schema ? { options: `-c search_path=${schema}` } : {}),
        });
        listenerClient.on('notification', (msg) => {
          // Pooled connections deliver their channels' notifications when this process writes; this
          // connection delivers those of other processes, and every dedicated channel exactly once.
          if (!ownBackends.has(msg.processId)) listeners.get(msg.channel)?.forEach((l) => l(msg.payload ?? ''));
          dedicatedListeners.get(msg.channel)?.forEach((l) => l(msg.payload ?? ''));
        });
        listenerClient.on('error', () => undefined);
        await listenerClient.connect();
      }
      await listenerClient.query(`LISTEN ${quoteIdent(channel)}`);
    },
    async transaction(fn) {
      const client = await connect();
      try {
        await client.query('BEGIN');
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
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await listenerClient?.end().catch(() => undefined);
      await pool.end();
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
