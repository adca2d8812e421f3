import { lazy, Suspense, useSyncExternalStore } from 'react';
import './shipping.css';

// The quote, the city picker and their API calls load after the page itself.
const OngkirLine = lazy(() => import('./ongkir-line'));

const noSubscription = () => () => undefined;

/**
 * Room reserved for the ongkir line, so nothing below it moves when it arrives. It depends on the viewer (their
 * default address, a city remembered on the device), so it renders only in the browser, after hydration.
 */
export function Ongkir({ productId, variantId }: { productId: number; variantId?: number | undefined }) {
  const isBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const placeholder = <div className="ongkir small text-muted">…</div>;
  return (
    <div className="ongkir-box">
      {isBrowser ? (
        <Suspense fallback={placeholder}>
          <OngkirLine productId={productId} variantId={variantId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
