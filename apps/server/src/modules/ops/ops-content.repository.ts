import type { CouponBody } from '@rima/shared/api/ops';
import type { Queryable } from '../../db/client';

export type CouponRecord = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: Date;
  ends_at: Date;
  usage_limit: number | null;
  per_user_limit: number | null;
  used_count: number;
  redemptions: number;
  customers: number;
  paused_at: Date | null;
  created_at: Date;
};
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

const couponColumns = `c.id, c.code, c.kind, c.value, c.max_discount, c.min_spend, c.starts_at, c.ends_at, c.usage_limit,
  c.per_user_limit, c.used_count, c.paused_at, c.created_at,
  (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS redemptions,
  (SELECT count(DISTINCT r.user_id)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS customers`;
const contactColumns = `m.id, m.name, m.email, m.website, m.plan, m.message, m.created_at, m.handled_at,
  coalesce((SELECT json_agg(json_build_object('id', r.id, 'text', r.text, 'created_at', r.created_at) ORDER BY r.id)
              FROM contact_replies r WHERE r.message_id = m.id), '[]'::json) AS replies`;

/** SQL of the console's coupons, contact inbox, audit log and dashboard (issue 14). */
export function createOpsContentRepository() {
  return {
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
      const rows = await q.query<{
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
      }>(
        `SELECT a.id, a.actor_id, a.actor_email, a.action, a.target_type, a.target_id, a.reason, a.before, a.after,
                a.created_at
           FROM audit_log a ${where} ORDER BY a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },

    /** Per day (WIB, UTC+7) over the last `days`: orders placed, GMV of orders paid, new customers and stores. */
    async dashboardDays(q: Queryable, days: number) {
      return q.query<{ day: string; orders: number; gmv: number; new_customers: number; new_stores: number }>(
        `WITH d AS (
           SELECT generate_series((now() AT TIME ZONE 'Asia/Jakarta')::date - ($1::int - 1),
                                  (now() AT TIME ZONE 'Asia/Jakarta')::date, interval '1 day')::date AS day
         ), o AS (
           SELECT (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day, count(*)::int AS orders,
                  coalesce(sum(total) FILTER (WHERE status NOT IN ('awaiting_payment', 'cancelled')), 0)::int8 AS gmv
             FROM orders WHERE created_at >= now() - make_interval(days => $1::int + 1) GROUP BY 1
         ), u AS (
           SELECT (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
                  count(*) FILTER (WHERE role = 'customer')::int AS new_customers,
                  count(*) FILTER (WHERE role = 'seller')::int AS new_stores
             FROM users WHERE created_at >= now() - make_interval(days => $1::int + 1) GROUP BY 1
         )
         SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(o.orders, 0) AS orders, coalesce(o.gmv, 0) AS gmv,
                coalesce(u.new_customers, 0) AS new_customers, coalesce(u.new_stores, 0) AS new_stores
           FROM d LEFT JOIN o ON o.day = d.day LEFT JOIN u ON u.day = d.day ORDER BY d.day`,
        [days],
      );
    },
    async dashboardCounts(q: Queryable) {
      const [row] = await q.query<{
        failed_refunds: number;
        open_reports: number;
        requested_payouts: number;
        unhandled_messages: number;
      }>(
        `SELECT (SELECT count(*)::int FROM refunds WHERE status = 'failed') AS failed_refunds,
                (SELECT count(*)::int FROM reports WHERE status = 'open') AS open_reports,
                (SELECT count(*)::int FROM payouts WHERE status = 'requested') AS requested_payouts,
                (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS unhandled_messages`,
      );
      return row ?? { failed_refunds: 0, open_reports: 0, requested_payouts: 0, unhandled_messages: 0 };
    },
  };
}
export type OpsContentRepository = ReturnType<typeof createOpsContentRepository>;
