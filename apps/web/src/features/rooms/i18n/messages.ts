import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** "Muat di ruangan saya?": the room fit panel, its reasons and drawing. */
export const roomsMessages = defineCatalog<typeof en>('rooms', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
