import { lazy, Suspense } from 'react';

const Panel = lazy(() => import('./complaint-view'));

/** The complaint's panel, its code loaded when it is first shown (the order page and the console use it). */
export function ComplaintPanel({ id }: { id: number }) {
  return (
    <Suspense fallback={<div className="complaint-placeholder" aria-busy="true" />}>
      <Panel id={id} />
    </Suspense>
  );
}
