import { lazy, Suspense } from 'react';
import './shipping.css';

// The quote, the city picker and their API calls load after the page itself.
const OngkirLine = lazy(() => import('./ongkir-line'));

/** Room reserved for the ongkir line, so nothing below it moves when it arrives. */
export function Ongkir({ productId }: { productId: number }) {
  return (
    <div className="ongkir-box">
      <Suspense fallback={<div className="ongkir small text-muted">…</div>}>
        <OngkirLine productId={productId} />
      </Suspense>
    </div>
  );
}
