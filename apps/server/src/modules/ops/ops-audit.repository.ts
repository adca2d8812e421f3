import type { Queryable } from '../../db/client';

/** SQL of the audit log's reading (modules/audit writes it). */
/** One audit_log row as read. */
export type AuditRecord = {
  id: number;
  actor_id: number;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};

export function createOpsAuditRepository() {
  return {
    async listAudit(q: Queryable, filter: { q?: string | undefined; limit: number; offset: number }) {
      const params: unknown[] = [];
      let where = '';
      const text = filter.q?.trim();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where = `WHERE a.action ILIKE $1 OR a.actor_email ILIKE $1 OR a.target_type ILIKE $1 OR a.target_id = $2`;
        params.push(like, text);
      }
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a ${where}`, params);
      const rows = await q.query<AuditRecord>(
        `SELECT a.id, a.actor_id, a.actor_email, a.action, a.target_type, a.target_id, a.reason, a.before, a.after,
                a.created_at
           FROM audit_log a ${where} ORDER BY a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },
  };
}
export type OpsAuditRepository = ReturnType<typeof createOpsAuditRepository>;
