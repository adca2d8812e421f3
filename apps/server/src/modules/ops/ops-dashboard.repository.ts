import type { Queryable } from '../../db/client';

/** SQL of the console's dashboard: read-only figures across the shop's tables. */
export function createOpsDashboardRepository() {
  return {
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
export type OpsDashboardRepository = ReturnType<typeof createOpsDashboardRepository>;
