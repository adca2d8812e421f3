/** The database interface every repository and service uses, on PGlite and PostgreSQL alike. */

export type Row = Record<string, unknown>;

/** What repositories need: parameterised SQL. The same interface inside and outside a transaction. */
export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

/**
 * A transaction's Queryable. `execAndCommit` ends it: it sends a script without parameters and COMMIT in ONE
 * round trip, so the row locks the script takes are held only while the server runs it, never while this
 * process handles a reply (docs/decisions/062). When the script fails nothing is committed and its error
 * propagates (the transaction rolls back); nothing may be sent on the transaction afterwards.
 */
export type Transaction = Queryable & { execAndCommit(sql: string): Promise<void> };

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
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
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
   * Public catalogue reads (docs/decisions/016): on PostgreSQL a second pool whose statements are prepared (named by
   * their text) and bounded by statement_timeout, so checkouts never queue behind a burst of reads. It does
   * not LISTEN: freshness comes from the writer's connection. Same as the Db itself on PGlite.
   */
  reads?: Queryable;
  /** The catalogue's full load (no statement timeout): the replica when DATABASE_READ_URL is set (db/replica.ts). */
  loads?: Queryable;
  /** PGlite: a consistent snapshot of the data directory (tar.gz) while the shop runs (backup/backup.ts). */
  dump?(): Promise<Uint8Array>;
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

export type DbOptions = {
  databaseUrl?: string | undefined;
  /** A streaming replica for the catalogue's reads (db/replica.ts). */
  readUrl?: string | undefined;
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite only: a data directory archive (Db.dump's format) to start from. Tests start each app from one
   * migrated snapshot instead of replaying every migration (apps/server/test/pglite-template.ts).
   */
  template?: string | undefined;
  poolSize?: number;
  /** PostgreSQL only: schema to use (tests get a fresh one each). */
  schema?: string;
  /** PostgreSQL only: application_name of every connection (pg_stat_activity tells this process's apart). */
  applicationName?: string;
  /** PostgreSQL only: the catalogue read pool's size and its statement_timeout (ms). */
  readPoolSize?: number;
  statementTimeoutMs?: number;
};
