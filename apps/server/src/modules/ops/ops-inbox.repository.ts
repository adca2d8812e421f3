import type { Queryable } from '../../db/client';

export type ContactRecord = {
  id: number;
  name: string;
  email: string;
  website: string;
  plan: string;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  replies: { id: number; text: string; created_at: string }[];
};

const contactColumns = `m.id, m.name, m.email, m.website, m.plan, m.message, m.created_at, m.handled_at,
  coalesce((SELECT json_agg(json_build_object('id', r.id, 'text', r.text, 'created_at', r.created_at) ORDER BY r.id)
              FROM contact_replies r WHERE r.message_id = m.id), '[]'::json) AS replies`;

/** SQL of the contact form's inbox: the messages and the operators' replies. */
export function createOpsInboxRepository() {
  return {
    /** A message from the public contact form. */
    async insertContact(
      q: Queryable,
      message: { name: string; email: string; website: string; plan: string; message: string },
    ): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO contact_messages (name, email, website, plan, message) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [message.name, message.email, message.website, message.plan, message.message],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('contact insert returned no id');
      return id;
    },
    async listContact(q: Queryable, filter: { handled: 'true' | 'false' | 'all'; limit: number; offset: number }) {
      const where =
        filter.handled === 'all' ? '' : `WHERE m.handled_at IS ${filter.handled === 'true' ? 'NOT NULL' : 'NULL'}`;
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM contact_messages m ${where}`);
      const rows = await q.query<ContactRecord>(
        `SELECT ${contactColumns} FROM contact_messages m ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $1 OFFSET $2`,
        [filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },
    async findContact(q: Queryable, id: number, lock = false): Promise<ContactRecord | undefined> {
      if (lock) await q.query('SELECT id FROM contact_messages WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<ContactRecord>(`SELECT ${contactColumns} FROM contact_messages m WHERE m.id = $1`, [
        id,
      ]);
      return row;
    },
    async insertReply(q: Queryable, input: { messageId: number; operatorId: number; text: string }): Promise<void> {
      await q.query('INSERT INTO contact_replies (message_id, operator_id, text) VALUES ($1, $2, $3)', [
        input.messageId,
        input.operatorId,
        input.text,
      ]);
    },
    async setHandled(q: Queryable, id: number, operatorId: number, handled: boolean): Promise<void> {
      await q.query(
        `UPDATE contact_messages SET handled_at = CASE WHEN $3 THEN coalesce(handled_at, now()) END,
                handled_by = CASE WHEN $3 THEN $2::int END WHERE id = $1`,
        [id, operatorId, handled],
      );
    },
  };
}
export type OpsInboxRepository = ReturnType<typeof createOpsInboxRepository>;
