import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Payment: the waiting page with the virtual account, the card form and the countdown. */
export const paymentMessages = defineCatalog<typeof en>('payment', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
