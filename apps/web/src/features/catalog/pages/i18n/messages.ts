import { defineCatalog } from '../../../../lib/i18n';
import type en from './en.json';

/**
 * The product pages: the list with its filters, the detail page, gallery and related products (the cards'
 * own few texts are in ../../i18n, which the home page loads too).
 */
export const productPagesMessages = defineCatalog<typeof en>('productPages', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
