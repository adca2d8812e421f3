import type { Queryable } from '../../db/client';

/**
 * The products module's variants (docs/decisions/038): SQL only. Whoever writes a product's variants holds
 * its products row lock first (lockProduct), so the mirror triggers of migration 0076 and the checkout,
 * which locks products rows in id order, never wait on each other in opposite orders.
 */
export type VariantRecord = {
  id: number;
  product_id: number;
  options: Record<string, string>;
  /** the option names in the seller's order */
  option_names: string[];
  sku: string | null;
  price: number;
  stock: number;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  photo_ids: number[];
  position: number;
};

/** A variant as a write gives it: the photo ids already resolved from the form's photo positions. */
export type VariantValues = Omit<VariantRecord, 'id' | 'product_id'>;

/** Statuses of an order that is over: its variants may be archived. */
const FINISHED_ORDER_STATUSES = ['completed', 'cancelled'];

export function createProductVariantsRepository() {
  /** The live variants of a product by position; photo ids only of photos the product still has. */
  async function findLive(db: Queryable, productId: number): Promise<VariantRecord[]> {
    return db.query<VariantRecord>(
      `SELECT v.id, v.product_id, v.options, v.option_names, v.sku, v.price, v.stock, v.width_cm, v.depth_cm, v.height_cm,
              v.weight_kg, v.position,
              array(SELECT u.x FROM unnest(v.photo_ids) WITH ORDINALITY AS u(x, n)
                     WHERE EXISTS (SELECT 1 FROM product_photos ph WHERE ph.id = u.x AND ph.product_id = v.product_id)
                     ORDER BY u.n) AS photo_ids
         FROM product_variants v
        WHERE v.product_id = $1 AND v.archived_at IS NULL
        ORDER BY v.position, v.id`,
      [productId],
    );
  }

  /** The product row lock every variant write of that product takes first; false when there is none. */
  async function lockProduct(tx: Queryable, productId: number): Promise<boolean> {
    const rows = await tx.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
    return rows.length > 0;
  }

  /** Of these variants, the ones an order that is not over yet holds. */
  async function withOpenOrders(db: Queryable, variantIds: readonly number[]): Promise<number[]> {
    if (variantIds.length === 0) return [];
    const rows = await db.query<{ variant_id: number }>(
      `SELECT DISTINCT oi.variant_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.variant_id = ANY($1::int[]) AND NOT (o.status = ANY($2::text[]))
        ORDER BY oi.variant_id`,
      [variantIds, FINISHED_ORDER_STATUSES],
    );
    return rows.map((r) => r.variant_id);
  }

  /** Variants no order refers to are deleted (with their cart lines); the others are archived. */
  async function retire(tx: Queryable, productId: number, variantIds: readonly number[]): Promise<void> {
    if (variantIds.length === 0) return;
    await tx.query(
      `DELETE FROM product_variants v
        WHERE v.product_id = $1 AND v.id = ANY($2::int[])
          AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.variant_id = v.id)`,
      [productId, variantIds],
    );
    await tx.query('UPDATE product_variants SET archived_at = now() WHERE product_id = $1 AND id = ANY($2::int[])', [
      productId,
      variantIds,
    ]);
  }

  const valueParams = (v: VariantValues) => [
    JSON.stringify(v.options),
    v.option_names,
    v.sku,
    v.price,
    v.stock,
    v.width_cm,
    v.depth_cm,
    v.height_cm,
    v.weight_kg,
    v.photo_ids,
    v.position,
  ];

  async function updateInPlace(tx: Queryable, id: number, v: VariantValues): Promise<void> {
    await tx.query(
      `UPDATE product_variants
          SET options = $2::jsonb, option_names = $3::text[], sku = $4, price = $5, stock = $6, width_cm = $7,
              depth_cm = $8, height_cm = $9, weight_kg = $10, photo_ids = $11::int[], position = $12
        WHERE id = $1
          AND (options::text, option_names, sku, price, stock, width_cm, depth_cm, height_cm, weight_kg, photo_ids,
               position)
              IS DISTINCT FROM ($2::jsonb::text, $3::text[], $4, $5, $6, $7::real, $8::real, $9::real, $10::real,
                                $11::int[], $12)`,
      [id, ...valueParams(v)],
    );
  }

  async function insertMany(tx: Queryable, productId: number, values: readonly VariantValues[]): Promise<void> {
    if (values.length === 0) return;
    const pick = <T>(f: (v: VariantValues) => T) => values.map(f);
    await tx.query(
      `INSERT INTO product_variants (product_id, options, option_names, sku, price, stock, width_cm, depth_cm,
                                     height_cm, weight_kg, photo_ids, position)
       SELECT $1, o::jsonb, array(SELECT jsonb_array_elements_text(nm::jsonb)), s, p, st, w, d, h, kg,
              coalesce((SELECT array_agg(x::int ORDER BY n) FROM jsonb_array_elements_text(ph::jsonb)
                        WITH ORDINALITY e(x, n)), '{}'), pos
         FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::real[], $7::real[], $8::real[], $9::real[],
                     $10::text[], $11::int[], $12::text[]) AS t(o, s, p, st, w, d, h, kg, ph, pos, nm)`,
      [
        productId,
        pick((v) => JSON.stringify(v.options)),
        pick((v) => v.sku),
        pick((v) => v.price),
        pick((v) => v.stock),
        pick((v) => v.width_cm),
        pick((v) => v.depth_cm),
        pick((v) => v.height_cm),
        pick((v) => v.weight_kg),
        pick((v) => JSON.stringify(v.photo_ids)),
        pick((v) => v.position),
        pick((v) => JSON.stringify(v.option_names)),
      ],
    );
  }

  /**
   * Puts an order's units back on the variants they came from (a line whose variant is gone: the product's
   * first live variant). The caller holds the products rows' locks, taken in id order.
   */
  async function restockOrder(tx: Queryable, orderId: number): Promise<void> {
    await tx.query(
      `UPDATE product_variants v SET stock = v.stock + l.qty, sold = GREATEST(v.sold - l.qty, 0)
         FROM (SELECT coalesce(oi.variant_id,
                               (SELECT d.id FROM product_variants d
                                 WHERE d.product_id = oi.product_id AND d.archived_at IS NULL
                                 ORDER BY d.position, d.id LIMIT 1)) AS variant_id,
                      sum(oi.qty)::int AS qty
                 FROM order_items oi
                WHERE oi.order_id = $1 AND oi.product_id IS NOT NULL
                GROUP BY 1) l
        WHERE v.id = l.variant_id`,
      [orderId],
    );
  }

  return { findLive, lockProduct, withOpenOrders, retire, updateInPlace, insertMany, restockOrder };
}
export type ProductVariantsRepository = ReturnType<typeof createProductVariantsRepository>;
