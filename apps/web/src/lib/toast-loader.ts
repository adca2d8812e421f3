import type * as ToastModule from '../components/toasts/toast-container';

// react-toastify (with the stylesheet it injects) is loaded the first time a toast is shown, not with the page:
// most visits never show one, and it stays out of every route's initial JavaScript. Toasts requested
// before a container has mounted are queued by react-toastify and shown as soon as <Toasts/> mounts one.
// This part is what the container needs (every page); `notify` (lib/toast.ts) comes with the pages that
// show toasts.

type Toastify = typeof ToastModule;

let loading: Promise<Toastify> | undefined;
/** react-toastify's `toast` with the app's container (its labels translated): one chunk, imported once. */
export const loadToastify = (): Promise<Toastify> => (loading ??= import('../components/toasts/toast-container'));

const firstUseListeners = new Set<() => void>();
let used = false;

/** Calls `listener` once, when the first toast is requested (at once if one already was). */
export function onFirstToast(listener: () => void): () => void {
  if (used) {
    listener();
    return () => undefined;
  }
  firstUseListeners.add(listener);
  return () => firstUseListeners.delete(listener);
}

/** A toast is requested: the container mounts (once). */
export function toastRequested(): void {
  if (used) return;
  used = true;
  for (const listener of firstUseListeners) listener();
  firstUseListeners.clear();
}
