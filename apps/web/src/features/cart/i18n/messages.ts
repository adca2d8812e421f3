import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The cart, its totals and coupon, the checkout, and the product page's 'Add to cart'. */
export const cartMessages = defineCatalog<typeof en>('cart', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
