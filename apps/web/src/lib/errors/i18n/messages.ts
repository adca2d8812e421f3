import { defineCatalog } from '../../i18n';
import type en from './en.json';

/** The API's messages (@rima/shared/api-messages, by key) and the client's own failures. */
export const errorMessages = defineCatalog<typeof en>('errors', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
