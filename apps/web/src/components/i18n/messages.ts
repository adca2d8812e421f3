import { defineCatalog } from '../../lib/i18n';
import type en from './en.json';

/** Texts of the layout (header, footer, menus) and the shared components: every page loads them. */
export const commonMessages = defineCatalog<typeof en>('common', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
