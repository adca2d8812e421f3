import type { Queryable } from '../../db/client';

/** What the sitemaps list: live products, stores with live products; `lastmod` from the data. */
export function createSeoRepository(db: Queryable) {
  const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  return {
    async countProducts(): Promise<number> {
      const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE status = 'active'");
      return rows[0]?.n ?? 0;
    },
    /** One chunk of live products in id order (crawlers fetch these rarely; the primary key walks them). */
    async productChunk(skip: number, limit: number): Promise<{ id: number; lastmod: string }[]> {
      return db.query<{ id: number; lastmod: string }>(
        `SELECT id, ${iso('updated_at')} AS lastmod FROM products WHERE status = 'active'
          ORDER BY id OFFSET $1 LIMIT $2`,
        [skip, limit],
      );
    },
    async stores(): Promise<{ id: number; lastmod: string }[]> {
      return db.query<{ id: number; lastmod: string }>(
        `SELECT u.id, ${iso('max(p.updated_at)')} AS lastmod
           FROM users u JOIN products p ON p.seller_id = u.id AND p.status = 'active'
          WHERE u.role = 'seller' GROUP BY u.id ORDER BY u.id`,
      );
    },
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
