import { createPostgresDb } from './postgres';
import { createPgliteThreadDb } from './pglite-thread';
import { withReadPool } from './read-pool';
import { withReplica } from './replica';
import type { Db, DbOptions } from './types';

// The Db's types and helpers live in files of their own; importers keep reading them from here.
export type { Db, DbHealth, DbLog, DbOptions, ListenOptions, Queryable, Row, Transaction } from './types';
export { TX_MAX_ATTEMPTS } from './conflict-retry';
export { isTransactionConflict, pgErrorCode } from './pg-errors';
export { quoteIdent } from './quote-ident';

/** PostgreSQL (with the catalogue read pool, on a replica when readUrl is set) when a URL is set, else PGlite. */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const db = await createPostgresDb(options.databaseUrl, options);
    const withReads = withReadPool(db, options.databaseUrl, options);
    return options.readUrl ? withReplica(withReads, options.readUrl, options) : withReads;
  }
  // The embedded database runs in a worker thread so the event loop stays free (docs/decisions/016).
  return createPgliteThreadDb(options.dataDir, options.template);
}
