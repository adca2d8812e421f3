import crypto from 'node:crypto';
import pg from 'pg';
import { isConnectionError } from './connection-faults';
import { CONNECT_TIMEOUT_MS, poolStats, schemaOptions } from './postgres';
import type { Db, DbOptions, Row } from './types';

/**
 * Adds the catalogue read pool (see Db.reads) to a PostgreSQL Db. Its connections carry the same
 * application_name; a read whose connection PostgreSQL ended runs once more on a fresh one (it only reads).
 */
export function withReadPool(db: Db, url: string, options: DbOptions): Db {
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
