import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The profile page, the password modal and the seller's tab bar. */
export const profileMessages = defineCatalog<typeof en>('profile', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
