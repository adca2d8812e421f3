import type { NotificationMessageKey, NotificationParams } from '@rima/shared/notification-messages';
import type { Queryable } from '../../db/client';

export type NotificationRecord = {
  id: number;
  user_id: number;
  type: string;
  title: string;
  text: string;
  link: string;
  message_key: string | null;
  params: NotificationParams | null;
  read_at: string | null;
  created_at: string;
};

export type NewNotification = {
  userId: number;
  type: string;
  title: string;
  text: string;
  link: string;
  /** The message's key and parameters, for the viewer's language (title and text are its English). */
  key?: NotificationMessageKey;
  params?: NotificationParams;
};

const COLUMNS = `id, user_id, type, title, text, link, message_key, params,
  to_char(read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS read_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export function createNotificationsRepository(db: Queryable) {
  return {
    async insert(n: NewNotification): Promise<NotificationRecord> {
      const rows = await db.query<NotificationRecord>(
        `INSERT INTO notifications (user_id, type, title, text, link, message_key, params)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING ${COLUMNS}`,
        [n.userId, n.type, n.title, n.text, n.link, n.key ?? null, n.params ? JSON.stringify(n.params) : null],
      );
      const row = rows[0];
      if (!row) throw new Error('notification insert returned nothing');
      return row;
    },
    async findPage(userId: number, limit: number, offset: number) {
      const [rows, counts] = await Promise.all([
        db.query<NotificationRecord>(
          `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [userId, limit, offset],
        ),
        db.query<{ total: number; unread: number }>(
          `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
             FROM notifications WHERE user_id = $1`,
          [userId],
        ),
      ]);
      return { rows, total: counts[0]?.total ?? 0, unread: counts[0]?.unread ?? 0 };
    },
    async markRead(userId: number, id: number): Promise<NotificationRecord | undefined> {
      const rows = await db.query<NotificationRecord>(
        `UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId],
      );
      return rows[0];
    },
    async markAllRead(userId: number): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id',
        [userId],
      );
      return rows.length;
    },
    async countUnread(userId: number): Promise<number> {
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      );
      return rows[0]?.count ?? 0;
    },
    /** How a user is named to others: a store by its store name, a shopper by their name. */
    async userName(userId: number): Promise<string> {
      const rows = await db.query<{ name: string }>(
        `SELECT CASE WHEN role = 'seller' THEN username ELSE COALESCE(NULLIF(name, ''), username) END AS name
           FROM users WHERE id = $1`,
        [userId],
      );
      return rows[0]?.name ?? 'Someone';
    },
    async productName(productId: number): Promise<string> {
      const rows = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [productId]);
      return rows[0]?.name ?? 'your product';
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
