import type { Queryable } from '../../db/client';

/** A seller's saved chat answers (chat_quick_replies, migration 0087). */
export function createQuickRepliesRepository() {
  return {
    findMany: (db: Queryable, sellerId: number) =>
      db.query<{ id: number; text: string }>(
        'SELECT id, text FROM chat_quick_replies WHERE seller_id = $1 ORDER BY id',
        [sellerId],
      ),

    /**
     * Inserts unless the store already has `max`: one statement under the store's advisory lock, so parallel
     * saves cannot pass the limit together. Undefined when full.
     */
    async insertWithin(db: Queryable, sellerId: number, text: string, max: number) {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chat_quick_replies:${sellerId}`]);
      const rows = await db.query<{ id: number; text: string }>(
        `INSERT INTO chat_quick_replies (seller_id, text)
         SELECT $1, $2 WHERE (SELECT count(*) FROM chat_quick_replies WHERE seller_id = $1) < $3
         RETURNING id, text`,
        [sellerId, text, max],
      );
      return rows[0];
    },

    async delete(db: Queryable, sellerId: number, id: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM chat_quick_replies WHERE id = $1 AND seller_id = $2 RETURNING id', [
        id,
        sellerId,
      ]);
      return rows.length > 0;
    },
  };
}

export type QuickRepliesRepository = ReturnType<typeof createQuickRepliesRepository>;
