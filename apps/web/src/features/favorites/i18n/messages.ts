import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Favourites: the heart and the favourites page. */
export const favoritesMessages = defineCatalog<typeof en>('favorites', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
