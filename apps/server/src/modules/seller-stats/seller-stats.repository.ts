import type { Queryable } from '../../db/client';

export type DayRow = { date: string; revenue: number; orders: number; units: number };
export type CounterRow = { date: string; product_views: number; carts: number; visitors: number };

/** The seller center's read-only figures, and the shop-floor counters this module owns. */
export function createSellerStatsRepository() {
  return {
    /**
     * Per WIB day of the range: product sales, orders and units of the store's sold orders, from the daily
     * rollups the orders' triggers keep (migration 0087): a year of a busy store is 365 rows, not its orders.
     */
    salesByDay: (db: Queryable, sellerId: number, from: string, to: string) =>
      db.query<DayRow>(
        `SELECT to_char(s.day, 'YYYY-MM-DD') AS date, s.revenue::float8 AS revenue, s.orders,
                coalesce((SELECT sum(p.units) FROM seller_daily_product_sales p
                           WHERE p.seller_id = s.seller_id AND p.day = s.day), 0)::int AS units
           FROM seller_daily_sales s
          WHERE s.seller_id = $1 AND s.day BETWEEN $2 AND $3 AND s.orders <> 0
          ORDER BY s.day`,
        [sellerId, from, to],
      ),

    topProducts: (db: Queryable, sellerId: number, from: string, to: string, limit: number) =>
      db.query<{ product_id: number | null; name: string; units: number; revenue: number }>(
        `SELECT nullif(product_id, 0) AS product_id, (array_agg(name ORDER BY day DESC))[1] AS name,
                sum(units)::int AS units, sum(revenue)::float8 AS revenue
           FROM seller_daily_product_sales
          WHERE seller_id = $1 AND day BETWEEN $2 AND $3
          GROUP BY product_id HAVING sum(units) > 0
          ORDER BY units DESC, revenue DESC, product_id LIMIT $4`,
        [sellerId, from, to, limit],
      ),

    /** Orders waiting for the store now; late: paid or processing past the day it promised to ship. */
    async waiting(db: Queryable, sellerId: number, today: string) {
      const rows = await db.query<{ status: string; n: number; late: number }>(
        `SELECT status, count(*)::int AS n, count(*) FILTER (WHERE ship_by < $2::date)::int AS late
           FROM orders WHERE seller_id = $1 AND status IN ('awaiting_payment', 'paid', 'processing')
          GROUP BY status`,
        [sellerId, today],
      );
      const of = (status: string) => rows.find((r) => r.status === status);
      return {
        to_pay: of('awaiting_payment')?.n ?? 0,
        to_process: of('paid')?.n ?? 0,
        to_ship: of('processing')?.n ?? 0,
        late: (of('paid')?.late ?? 0) + (of('processing')?.late ?? 0),
      };
    },

    /** Open complaints on the store's orders (docs/decisions/053); `any` whether it ever had one. */
    async complaints(db: Queryable, sellerId: number) {
      const [row] = await db.query<{ open: number; any: boolean }>(
        `SELECT count(*) FILTER (WHERE status <> 'closed')::int AS open, count(*) > 0 AS any
           FROM complaints WHERE seller_id = $1`,
        [sellerId],
      );
      return { open: row?.open ?? 0, any: row?.any ?? false };
    },

    counters: (db: Queryable, sellerId: number, from: string, to: string) =>
      db.query<CounterRow>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(s.views, 0)::int AS product_views,
                coalesce(s.carts, 0)::int AS carts, coalesce(v.n, 0)::int AS visitors
           FROM generate_series($2::date, $3::date, interval '1 day') d
           LEFT JOIN (SELECT day, sum(views) AS views, sum(carts) AS carts FROM product_daily_stats
                       WHERE seller_id = $1 AND day BETWEEN $2 AND $3 GROUP BY day) s ON s.day = d::date
           LEFT JOIN (SELECT day, count(*) AS n FROM store_daily_visitors
                       WHERE seller_id = $1 AND day BETWEEN $2 AND $3 GROUP BY day) v ON v.day = d::date
          ORDER BY d`,
        [sellerId, from, to],
      ),

    lowStock: (db: Queryable, sellerId: number, atOrBelow: number, limit: number) =>
      db.query<{ id: number; name: string; stock: number }>(
        `SELECT id, name, stock FROM products
          WHERE seller_id = $1 AND status = 'active' AND stock <= $2 ORDER BY stock, id LIMIT $3`,
        [sellerId, atOrBelow, limit],
      ),

    async rating(db: Queryable, sellerId: number) {
      const rows = await db.query<{ rating: number; review_count: number }>(
        `SELECT coalesce(round(avg(r.star), 1), 0)::float8 AS rating, count(*)::int AS review_count
           FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.seller_id = $1`,
        [sellerId],
      );
      return rows[0] ?? { rating: 0, review_count: 0 };
    },

    /**
     * Chat: each time a shopper starts talking (a message after none or after the store's), the minutes until
     * the store's next message; over the shoppers' turns of the last 30 days. Median, and the share answered.
     */
    async chatResponse(db: Queryable, sellerId: number) {
      const rows = await db.query<{ median: number | null; turns: number; answered: number }>(
        `WITH m AS (
           SELECT m.conversation_id, m.created_at, m.sender_id = c.seller_id AS by_store,
                  lag(m.sender_id = c.seller_id) OVER (PARTITION BY m.conversation_id ORDER BY m.id) AS prev_by_store
             FROM conversations c JOIN messages m ON m.conversation_id = c.id
            WHERE c.seller_id = $1 AND m.created_at >= now() - interval '30 days'
         ), turns AS (
           SELECT by_store, created_at,
                  lead(created_at) OVER (PARTITION BY conversation_id ORDER BY created_at) AS next_at
             FROM m WHERE prev_by_store IS DISTINCT FROM by_store
         )
         SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM next_at - created_at) / 60)
                   FILTER (WHERE next_at IS NOT NULL))::float8 AS median,
                count(*)::int AS turns, count(next_at)::int AS answered
           FROM turns WHERE NOT by_store`,
        [sellerId],
      );
      return rows[0] ?? { median: null, turns: 0, answered: 0 };
    },

    // ---------- the counters' writes ----------

    async addCounts(db: Queryable, rows: { product_id: number; day: string; views: number; carts: number }[]) {
      await db.query(
        `INSERT INTO product_daily_stats (seller_id, day, product_id, views, carts)
         SELECT p.seller_id, v.day, v.product_id, sum(v.views), sum(v.carts)
           FROM unnest($1::int[], $2::date[], $3::int[], $4::int[]) AS v(product_id, day, views, carts)
           JOIN products p ON p.id = v.product_id
          GROUP BY p.seller_id, v.day, v.product_id
         ON CONFLICT (seller_id, day, product_id) DO UPDATE
           SET views = product_daily_stats.views + EXCLUDED.views, carts = product_daily_stats.carts + EXCLUDED.carts`,
        [rows.map((r) => r.product_id), rows.map((r) => r.day), rows.map((r) => r.views), rows.map((r) => r.carts)],
      );
    },

    async addVisitors(db: Queryable, rows: { product_id: number; day: string; visitor: string }[]) {
      await db.query(
        `INSERT INTO store_daily_visitors (seller_id, day, visitor)
         SELECT DISTINCT p.seller_id, v.day, substr(md5(p.seller_id || ':' || v.visitor), 1, 16)
           FROM unnest($1::int[], $2::date[], $3::text[]) AS v(product_id, day, visitor)
           JOIN products p ON p.id = v.product_id
         ON CONFLICT DO NOTHING`,
        [rows.map((r) => r.product_id), rows.map((r) => r.day), rows.map((r) => r.visitor)],
      );
    },

    /**
     * The day's salt: the first process to ask makes it, the others read it. Asking for a new day's salt also
     * deletes the salts before yesterday: their hashes can no longer be recomputed from an address.
     */
    async daySalt(db: Queryable, day: string, fresh: string): Promise<string> {
      const rows = await db.query<{ salt: string }>(
        `WITH gone AS (DELETE FROM stats_salts WHERE day < $1::date - 1),
              made AS (INSERT INTO stats_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt)
         SELECT salt FROM made UNION ALL SELECT salt FROM stats_salts WHERE day = $1`,
        [day, fresh],
      );
      return rows[0]?.salt ?? fresh;
    },
  };
}

export type SellerStatsRepository = ReturnType<typeof createSellerStatsRepository>;
