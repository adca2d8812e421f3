import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** Ongkir, couriers, delivery slots, rescheduling, the store's delivery settings, the shipping box. */
export const shippingMessages = defineCatalog<typeof en>('shipping', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
