import type { Db, Queryable } from '../src/db/client';

/** What one request sent to the database: every statement in order, and BEGIN/COMMIT/ROLLBACK as sent. */
export type StatementLog = {
  /** Starts a fresh recording. */
  start(): void;
  /** The statements since start(), each with its whitespace squeezed. */
  taken(): string[];
  /** Resolves once nothing was sent for `ms` (work after a commit, such as notifications, has finished). */
  quiet(ms?: number): Promise<void>;
};

const short = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/**
 * Wraps a Db so every statement it sends (outside and inside transactions, and on the read pool) is recorded:
 * one entry per round trip to the database.
 */
export function recordStatements(db: Db): { db: Db; log: StatementLog } {
  let seen: string[] | undefined;
  let sent = 0;
  const note = (sql: string) => {
    sent += 1;
    seen?.push(short(sql));
  };
  const wrap = (q: Queryable): Queryable => ({
    query(sql, params) {
      note(sql);
      return q.query(sql, params);
    },
    exec(sql) {
      note(sql);
      return q.exec(sql);
    },
  });
  const wrapped: Db = {
    ...db,
    ...wrap(db),
    ...(db.reads ? { reads: wrap(db.reads) } : {}),
    async transaction(fn) {
      return db.transaction(async (tx) => {
        note('BEGIN');
        let committed = false;
        try {
          const result = await fn({
            ...wrap(tx),
            // one round trip: the script and its COMMIT
            execAndCommit(sql) {
              note(`${sql}; COMMIT`);
              committed = true;
              return tx.execAndCommit(sql);
            },
          });
          if (!committed) note('COMMIT');
          return result;
        } catch (error) {
          note('ROLLBACK');
          throw error;
        }
      });
    },
  };
  return {
    db: wrapped,
    log: {
      start() {
        seen = [];
      },
      taken: () => [...(seen ?? [])],
      async quiet(ms = 50) {
        for (let before = -1; before !== sent;) {
          before = sent;
          await new Promise((resolve) => setTimeout(resolve, ms));
        }
      },
    },
  };
}
