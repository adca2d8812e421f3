import type { PaymentMethod, PaymentStatus } from '@rima/shared/api/orders';
import type { Queryable } from '../../db/client';
import type { StoredInstructions } from './provider';

export type PaymentRow = {
  id: number;
  buyer_id: number;
  method: PaymentMethod;
  provider: string;
  amount: number;
  va_number: string | null;
  status: PaymentStatus;
  expires_at: Date;
  paid_at: Date | null;
  created_at: Date;
  /** the charge's order id at the gateway */
  provider_ref: string | null;
  instructions: StoredInstructions;
};

const columns =
  'id, buyer_id, method, provider, amount, va_number, status, expires_at, paid_at, created_at, provider_ref, instructions';

export function createPaymentsRepository() {
  return {
    async findById(db: Queryable, id: number): Promise<PaymentRow | undefined> {
      return (await db.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE id = $1`, [id]))[0];
    },

    /**
     * Locks the payment row until the transaction ends. The first lock of every change to a payment or its
     * orders (then its orders by id): one lock order everywhere, so these changes queue instead of deadlocking.
     */
    async lockById(db: Queryable, id: number): Promise<PaymentRow | undefined> {
      return (await db.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE id = $1 FOR UPDATE`, [id]))[0];
    },

    async findByProviderRef(db: Queryable, provider: string, ref: string): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `SELECT ${columns} FROM payments WHERE provider = $1 AND provider_ref = $2`,
        [provider, ref],
      );
      return rows[0];
    },

    async findByIds(db: Queryable, ids: readonly number[]): Promise<PaymentRow[]> {
      return db.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE id = ANY($1::int[])`, [[...ids]]);
    },

    /** pending → paid, only while not expired; the WHERE makes a second settlement a no-op. */
    async markPaid(db: Queryable, id: number, now: Date): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `UPDATE payments SET status = 'paid', paid_at = $2, updated_at = $2
          WHERE id = $1 AND status = 'pending' AND expires_at > $2 RETURNING ${columns}`,
        [id, now],
      );
      return rows[0];
    },

    /**
     * pending → paid because the gateway says the money arrived: past our deadline too, since the money is
     * taken either way (an expired or cancelled payment stays as it is: operators refund it).
     */
    async markPaidByGateway(db: Queryable, id: number, now: Date): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `UPDATE payments SET status = 'paid', paid_at = $2, updated_at = $2
          WHERE id = $1 AND status = 'pending' RETURNING ${columns}`,
        [id, now],
      );
      return rows[0];
    },

    /** Adds to what the buyer needs to pay it (a card's 3-D Secure page). */
    async addInstructions(db: Queryable, id: number, add: StoredInstructions): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `UPDATE payments SET instructions = instructions || $2::jsonb, updated_at = now()
          WHERE id = $1 RETURNING ${columns}`,
        [id, JSON.stringify(add)],
      );
      return rows[0];
    },

    /** pending → expired once the deadline passed; exactly one caller wins. */
    async markExpired(db: Queryable, id: number, now: Date): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `UPDATE payments SET status = 'expired', updated_at = $2
          WHERE id = $1 AND status = 'pending' AND expires_at <= $2 RETURNING ${columns}`,
        [id, now],
      );
      return rows[0];
    },

    /** pending → expired because the gateway says it can no longer be paid (before our own deadline too). */
    async markExpiredByGateway(db: Queryable, id: number, now: Date): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `UPDATE payments SET status = 'expired', updated_at = $2
          WHERE id = $1 AND status = 'pending' RETURNING ${columns}`,
        [id, now],
      );
      return rows[0];
    },

    async findDue(db: Queryable, now: Date, limit: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM payments WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
        [now, limit],
      );
      return rows.map((r) => r.id);
    },

    /**
     * A pending payment owes the sum of its live (not cancelled) orders; with none left it is cancelled and can
     * no longer be paid. Recomputed from the orders in one statement, under the payment's row lock.
     */
    async syncPendingAmount(db: Queryable, id: number): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `WITH live AS (
           SELECT COALESCE(sum(total), 0)::int AS amount, count(*)::int AS n
             FROM orders WHERE payment_id = $1 AND status <> 'cancelled'
         )
         UPDATE payments p
            SET amount = live.amount,
                status = CASE WHEN live.n = 0 THEN 'cancelled' ELSE p.status END,
                updated_at = now()
           FROM live
          WHERE p.id = $1 AND p.status = 'pending'
         RETURNING ${columns
           .split(', ')
           .map((c) => `p.${c}`)
           .join(', ')}`,
        [id],
      );
      return rows[0];
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
