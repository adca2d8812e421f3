import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The seller's Import / Export page. */
export const importsMessages = defineCatalog<typeof en>('sellerImports', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
