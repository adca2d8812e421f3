import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The toasts' own labels, loaded with react-toastify when the first toast is shown (not with the page). */
export const toastMessages = defineCatalog<typeof en>('toasts', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
