import { lazy, Suspense, useSyncExternalStore } from 'react';

const VoucherStrip = lazy(() => import('./voucher-strip'));
const noSubscription = () => () => undefined;

/**
 * The store's voucher strip, loaded in the browser only (false on the server and while hydrating): the
 * server-rendered product and store pages keep their HTML and their first JavaScript as they were.
 */
export function VoucherStripSlot(props: { sellerId: number; productId?: number }) {
  const isBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!isBrowser) return null;
  return (
    <Suspense fallback={<div className="voucher-strip voucher-strip--loading" style={{ minHeight: '5.5rem' }} />}>
      <VoucherStrip {...props} />
    </Suspense>
  );
}
