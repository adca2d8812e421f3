import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/**
 * The notifications page and the notifications' own words (`<key>.title`, `<key>.text`: the messages of
 * @rima/shared/notification-messages; catalogs.test.ts checks the English against them).
 */
export const notificationsMessages = defineCatalog<typeof en>('notifications', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
