import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Product lists, cards and the product page. */
export const productsMessages = defineCatalog<typeof en>('products', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
