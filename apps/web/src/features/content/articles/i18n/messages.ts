import { defineCatalog } from '../../../../lib/i18n';
import type en from './en.json';

/** The blog's articles, categories and tags (their structure is in ../../blog-articles.ts). */
export const articleMessages = defineCatalog<typeof en>('articles', {
  en: () => import('./en.json?catalog'),
  id: () => import('./id.json?catalog'),
});
