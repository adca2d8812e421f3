/**
 * The products module's stock take, as a CTE body that checkout composes into its one write statement: the
 * checkout keeps its round trips few (docs/decisions/020), so this UPDATE cannot be a statement of its own.
 * It is the only products SQL outside products.repository.ts (docs/decisions/031).
 *
 * `ids` and `qtys` name the statement's int[] parameters (e.g. '$1', '$2'). The `stock >= qty` guard and the
 * `active` check sit in the same UPDATE, so a line short of stock is not taken: the caller holds the rows'
 * locks (taken in id order) and compares the number of RETURNING rows with its number of lines.
 */
export function takeStockSql(ids: string, qtys: string): string {
  return `UPDATE products p SET stock = p.stock - l.qty, sold = p.sold + l.qty
             FROM unnest(${ids}::int[], ${qtys}::int[]) AS l(id, qty)
            WHERE p.id = l.id AND p.stock >= l.qty AND p.status = 'active'
           RETURNING p.id`;
}
