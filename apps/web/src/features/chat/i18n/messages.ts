import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The chat page and the 'Chat seller' button. */
export const chatMessages = defineCatalog<typeof en>('chat', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
