import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

export const homeMessages = defineCatalog<typeof en>('home', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
