import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The seller's Balance page. */
export const balanceMessages = defineCatalog<typeof en>('balance', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
