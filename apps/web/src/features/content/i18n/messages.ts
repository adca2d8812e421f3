import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Content pages: About, FAQ, Contact and the blog's frame. */
export const contentMessages = defineCatalog<typeof en>('content', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
