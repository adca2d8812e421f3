import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The operator console's texts (loaded with the console only). */
export const opsMessages = defineCatalog<typeof en>('ops', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
