import { defineCatalog } from '../../../lib/i18n';
import type en from './en.json';

/** The testimonial block (home and about pages). */
export const testimonialMessages = defineCatalog<typeof en>('testimonial', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
