import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The seller's pages: products, the sell form, the hint for shoppers who open them. */
export const productsMessages = defineCatalog<typeof en>('products', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
