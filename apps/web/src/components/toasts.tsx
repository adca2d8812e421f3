import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastify, onFirstToast } from '../lib/toast-loader';

// react-toastify and the container with its translated labels: the chunk lib/toast-loader loads for the first toast.
const ToastContainer = lazy(loadToastify);

/** The app's toast container: mounted, and react-toastify loaded, when the first toast is requested. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
