import type { Queryable } from '../../db/client';

export type StoreRecord = {
  id: number;
  username: string;
  store_desc: string;
  image_key: string | null;
  created_at: Date | string;
  /** Average star over every review of the store's products (0 without reviews), and how many there are. */
  rating: number;
  review_count: number;
};

export function createStoresRepository() {
  /** A seller's public columns only: never e-mail, phone or the password hash. */
  async function findSeller(db: Queryable, id: number): Promise<StoreRecord | undefined> {
    const rows = await db.query<StoreRecord>(
      `SELECT u.id, u.username, u.store_desc, u.image_key, u.created_at,
              coalesce(round(r.avg_star, 1), 0)::float8 AS rating, coalesce(r.n, 0)::int AS review_count
         FROM users u
         LEFT JOIN LATERAL (
           SELECT avg(rv.star) AS avg_star, count(*) AS n
             FROM reviews rv JOIN products p ON p.id = rv.product_id
            WHERE p.seller_id = u.id
         ) r ON true
        WHERE u.id = $1 AND u.role = 'seller' AND u.suspended_at IS NULL`,
      [id],
    );
    return rows[0];
  }
  return { findSeller };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
