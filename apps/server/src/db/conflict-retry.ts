import { isTransactionConflict } from './pg-errors';
import type { Db } from './types';

/** Attempts of one transaction on PostgreSQL when it hits a deadlock or a serialization failure. */
export const TX_MAX_ATTEMPTS = 5;
/** Jittered, growing pause before the next attempt: ~10–20 ms, 20–40 ms, 40–80 ms, 80–160 ms. */
const txRetryDelayMs = (attempt: number) => 10 * 2 ** (attempt - 1) * (1 + Math.random());

/**
 * Runs a transaction that lost a race again, up to TX_MAX_ATTEMPTS times; then its error goes up (the error
 * handler answers 503 with Retry-After). The attempt was rolled back, so this is safe as long as the callback
 * has no side effect outside the database: events and e-mails go after commit (docs/invariants.md).
 */
export function withConflictRetry(db: Db): Db {
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
