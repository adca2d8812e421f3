import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Account screens: login, register, password recovery. */
export const authMessages = defineCatalog<typeof en>('auth', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
