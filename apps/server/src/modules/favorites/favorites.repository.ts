import type { Queryable } from '../../db/client';

export type FavoriteRecord = {
  id: number;
  product_id: number;
  name: string;
  name_en: string | null;
  price: number;
  stock: number;
  status: string;
  photo_key: string | null;
  seller_id: number;
  seller_name: string;
  created_at: string;
};

export function createFavoritesRepository(db: Queryable) {
  return {
    async productExists(productId: number): Promise<boolean> {
      const rows = await db.query("SELECT 1 FROM products WHERE id = $1 AND status = 'active'", [productId]);
      return rows.length > 0;
    },
    /** Idempotent: adding twice keeps one row. */
    async insert(userId: number, productId: number): Promise<void> {
      await db.query(
        'INSERT INTO favorites (user_id, product_id) VALUES ($1, $2) ON CONFLICT (user_id, product_id) DO NOTHING',
        [userId, productId],
      );
    },
    async delete(userId: number, productId: number): Promise<void> {
      await db.query('DELETE FROM favorites WHERE user_id = $1 AND product_id = $2', [userId, productId]);
    },
    async count(userId: number): Promise<number> {
      const rows = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM favorites f JOIN products p ON p.id = f.product_id
          WHERE f.user_id = $1 AND p.status = 'active'`,
        [userId],
      );
      return rows[0]?.count ?? 0;
    },
    async findByUser(userId: number): Promise<FavoriteRecord[]> {
      return db.query<FavoriteRecord>(
        `SELECT f.id, p.id AS product_id, p.name, p.name_en, p.price, p.stock, p.status, p.seller_id,
                u.username AS seller_name,
                (SELECT ph.file_key FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS photo_key,
                to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
           FROM favorites f
           JOIN products p ON p.id = f.product_id
           JOIN users u ON u.id = p.seller_id
          WHERE f.user_id = $1 AND p.status = 'active'
          ORDER BY f.created_at DESC, f.id DESC`,
        [userId],
      );
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
