import type { PaymentMethod, PaymentStatus } from '@rima/shared/api/orders';
import type { Queryable } from '../../db/client';

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
};

const columns = 'id, buyer_id, method, provider, amount, va_number, status, expires_at, paid_at, created_at';

export function createPaymentsRepository() {
  return {
    async insert(
      db: Queryable,
      input: {
        buyerId: number;
        method: PaymentMethod;
        provider: string;
        amount: number;
        vaNumber: string | null;
        expiresAt: Date;
      },
    ): Promise<PaymentRow> {
      const rows = await db.query<PaymentRow>(
        `INSERT INTO payments (buyer_id, method, provider, amount, va_number, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
        [input.buyerId, input.method, input.provider, input.amount, input.vaNumber, input.expiresAt],
      );
      const row = rows[0];
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },

    async findById(db: Queryable, id: number): Promise<PaymentRow | undefined> {
      return (await db.query<PaymentRow>(`SELECT ${columns} FROM payments WHERE id = $1`, [id]))[0];
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

    /** pending → expired once the deadline passed; exactly one caller wins. */
    async markExpired(db: Queryable, id: number, now: Date): Promise<PaymentRow | undefined> {
      const rows = await db.query<PaymentRow>(
        `UPDATE payments SET status = 'expired', updated_at = $2
          WHERE id = $1 AND status = 'pending' AND expires_at <= $2 RETURNING ${columns}`,
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

    /** A pending payment loses a cancelled order's amount; with no order left to pay it is cancelled. */
    async deductCancelled(db: Queryable, id: number, amount: number, isNoneLeft: boolean): Promise<void> {
      await db.query(
        `UPDATE payments
            SET amount = GREATEST(amount - $2, 0),
                status = CASE WHEN $3::boolean THEN 'cancelled' ELSE status END,
                updated_at = now()
          WHERE id = $1 AND status = 'pending'`,
        [id, amount, isNoneLeft],
      );
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
