import type { CouponBody } from '@rima/shared/api/ops';
import type { Queryable } from '../../db/client';
import type { Coupon } from './coupon-rules';

/** A coupon as the operator console shows it, with its usage counts. */
export type CouponRecord = Coupon & {
  paused_at: Date | null;
  created_at: Date;
  redemptions: number;
  customers: number;
};

const columns = `id, code, kind, value, max_discount, min_spend, starts_at, ends_at, usage_limit, per_user_limit, used_count, paused_at`;

const couponColumns = `${columns}, created_at,
  (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS redemptions,
  (SELECT count(DISTINCT r.user_id)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS customers`;

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

    // ---- the operator console ----
    async listCoupons(q: Queryable): Promise<CouponRecord[]> {
      return q.query<CouponRecord>(
        `SELECT ${couponColumns} FROM coupons c ORDER BY c.created_at DESC, c.id DESC LIMIT 500`,
      );
    },
    async findCoupon(q: Queryable, id: number, lock = false): Promise<CouponRecord | undefined> {
      if (lock) await q.query('SELECT id FROM coupons WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<CouponRecord>(`SELECT ${couponColumns} FROM coupons c WHERE c.id = $1`, [id]);
      return row;
    },
    async insertCoupon(q: Queryable, c: CouponBody): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO coupons (code, kind, value, max_discount, min_spend, starts_at, ends_at, usage_limit, per_user_limit)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [c.code, c.kind, c.value, c.max_discount, c.min_spend, c.starts_at, c.ends_at, c.usage_limit, c.per_user_limit],
      );
      if (!row) throw new Error('coupon insert returned no id');
      return row.id;
    },
    async updateCoupon(q: Queryable, id: number, c: CouponBody): Promise<void> {
      await q.query(
        `UPDATE coupons SET code = $2, kind = $3, value = $4, max_discount = $5, min_spend = $6, starts_at = $7,
                ends_at = $8, usage_limit = $9, per_user_limit = $10 WHERE id = $1`,
        [
          id,
          c.code,
          c.kind,
          c.value,
          c.max_discount,
          c.min_spend,
          c.starts_at,
          c.ends_at,
          c.usage_limit,
          c.per_user_limit,
        ],
      );
    },
    async setCouponPaused(q: Queryable, id: number, paused: boolean): Promise<void> {
      await q.query('UPDATE coupons SET paused_at = CASE WHEN $2 THEN coalesce(paused_at, now()) END WHERE id = $1', [
        id,
        paused,
      ]);
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
