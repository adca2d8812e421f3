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
  /** the store profile, kept by the shipping module beside the calendar */
  regency_name: string | null;
  opens_at: string | null;
  closes_at: string | null;
  holiday_from: string | null;
  holiday_until: string | null;
  holiday_note: string | null;
  working_days: number[];
  own_holidays: string[];
};

export function createStoresRepository() {
  /** A seller's public columns only: never e-mail, phone or the password hash. */
  async function findSeller(db: Queryable, id: number): Promise<StoreRecord | undefined> {
    const rows = await db.query<StoreRecord>(
      `SELECT u.id, u.username, u.store_desc, u.image_key, u.created_at,
              coalesce(round(r.avg_star, 1), 0)::float8 AS rating, coalesce(r.n, 0)::int AS review_count,
              ar.name AS regency_name, s.opens_at, s.closes_at, to_char(s.holiday_from, 'YYYY-MM-DD') AS holiday_from,
              to_char(s.holiday_until, 'YYYY-MM-DD') AS holiday_until, s.holiday_note,
              coalesce(s.working_days, '{1,2,3,4,5,6}')::int[] AS working_days,
              coalesce((SELECT array_agg(to_char(h, 'YYYY-MM-DD')) FROM unnest(s.holidays) h), '{}')::text[]
                AS own_holidays
         FROM users u
         LEFT JOIN store_shipping s ON s.seller_id = u.id
         LEFT JOIN area_regencies ar ON ar.code = s.regency_code
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
