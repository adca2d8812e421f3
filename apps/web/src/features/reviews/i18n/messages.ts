import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Reviews: the product page's summary and Reviews tab. */
export const reviewsMessages = defineCatalog<typeof en>('reviews', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
