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

export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside one transaction; commits when it resolves, rolls back when it throws.
   * PGlite has one connection: its transaction holds an exclusive lock, so concurrent requests queue
   * instead of interleaving statements inside someone else's transaction.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
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
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
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
