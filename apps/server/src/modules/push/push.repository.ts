import type { Language } from '@rima/shared/language';
import type { Queryable } from '../../db/client';

export type PushSubscriptionRecord = {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
};

/** A subscription with the language its account reads (users.language). */
export type PushTarget = PushSubscriptionRecord & { language: Language };

export type NewPushSubscription = {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
};

const COLUMNS = `s.id, s.user_id, s.endpoint, s.p256dh, s.auth,
  to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** modules/push owns push_subscriptions (migration 0095). */
export function createPushRepository(db: Queryable) {
  return {
    /**
     * Saves the browser's subscription for the user (moving it from another account if the browser changed
     * hands) and keeps the user's newest `max`. Under the user's advisory lock, so parallel saves cannot leave
     * more than `max` between them. Call inside a transaction (the lock lasts until it ends).
     */
    async upsertWithin(tx: Queryable, s: NewPushSubscription, max: number): Promise<PushSubscriptionRecord> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`push_subscriptions:${s.userId}`]);
      const rows = await tx.query<PushSubscriptionRecord>(
        `INSERT INTO push_subscriptions AS s (user_id, endpoint, p256dh, auth, user_agent)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
               user_agent = EXCLUDED.user_agent, created_at = now()
         RETURNING ${COLUMNS}`,
        [s.userId, s.endpoint, s.p256dh, s.auth, s.userAgent],
      );
      const row = rows[0];
      if (!row) throw new Error('push subscription upsert returned nothing');
      await tx.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
        [s.userId, max],
      );
      return row;
    },
    async deleteForUser(userId: number, endpoint: string): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id',
        [userId, endpoint],
      );
      return rows.length;
    },
    /** The push service said the subscription is gone (404, 410). */
    async deleteById(id: number): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
    },
    async findTargets(userId: number): Promise<PushTarget[]> {
      return db.query<PushTarget>(
        `SELECT ${COLUMNS}, u.language FROM push_subscriptions s JOIN users u ON u.id = s.user_id
          WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
        [userId],
      );
    },
    async markUsed(id: number): Promise<void> {
      await db.query('UPDATE push_subscriptions SET last_used_at = now() WHERE id = $1', [id]);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
