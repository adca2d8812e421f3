/**
 * The products module's stock take, as a CTE body that takeStockScript below composes (docs/decisions/062).
 * It is the only products SQL outside the module's repositories (docs/decisions/031).
 *
 * Stock lives on the variants (docs/decisions/038): `ids` and `qtys` are int[] expressions (variant ids and
 * quantities: parameters such as '$1', or literals). The `stock >= qty` guard, the variant's being live and its
 * product's being active sit in the same UPDATE, so a line short of stock is not taken: the caller holds the
 * products rows' locks (taken in id order) and compares the RETURNING rows with its lines. Migration
 * 0076's trigger carries the change into the products rows' stock and sold in the same statement.
 */
export function takeStockSql(ids: string, qtys: string): string {
  return `UPDATE product_variants v SET stock = v.stock - l.qty, sold = v.sold + l.qty
             FROM unnest(${ids}::int[], ${qtys}::int[]) AS l(id, qty), products p
            WHERE v.id = l.id AND v.stock >= l.qty AND v.archived_at IS NULL
              AND p.id = v.product_id AND p.status = 'active'
           RETURNING v.id`;
}

/** The SQLSTATE takeStockScript raises when a line's stock is short; its DETAIL lists the variant ids. */
export const STOCK_SHORT_SQLSTATE = 'RI409';

/**
 * The checkout's stock take as a script without parameters (docs/decisions/062), for the round trip that also
 * commits: many buyers of one product queue on its row, so each holds it only while the server runs this.
 * Locks the products, then their variants, in id order (the lock order of every writer of several products;
 * NO KEY UPDATE, so the order items' foreign keys already inserted by other checkouts do not block it), then
 * takes every line at once. When a line is short it raises STOCK_SHORT_SQLSTATE from a subtransaction that is
 * rolled back first: the rows it locked are free again before the error even reaches the caller.
 */
export function takeStockScript(lines: readonly { variantId: number; qty: number }[]): string {
  for (const { variantId, qty } of lines) {
    // inlined (a script has no parameters): only integers ever reach the text
    if (!Number.isSafeInteger(variantId) || !Number.isSafeInteger(qty)) throw new Error('stock take: not integers');
  }
  const ids = `'{${lines.map((l) => l.variantId).join(',')}}'`;
  const qtys = `'{${lines.map((l) => l.qty).join(',')}}'`;
  return `DO $take$
DECLARE
  short int[];
BEGIN
  BEGIN
    PERFORM 1 FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.id = ANY(${ids}::int[])
      ORDER BY p.id, v.id
      FOR NO KEY UPDATE OF p, v;
    WITH taken AS (
      ${takeStockSql(ids, qtys)}
    )
    SELECT array_agg(l.id) INTO short FROM unnest(${ids}::int[]) AS l(id) WHERE l.id NOT IN (SELECT id FROM taken);
    IF short IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = '${STOCK_SHORT_SQLSTATE}';
    END IF;
  EXCEPTION WHEN SQLSTATE '${STOCK_SHORT_SQLSTATE}' THEN
    RAISE EXCEPTION 'not enough stock' USING ERRCODE = '${STOCK_SHORT_SQLSTATE}', DETAIL = array_to_string(short, ',');
  END;
END
$take$`;
}

/**
 * The variant a cart or checkout line refers to, joined as `alias` to the line's `variantId` column
 * (cart_items.variant_id): its options, SKU, price and stock are the line's.
 */
export function lineVariantJoinSql(alias: string, variantId: string): string {
  return `JOIN product_variants ${alias} ON ${alias}.id = ${variantId}`;
}

/**
 * The variant a buyer adds to the cart, as a CTE body: `variantId` (may be NULL: the product's first live
 * variant) of product `productId`, live. Answers its id and stock; no row when it is not one of the
 * product's live variants.
 */
export function addableVariantSql(productId: string, variantId: string): string {
  return `SELECT v.id, v.stock FROM product_variants v
           WHERE v.product_id = ${productId} AND v.archived_at IS NULL
             AND (${variantId}::int IS NULL OR v.id = ${variantId}::int)
           ORDER BY v.position, v.id LIMIT 1`;
}
