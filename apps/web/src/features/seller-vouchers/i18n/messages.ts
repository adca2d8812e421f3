import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The seller's store vouchers page. */
export const sellerVouchersMessages = defineCatalog<typeof en>('sellerVouchers', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
