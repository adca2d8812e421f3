import type { PaymentMethod, RefundStatus } from '@rima/shared/api/orders';
import type { Queryable } from '../../db/client';

export type RefundRow = {
  id: number;
  order_id: number;
  payment_id: number;
  amount: number;
  status: RefundStatus;
  reference: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  completed_at: Date | null;
  /** set for a complaint's refund (docs/decisions/053); null for a cancellation's */
  complaint_id: number | null;
};

/** A pending refund claimed by the job, with what the provider needs. */
export type ClaimedRefund = RefundRow & {
  method: PaymentMethod;
  buyer_id: number;
  /** the provider that took the payment, and its reference there */
  provider: string;
  provider_ref: string | null;
};

const columns =
  'r.id, r.order_id, r.payment_id, r.amount, r.status, r.reference, r.attempts, r.last_error, r.created_at, r.completed_at, r.complaint_id';

export function createRefundsRepository() {
  return {
    /** One refund per order: a second request for the same order changes nothing and answers undefined. */
    async insert(
      db: Queryable,
      input: { orderId: number; paymentId: number; amount: number },
    ): Promise<RefundRow | undefined> {
      const rows = await db.query<RefundRow>(
        `INSERT INTO refunds AS r (order_id, payment_id, amount) VALUES ($1, $2, $3)
         ON CONFLICT (order_id) WHERE complaint_id IS NULL DO NOTHING RETURNING ${columns}`,
        [input.orderId, input.paymentId, input.amount],
      );
      return rows[0];
    },

    /** One refund per complaint: a second request for the same complaint changes nothing (undefined). */
    async insertForComplaint(
      db: Queryable,
      input: { orderId: number; paymentId: number; complaintId: number; amount: number },
    ): Promise<RefundRow | undefined> {
      const rows = await db.query<RefundRow>(
        `INSERT INTO refunds AS r (order_id, payment_id, complaint_id, amount) VALUES ($1, $2, $3, $4)
         ON CONFLICT (complaint_id) WHERE complaint_id IS NOT NULL DO NOTHING RETURNING ${columns}`,
        [input.orderId, input.paymentId, input.complaintId, input.amount],
      );
      return rows[0];
    },

    /** What complaints have refunded (or are refunding) of an order. */
    async complaintRefundTotal(db: Queryable, orderId: number): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        'SELECT coalesce(sum(amount), 0)::int AS total FROM refunds WHERE order_id = $1 AND complaint_id IS NOT NULL',
        [orderId],
      );
      return Number(row?.total ?? 0);
    },

    async findByComplaint(db: Queryable, complaintId: number): Promise<RefundRow | undefined> {
      return (
        await db.query<RefundRow>(`SELECT ${columns} FROM refunds r WHERE r.complaint_id = $1`, [complaintId])
      )[0];
    },

    async findByOrder(db: Queryable, orderId: number): Promise<RefundRow | undefined> {
      return (
        await db.query<RefundRow>(`SELECT ${columns} FROM refunds r WHERE r.order_id = $1 AND r.complaint_id IS NULL`, [
          orderId,
        ])
      )[0];
    },

    /**
     * The oldest pending refund that is due and that nobody else is working on, locked until the caller's
     * transaction ends (several processes may run the job at once).
     */
    async claimNextDue(db: Queryable, now: Date): Promise<ClaimedRefund | undefined> {
      const rows = await db.query<ClaimedRefund>(
        `SELECT ${columns}, p.method, p.buyer_id, p.provider, p.provider_ref
           FROM refunds r JOIN payments p ON p.id = r.payment_id
          WHERE r.status = 'pending' AND r.next_attempt_at <= $1
          ORDER BY r.next_attempt_at, r.id
          LIMIT 1
          FOR UPDATE OF r SKIP LOCKED`,
        [now],
      );
      return rows[0];
    },

    async markSucceeded(db: Queryable, id: number, reference: string, at: Date): Promise<void> {
      await db.query(
        `UPDATE refunds SET status = 'succeeded', reference = $2, attempts = attempts + 1, last_error = NULL,
                completed_at = $3, updated_at = $3
          WHERE id = $1 AND status = 'pending'`,
        [id, reference, at],
      );
    },

    /**
     * A refused attempt: stays pending until `retryAt`, or becomes failed when `retryAt` is null (the last
     * attempt). Answers the row as it is now.
     */
    async markAttemptFailed(
      db: Queryable,
      id: number,
      input: { error: string; retryAt: Date | null; at: Date },
    ): Promise<RefundRow | undefined> {
      const rows = await db.query<RefundRow>(
        `UPDATE refunds AS r SET attempts = attempts + 1, last_error = $2, updated_at = $4,
                next_attempt_at = COALESCE($3, next_attempt_at),
                status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE status END
          WHERE id = $1 AND status = 'pending' RETURNING ${columns}`,
        [id, input.error, input.retryAt, input.at],
      );
      return rows[0];
    },

    /** A failed refund goes back to the job's queue, due now, with a fresh budget of attempts. */
    async requeueFailed(db: Queryable, orderId: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE refunds SET status = 'pending', attempts = 0, next_attempt_at = now(), updated_at = now()
          WHERE order_id = $1 AND status = 'failed' RETURNING id`,
        [orderId],
      );
      return rows.length > 0;
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
