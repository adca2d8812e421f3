import { toast, type ToastOptions } from 'react-toastify';
import { TOAST_CREATE_MS, TOAST_DEFAULT_MS, TOAST_LOGIN_MS } from '@rima/shared/constants';

// spec §9: one place for the toast durations and positions.
const topCenter: ToastOptions = { position: 'top-center' };

export const notify = {
  success: (message: string) => toast.success(message, { autoClose: TOAST_DEFAULT_MS }),
  error: (message: string) => toast.error(message, { autoClose: TOAST_DEFAULT_MS }),
  info: (message: string) => toast.info(message, { autoClose: TOAST_DEFAULT_MS }),
  /** Login and register: 2000 ms, top-center. */
  welcome: (message: string) => toast.success(message, { ...topCenter, autoClose: TOAST_LOGIN_MS }),
  /** Product created: 1000 ms, top-center. */
  created: (message: string) => toast.success(message, { ...topCenter, autoClose: TOAST_CREATE_MS }),
  /** A guard's redirect message. */
  guard: (message: string) => toast.warn(message, { ...topCenter, autoClose: TOAST_DEFAULT_MS, toastId: message }),
};
