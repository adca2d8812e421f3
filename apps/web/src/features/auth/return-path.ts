/**
 * Where a login or a registration returns to: the same-site path the page that sent the visitor here passed as
 * `state.from` (a product page whose 'Add to cart' needs an account), else the home page.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
