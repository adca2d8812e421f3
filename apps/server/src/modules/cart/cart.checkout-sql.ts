/**
 * The cart module's part of checkout's one write statement (docs/decisions/020): the bought rows go and the
 * cart's coupon is cleared in the same statement that places the orders, so these cannot be statements of
 * their own. The only cart SQL outside cart.repository.ts (docs/decisions/031).
 *
 * `userId`, `itemIds` and `qtys` name the statement's parameters (e.g. '$1', '$31', '$41'; the last two int[]).
 * Only rows still holding the quantity the checkout read are removed, and their ids returned: the checkout
 * read the lines before it locked the cart (docs/decisions/062), so it compares the count with its lines.
 */
export function removeBoughtLinesSql(userId: string, itemIds: string, qtys: string): string {
  return `DELETE FROM cart_items ci USING unnest(${itemIds}::int[], ${qtys}::int[]) AS l(id, qty)
           WHERE ci.user_id = ${userId} AND ci.id = l.id AND ci.qty = l.qty
          RETURNING ci.id`;
}

/** Clears the coupon of the buyer's cart (its row is locked by the checkout's first statement). */
export function clearCartCouponSql(userId: string): string {
  return `UPDATE carts SET coupon_id = NULL, updated_at = now() WHERE user_id = ${userId}`;
}
