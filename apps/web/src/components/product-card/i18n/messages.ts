import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The product card (product lists, the home page, a store's page). */
export const productCardMessages = defineCatalog<typeof en>('productCard', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
