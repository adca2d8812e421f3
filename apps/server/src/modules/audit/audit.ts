import type { Queryable } from '../../db/client';

/** Who did it: the operator's id and e-mail (kept as text too, so the log reads on its own). */
export type Operator = { id: number; email: string };

export type AuditInput = {
  actor: Operator;
  action: string;
  targetType: string;
  targetId: number | string | null;
  reason?: string | null | undefined;
  before?: unknown;
  after?: unknown;
};

/**
 * The one writer of the audit log (docs/decisions/014). Every operator action calls it inside the transaction that
 * makes the change, so an action and its entry commit together or not at all. The table is append-only
 * (migration 0040: a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export async function recordAudit(tx: Queryable, entry: AuditInput): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      entry.actor.id,
      entry.actor.email,
      entry.action,
      entry.targetType,
      entry.targetId === null ? null : String(entry.targetId),
      entry.reason ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
