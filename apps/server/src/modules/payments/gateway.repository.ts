import type { Queryable } from '../../db/client';

export type NotificationRow = {
  id: number;
  provider: string;
  payment_id: number | null;
  provider_ref: string;
  transaction_status: string;
  gross_amount: string;
  is_signature_valid: boolean;
  outcome: string;
  body: Record<string, unknown>;
  received_at: Date;
};

export type FlagKind = 'amount_mismatch' | 'paid_after_expiry' | 'status_mismatch' | 'unknown_payment';
export type FlagRow = {
  id: number;
  payment_id: number | null;
  provider_ref: string;
  kind: FlagKind;
  detail: string;
  created_at: Date;
};

const notificationColumns =
  'id::int AS id, provider, payment_id, provider_ref, transaction_status, gross_amount, is_signature_valid, outcome, body, received_at';

/** The gateway's notifications (append-only: the table refuses UPDATE and DELETE) and operators' flags. */
export function createGatewayRepository() {
  return {
    async insertNotification(
      db: Queryable,
      n: Omit<NotificationRow, 'id' | 'received_at'> & { receivedAt: Date },
    ): Promise<void> {
      await db.query(
        `INSERT INTO payment_notifications (provider, payment_id, provider_ref, transaction_status, gross_amount,
                                            is_signature_valid, outcome, body, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
        [
          n.provider,
          n.payment_id,
          n.provider_ref,
          n.transaction_status,
          n.gross_amount,
          n.is_signature_valid,
          n.outcome,
          JSON.stringify(n.body),
          n.receivedAt,
        ],
      );
    },

    async findNotifications(db: Queryable, paymentId: number): Promise<NotificationRow[]> {
      return db.query<NotificationRow>(
        `SELECT ${notificationColumns} FROM payment_notifications WHERE payment_id = $1 ORDER BY id`,
        [paymentId],
      );
    },

    /** One flag per charge and kind: a repeated notification does not list it twice. */
    async insertFlag(
      db: Queryable,
      f: { paymentId: number | null; providerRef: string; kind: FlagKind; detail: string; at: Date },
    ): Promise<void> {
      await db.query(
        `INSERT INTO payment_flags (payment_id, provider_ref, kind, detail, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (provider_ref, kind) DO NOTHING`,
        [f.paymentId, f.providerRef, f.kind, f.detail, f.at],
      );
    },

    async findFlags(db: Queryable, limit: number): Promise<FlagRow[]> {
      return db.query<FlagRow>(
        `SELECT id, payment_id, provider_ref, kind, detail, created_at FROM payment_flags ORDER BY id DESC LIMIT $1`,
        [limit],
      );
    },

    /**
     * Pending payments of `provider` whose deadline passed, or quiet since `staleBefore` (charged or last asked
     * about then): the least recently asked first.
     */
    async findToReconcile(
      db: Queryable,
      provider: string,
      at: Date,
      staleBefore: Date,
      limit: number,
    ): Promise<{ id: number; provider_ref: string }[]> {
      return db.query<{ id: number; provider_ref: string }>(
        `SELECT id, provider_ref FROM payments
          WHERE status = 'pending' AND provider = $1 AND provider_ref IS NOT NULL
            AND (expires_at <= $2 OR COALESCE(checked_at, created_at) <= $3)
          ORDER BY checked_at NULLS FIRST, id LIMIT $4`,
        [provider, at, staleBefore, limit],
      );
    },

    async markChecked(db: Queryable, paymentId: number, at: Date): Promise<void> {
      await db.query('UPDATE payments SET checked_at = $2 WHERE id = $1', [paymentId, at]);
    },
  };
}
export type GatewayRepository = ReturnType<typeof createGatewayRepository>;
