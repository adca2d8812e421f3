import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Orders: the buyer's list and detail, the store's orders, tracking, statuses and their actions. */
export const ordersMessages = defineCatalog<typeof en>('orders', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
