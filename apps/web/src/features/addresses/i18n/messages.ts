import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The customer's address book and the area pickers. */
export const addressMessages = defineCatalog<typeof en>('addresses', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
