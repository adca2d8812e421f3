import type * as ToastModule from '../components/toasts/toast-container';
import type { ToastOptions } from 'react-toastify';
import { TOAST_CREATE_MS, TOAST_DEFAULT_MS, TOAST_LOGIN_MS } from '@rima/shared/constants';

// react-toastify (with the stylesheet it injects) is loaded the first time a toast is shown, not with the page:
// most visits never show one, and it is ~7 kB gzip off every route's initial JavaScript. Toasts requested
// before a container has mounted are queued by react-toastify and shown as soon as <Toasts/> mounts one.

type Toastify = typeof ToastModule;

let loading: Promise<Toastify> | undefined;
/** react-toastify's `toast`, with the app's container (its labels translated), in one lazy chunk. */
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

type Kind = 'success' | 'error' | 'info' | 'warn';

function show(kind: Kind, message: string, options: ToastOptions, replace = false): void {
  if (!used) {
    used = true;
    for (const listener of firstUseListeners) listener();
    firstUseListeners.clear();
  }
  loadToastify()
    .then(({ toast }) => {
      const id = options.toastId;
      // the same event already on screen: say it once, in the words of whoever knows it best
      if (id !== undefined && toast.isActive(id)) {
        if (replace) toast.update(id, { render: message, type: kind === 'warn' ? 'warning' : kind });
        return;
      }
      toast[kind](message, options);
    })
    // The chunk could not be fetched (offline, or a deploy replaced it): the message still reaches the person.
    .catch(() => console.warn(message));
}

/** The toast key of a kind of event (a notification's type); the payment pages use it for the payment they settle. */
export const eventToastKey = (type: string) => `event:${type}`;

// spec §9: one place for the toast durations and positions.
const topCenter: ToastOptions = { position: 'top-center' };

export const notify = {
  success: (message: string) => show('success', message, { autoClose: TOAST_DEFAULT_MS }),
  error: (message: string) => show('error', message, { autoClose: TOAST_DEFAULT_MS }),
  info: (message: string) => show('info', message, { autoClose: TOAST_DEFAULT_MS }),
  /** Login and register: 2000 ms, top-center. */
  welcome: (message: string) => show('success', message, { ...topCenter, autoClose: TOAST_LOGIN_MS }),
  /** Product created: 1000 ms, top-center. */
  created: (message: string) => show('success', message, { ...topCenter, autoClose: TOAST_CREATE_MS }),
  /**
   * One toast per event (issue 17): a toast with the key of one on screen is dropped — a payment announced by
   * its page and by the live notification, or one notification per order of a payment — or, with `replace`,
   * takes its place (the page that settled the payment has the fuller words).
   */
  once: (key: string, message: string, kind: Kind = 'info', { replace = false } = {}) =>
    show(kind, message, { autoClose: TOAST_DEFAULT_MS, toastId: key }, replace),
  /** A guard's redirect message. */
  guard: (message: string) => show('warn', message, { ...topCenter, autoClose: TOAST_DEFAULT_MS, toastId: message }),
};
