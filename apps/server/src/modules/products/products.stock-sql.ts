/**
 * The products module's stock take, as a CTE body that checkout composes into its one write statement: the
 * checkout keeps its round trips few (docs/decisions/020), so this UPDATE cannot be a statement of its own.
 * It is the only products SQL outside the module's repositories (docs/decisions/031).
 *
 * Stock lives on the variants (docs/decisions/038): `ids` and `qtys` name the statement's int[] parameters
 * (variant ids and quantities, e.g. '$1', '$2'). The `stock >= qty` guard, the variant's being live and its
 * product's being active sit in the same UPDATE, so a line short of stock is not taken: the caller holds the
 * products rows' locks (taken in id order) and compares the number of RETURNING rows with its number of
 * lines. Migration 0076's trigger carries the change into the products rows' stock and sold in the same
 * statement.
 */
export function takeStockSql(ids: string, qtys: string): string {
  return `UPDATE product_variants v SET stock = v.stock - l.qty, sold = v.sold + l.qty
             FROM unnest(${ids}::int[], ${qtys}::int[]) AS l(id, qty), products p
            WHERE v.id = l.id AND v.stock >= l.qty AND v.archived_at IS NULL
              AND p.id = v.product_id AND p.status = 'active'
           RETURNING v.id`;
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
