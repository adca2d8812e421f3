/**
 * The cart module's part of checkout's one write statement (docs/decisions/020): the bought rows go and the
 * cart's coupon is cleared in the same statement that places the orders, so these cannot be statements of
 * their own. The only cart SQL outside cart.repository.ts (docs/decisions/031).
 *
 * `userId` and `itemIds` name the statement's parameters (e.g. '$3', '$33'; `itemIds` an int[]).
 */
export function removeBoughtLinesSql(userId: string, itemIds: string): string {
  return `DELETE FROM cart_items WHERE user_id = ${userId} AND id = ANY(${itemIds}::int[])`;
}

/** Clears the coupon of the buyer's cart (its row is locked by the checkout's first statement). */
export function clearCartCouponSql(userId: string): string {
  return `UPDATE carts SET coupon_id = NULL, updated_at = now() WHERE user_id = ${userId}`;
}
