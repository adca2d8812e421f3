import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** A store: its page and the card on a product page. */
export const storeMessages = defineCatalog<typeof en>('store', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
