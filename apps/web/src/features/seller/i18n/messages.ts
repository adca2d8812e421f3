import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The seller center: the seller home, the store profile and quick replies. */
export const sellerMessages = defineCatalog<typeof en>('seller', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
