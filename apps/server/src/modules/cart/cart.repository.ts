import type { Queryable } from '../../db/client';
import { addableVariantSql, lineVariantJoinSql } from '../products/products.stock-sql';

export type CartItemRow = {
  id: number;
  product_id: number;
  qty: number;
  name: string;
  price: number;
  stock: number;
  product_status: string;
  seller_id: number;
  store_name: string;
  image_key: string | null;
  variant_id: number;
  variant_options: Record<string, string>;
  /** the product's option names in its order (variant_options' key order is the database's) */
  option_names: string[];
  sku: string | null;
  name_en: string | null;
};

export type GuestLine = { product_id: number; variant_id?: number | undefined; qty: number };

/** The lines as a table `line(product_id, variant_id, qty, n)` from three array parameters ($1 … $3). */
const guestLinesSql = `line AS (
  SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) WITH ORDINALITY AS l(product_id, variant_id, qty, n)
)`;
const guestParams = (lines: readonly GuestLine[]) => [
  lines.map((l) => l.product_id),
  lines.map((l) => l.variant_id ?? null),
  lines.map((l) => l.qty),
];
/** A line's variant: the one it names, or the product's first; live only. */
const liveVariantSql = `SELECT * FROM product_variants v
   WHERE v.product_id = l.product_id AND v.archived_at IS NULL AND (l.variant_id IS NULL OR v.id = l.variant_id)
   ORDER BY v.position, v.id LIMIT 1`;

/** What a cart row shows beside its id, product, quantity and stock (the tables of lineJoinsSql). */
const LINE_COLUMNS = `p.name, v.price, p.status AS product_status, p.seller_id, u.username AS store_name,
  ph.file_key AS image_key, v.id AS variant_id, v.options AS variant_options, v.option_names, v.sku, p.name_en`;
/** A line's product, variant, store and first photo; `line` has product_id and variant_id. */
const lineJoinsSql = (line: string) => `JOIN products p ON p.id = ${line}.product_id
  ${lineVariantJoinSql('v', `${line}.variant_id`)}
  JOIN users u ON u.id = p.seller_id
  LEFT JOIN LATERAL (SELECT file_key FROM product_photos WHERE product_id = p.id ORDER BY position LIMIT 1) ph ON true`;

export function createCartRepository() {
  return {
    async ensureCart(db: Queryable, userId: number): Promise<void> {
      await db.query('INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
    },

    /** The cart row (its coupon). */
    async findCart(db: Queryable, userId: number): Promise<{ coupon_id: number | null } | undefined> {
      const rows = await db.query<{ coupon_id: number | null }>('SELECT coupon_id FROM carts WHERE user_id = $1', [
        userId,
      ]);
      return rows[0];
    },

    async findItems(db: Queryable, userId: number): Promise<CartItemRow[]> {
      return db.query<CartItemRow>(
        `SELECT ci.id, ci.product_id, ci.qty, CASE WHEN v.archived_at IS NULL THEN v.stock ELSE 0 END AS stock,
                ${LINE_COLUMNS}
           FROM cart_items ci ${lineJoinsSql('ci')}
          WHERE ci.user_id = $1
          ORDER BY u.username, p.seller_id, ci.id`,
        [userId],
      );
    },

    async findItem(db: Queryable, userId: number, itemId: number) {
      const rows = await db.query<{ id: number; product_id: number; qty: number; stock: number }>(
        `SELECT ci.id, ci.product_id, ci.qty, CASE WHEN v.archived_at IS NULL THEN v.stock ELSE 0 END AS stock
           FROM cart_items ci ${lineVariantJoinSql('v', 'ci.variant_id')}
          WHERE ci.id = $1 AND ci.user_id = $2`,
        [itemId, userId],
      );
      return rows[0];
    },

    /**
     * POST /cart/add in one statement (docs/decisions/020). Adds qty to the buyer's row of a live variant
     * (`variantId`, or the product's first one when null) of a live product of another store (creating the
     * cart and the row) when the new quantity is within the variant's stock; answers the product as it was,
     * the variant's stock (null: no such live variant of this product) and the new quantity (null: nothing
     * was written).
     */
    async addWithinStock(db: Queryable, userId: number, productId: number, variantId: number | null, qty: number) {
      const rows = await db.query<{ seller_id: number; stock: number | null; status: string; qty: number | null }>(
        `WITH product AS (
           SELECT id, seller_id FROM products WHERE id = $2 AND status = 'active' AND seller_id <> $1
         ), variant AS (
           ${addableVariantSql('$2', '$4')}
         ), cart AS (
           INSERT INTO carts (user_id) SELECT $1 FROM product, variant ON CONFLICT (user_id) DO NOTHING
         ), item AS (
           INSERT INTO cart_items (user_id, product_id, variant_id, qty)
           SELECT $1, product.id, variant.id, $3 FROM product, variant WHERE $3 <= variant.stock
           ON CONFLICT (user_id, variant_id) DO UPDATE SET qty = cart_items.qty + EXCLUDED.qty, updated_at = now()
            WHERE cart_items.qty + EXCLUDED.qty <= (SELECT stock FROM variant)
           RETURNING qty
         )
         SELECT p.seller_id, (SELECT stock FROM variant) AS stock, p.status, (SELECT qty FROM item) AS qty
           FROM products p WHERE p.id = $2`,
        [userId, productId, qty, variantId],
      );
      return rows[0];
    },

    /**
     * A visitor's lines priced like cart rows (the id is the variant's): each line's variant (its own, or the
     * product's first live one) of a product that exists; the lines of one variant summed.
     */
    async findGuestItems(db: Queryable, lines: readonly GuestLine[]): Promise<CartItemRow[]> {
      return db.query<CartItemRow>(
        `WITH ${guestLinesSql}, picked AS (
           SELECT v.id AS variant_id, l.product_id, SUM(l.qty)::int AS qty, MIN(l.n) AS n
             FROM line l JOIN LATERAL (${liveVariantSql}) v ON true
            GROUP BY v.id, l.product_id
         )
         SELECT v.id, p.id AS product_id, pk.qty, v.stock, ${LINE_COLUMNS}
           FROM picked pk ${lineJoinsSql('pk')}
          ORDER BY u.username, p.seller_id, pk.n`,
        guestParams(lines),
      );
    },

    /**
     * A visitor's lines into the customer's cart in one statement: each buyable line (a live variant in stock
     * of a live product of another store) adds its quantity to the row, the sum capped by the stock; a row
     * already above the stock keeps its quantity. Concurrent merges each add under the row's conflict lock.
     */
    async mergeWithinStock(db: Queryable, userId: number, lines: readonly GuestLine[]): Promise<void> {
      await db.query(
        `WITH ${guestLinesSql}, pick AS (
           SELECT p.id AS product_id, v.id AS variant_id, LEAST(SUM(l.qty), v.stock)::int AS qty
             FROM line l
             JOIN products p ON p.id = l.product_id AND p.status = 'active' AND p.seller_id <> $4
             JOIN LATERAL (${liveVariantSql}) v ON true
            WHERE v.stock > 0
            GROUP BY p.id, v.id, v.stock
         ), cart AS (
           INSERT INTO carts (user_id) SELECT $4 WHERE EXISTS (SELECT 1 FROM pick) ON CONFLICT (user_id) DO NOTHING
         )
         INSERT INTO cart_items (user_id, product_id, variant_id, qty)
         SELECT $4, product_id, variant_id, qty FROM pick
         ON CONFLICT (user_id, variant_id) DO UPDATE
            SET qty = GREATEST(cart_items.qty, LEAST(cart_items.qty + EXCLUDED.qty,
                      (SELECT stock FROM product_variants WHERE id = EXCLUDED.variant_id))),
                updated_at = now()`,
        [...guestParams(lines), userId],
      );
    },

    async setQty(db: Queryable, itemId: number, qty: number): Promise<void> {
      await db.query('UPDATE cart_items SET qty = $2, updated_at = now() WHERE id = $1', [itemId, qty]);
    },

    async deleteItem(db: Queryable, userId: number, itemId: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING id', [
        itemId,
        userId,
      ]);
      return rows.length > 0;
    },

    async deleteAll(db: Queryable, userId: number): Promise<void> {
      await db.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
    },

    async setCoupon(db: Queryable, userId: number, couponId: number | null): Promise<void> {
      await db.query('UPDATE carts SET coupon_id = $2, updated_at = now() WHERE user_id = $1', [userId, couponId]);
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
