import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Complaints and returns: the order page's part, the complaint page and the operators' queue. */
export const complaintsMessages = defineCatalog<typeof en>('complaints', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
