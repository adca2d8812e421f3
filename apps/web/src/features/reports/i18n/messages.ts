import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The Report button and form. */
export const reportsMessages = defineCatalog<typeof en>('reports', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
