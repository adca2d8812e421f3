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

    /**
     * The newest notifications, each with its payment's orders; `q` finds them by payment id, order id or the
     * gateway's order id (exact), so an operator holding any of the three finds the payment's whole log.
     */
    async searchNotifications(
      db: Queryable,
      q: { id: number | null; ref: string | null },
      limit: number,
    ): Promise<(NotificationRow & { order_ids: number[] })[]> {
      // A forged notification is stored without a payment: the payment it names is found by its order id.
      return db.query<NotificationRow & { order_ids: number[] }>(
        `SELECT n.id::int AS id, n.provider, p.id AS payment_id, n.provider_ref, n.transaction_status,
                n.gross_amount, n.is_signature_valid, n.outcome, n.body, n.received_at,
                COALESCE((SELECT array_agg(o.id ORDER BY o.id) FROM orders o WHERE o.payment_id = p.id), '{}')
                  AS order_ids
           FROM payment_notifications n
           LEFT JOIN payments p
             ON p.id = COALESCE(n.payment_id,
                                (SELECT x.id FROM payments x
                                  WHERE x.provider = n.provider AND x.provider_ref = n.provider_ref))
          WHERE ($1::int IS NULL AND $2::text IS NULL)
             OR p.id = $1
             OR p.id = (SELECT payment_id FROM orders WHERE id = $1)
             OR n.provider_ref = $2
          ORDER BY n.id DESC LIMIT $3`,
        [q.id, q.ref, limit],
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

    /** The newest flags, each with its payment's orders (what the console links to). */
    async findFlags(db: Queryable, limit: number): Promise<(FlagRow & { order_ids: number[] })[]> {
      return db.query<FlagRow & { order_ids: number[] }>(
        `SELECT f.id, f.payment_id, f.provider_ref, f.kind, f.detail, f.created_at,
                COALESCE((SELECT array_agg(o.id ORDER BY o.id) FROM orders o WHERE o.payment_id = f.payment_id),
                         '{}') AS order_ids
           FROM payment_flags f ORDER BY f.id DESC LIMIT $1`,
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
