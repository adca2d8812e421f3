import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** A shopper's store vouchers: the strip on the store and product pages, the checkout's picker. */
export const vouchersMessages = defineCatalog<typeof en>('vouchers', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
