import type { ToastOptions } from 'react-toastify';
import { TOAST_CREATE_MS, TOAST_DEFAULT_MS, TOAST_LOGIN_MS } from '@rima/shared/constants';
import { loadToastify, toastRequested } from './toast-loader';

// Toasts (spec §9). react-toastify loads with the first one (lib/toast-loader.ts).
export { loadToastify, onFirstToast } from './toast-loader';

type Kind = 'success' | 'error' | 'info' | 'warn';

function show(kind: Kind, message: string, options: ToastOptions, replace = false): void {
  toastRequested();
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
   * One toast per event: a toast with the key of one on screen is dropped — a payment announced by
   * its page and by the live notification, or one notification per order of a payment — or, with `replace`,
   * takes its place (the page that settled the payment has the fuller words).
   */
  once: (key: string, message: string, kind: Kind = 'info', { replace = false } = {}) =>
    show(kind, message, { autoClose: TOAST_DEFAULT_MS, toastId: key }, replace),
  /** A guard's redirect message. */
  guard: (message: string) => show('warn', message, { ...topCenter, autoClose: TOAST_DEFAULT_MS, toastId: message }),
};
