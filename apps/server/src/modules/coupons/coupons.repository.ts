import type { Queryable } from '../../db/client';
import type { Coupon } from './coupon-rules';

const columns = `id, code, kind, value, max_discount, min_spend, starts_at, ends_at, usage_limit, per_user_limit, used_count, paused_at`;

export function createCouponsRepository() {
  return {
    async findByCode(db: Queryable, code: string): Promise<Coupon | undefined> {
      const rows = await db.query<Coupon>(`SELECT ${columns} FROM coupons WHERE upper(code) = upper($1)`, [code]);
      return rows[0];
    },
    async findById(db: Queryable, id: number): Promise<Coupon | undefined> {
      const rows = await db.query<Coupon>(`SELECT ${columns} FROM coupons WHERE id = $1`, [id]);
      return rows[0];
    },
    async countRedemptions(db: Queryable, couponId: number, userId: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2',
        [couponId, userId],
      );
      return rows[0]?.n ?? 0;
    },
    /** Takes one use if any is left: the conditional UPDATE is the lock that stops a single-use coupon twice. */
    async takeUse(db: Queryable, couponId: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE coupons SET used_count = used_count + 1
          WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING id`,
        [couponId],
      );
      return rows.length > 0;
    },
    async insertRedemption(db: Queryable, input: { couponId: number; userId: number; paymentId: number }) {
      await db.query('INSERT INTO coupon_redemptions (coupon_id, user_id, payment_id) VALUES ($1, $2, $3)', [
        input.couponId,
        input.userId,
        input.paymentId,
      ]);
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
