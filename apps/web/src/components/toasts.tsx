import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DEFAULT_MS } from '@rima/shared/constants';
import { loadToastify, onFirstToast } from '../lib/toast-loader';

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** The app's toast container: mounted, and react-toastify loaded, when the first toast is requested. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer autoClose={TOAST_DEFAULT_MS} newestOnTop />
    </Suspense>
  );
}
