import type { Queryable } from '../../db/client';

const ts = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type ConversationRecord = {
  id: number;
  customer_id: number;
  seller_id: number;
  product_id: number | null;
  other_id: number;
  other_name: string;
  other_role: 'customer' | 'seller';
  last_text: string | null;
  last_sender_id: number | null;
  last_created_at: string | null;
  last_message_at: string | null;
  unread: number;
};

export type MessageRecord = {
  id: number;
  conversation_id: number;
  sender_id: number;
  text: string;
  created_at: string;
  read_at: string | null;
  product_id: number | null;
  product_name: string | null;
  product_price: number | null;
  product_photo_key: string | null;
};

export type Participants = { id: number; customer_id: number; seller_id: number };

const CONVERSATION_SELECT = `
  SELECT c.id, c.customer_id, c.seller_id, c.product_id,
         o.id AS other_id, o.role AS other_role,
         -- a store is named by its store name; a shopper by their name, else their username
         CASE WHEN o.role = 'seller' THEN o.username ELSE COALESCE(NULLIF(o.name, ''), o.username) END AS other_name,
         ${ts('c.last_message_at')} AS last_message_at,
         lm.text AS last_text, lm.sender_id AS last_sender_id, ${ts('lm.created_at')} AS last_created_at,
         (SELECT count(*)::int FROM messages m
           WHERE m.conversation_id = c.id AND m.sender_id <> $1 AND m.read_at IS NULL) AS unread
    FROM conversations c
    JOIN users o ON o.id = CASE WHEN c.customer_id = $1 THEN c.seller_id ELSE c.customer_id END
    LEFT JOIN LATERAL (
      SELECT m.text, m.sender_id, m.created_at FROM messages m
       WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
    ) lm ON true`;

const MESSAGE_SELECT = `
  SELECT m.id, m.conversation_id, m.sender_id, m.text, ${ts('m.created_at')} AS created_at, ${ts('m.read_at')} AS read_at,
         p.id AS product_id, p.name AS product_name, p.price AS product_price,
         (SELECT ph.file_key FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS product_photo_key
    FROM messages m
    LEFT JOIN products p ON p.id = m.product_id`;

export function createChatRepository(db: Queryable) {
  return {
    async findUserRole(userId: number): Promise<'customer' | 'seller' | undefined> {
      const rows = await db.query<{ role: 'customer' | 'seller' }>('SELECT role FROM users WHERE id = $1', [userId]);
      return rows[0]?.role;
    },
    async productExists(productId: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM products WHERE id = $1', [productId])).length > 0;
    },
    /** Creates the pair's conversation or returns the existing one's id. */
    async upsertConversation(customerId: number, sellerId: number, productId: number | null): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO conversations (customer_id, seller_id, product_id) VALUES ($1, $2, $3)
         ON CONFLICT (customer_id, seller_id) DO UPDATE SET product_id = COALESCE(EXCLUDED.product_id, conversations.product_id)
         RETURNING id`,
        [customerId, sellerId, productId],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('conversation upsert returned nothing');
      return id;
    },
    /** The conversation if the user takes part in it; undefined for strangers (the caller answers 404). */
    async findParticipants(conversationId: number, userId: number): Promise<Participants | undefined> {
      const rows = await db.query<Participants>(
        'SELECT id, customer_id, seller_id FROM conversations WHERE id = $1 AND (customer_id = $2 OR seller_id = $2)',
        [conversationId, userId],
      );
      return rows[0];
    },
    async findConversation(conversationId: number, userId: number): Promise<ConversationRecord | undefined> {
      const rows = await db.query<ConversationRecord>(
        `${CONVERSATION_SELECT} WHERE c.id = $2 AND (c.customer_id = $1 OR c.seller_id = $1)`,
        [userId, conversationId],
      );
      return rows[0];
    },
    async findConversations(userId: number): Promise<ConversationRecord[]> {
      return db.query<ConversationRecord>(
        `${CONVERSATION_SELECT} WHERE c.customer_id = $1 OR c.seller_id = $1
         ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC`,
        [userId],
      );
    },
    /** Newest `limit` messages older than `before` (all when undefined), newest first. */
    async findMessages(conversationId: number, before: number | undefined, limit: number): Promise<MessageRecord[]> {
      return db.query<MessageRecord>(
        `${MESSAGE_SELECT} WHERE m.conversation_id = $1 AND ($2::int IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT $3`,
        [conversationId, before ?? null, limit],
      );
    },
    async findMessage(id: number): Promise<MessageRecord | undefined> {
      return (await db.query<MessageRecord>(`${MESSAGE_SELECT} WHERE m.id = $1`, [id]))[0];
    },
    async insertMessage(
      conversationId: number,
      senderId: number,
      text: string,
      productId: number | null,
    ): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'INSERT INTO messages (conversation_id, sender_id, text, product_id) VALUES ($1, $2, $3, $4) RETURNING id',
        [conversationId, senderId, text, productId],
      );
      await db.query('UPDATE conversations SET last_message_at = now() WHERE id = $1', [conversationId]);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('message insert returned nothing');
      return id;
    },
    async markRead(conversationId: number, readerId: number): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `UPDATE messages SET read_at = now()
          WHERE conversation_id = $1 AND sender_id <> $2 AND read_at IS NULL RETURNING id`,
        [conversationId, readerId],
      );
      return rows.length;
    },
    async countUnread(userId: number): Promise<number> {
      const rows = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE (c.customer_id = $1 OR c.seller_id = $1) AND m.sender_id <> $1 AND m.read_at IS NULL`,
        [userId],
      );
      return rows[0]?.count ?? 0;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
