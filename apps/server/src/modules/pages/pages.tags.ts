import { API_PREFIX } from '@rima/shared/constants';
import type { CacheTags } from '../../http/response-cache';
import { listReads } from '../catalog/catalog.attributes';
import type { PageTags } from './pages.cache';

/** An API answer a page was rendered from, by its request (path and query, as `pageDataKey` writes it). */
export type Answers = ReadonlyMap<string, { status: number; body: unknown }>;

type Row = { id?: unknown };
const ids = (rows: unknown): number[] =>
  Array.isArray(rows) ? rows.map((r: Row) => r.id).filter((id): id is number => typeof id === 'number') : [];

/** The cache tags of one answer: which products it shows, and for a list its order and filters. */
function answerTags(key: string, body: unknown): CacheTags | 'store' | undefined {
  const url = new URL(key, 'http://rima.local');
  const path = url.pathname.slice(API_PREFIX.length);
  const data = (body as { data?: unknown } | undefined)?.data as Record<string, unknown> | undefined;
  // the list's tags as the list route writes them, from the query its URL carries
  if (path === '/product')
    return { ids: ids(data?.data), list: { reads: listReads(Object.fromEntries(url.searchParams)) } };
  const detail = /^\/product\/([^/]+)$/.exec(path);
  if (detail) {
    const id = Number(detail[1]);
    return { ids: [...(Number.isInteger(id) ? [id] : []), ...ids(data?.product), ...ids(data?.relaited)] };
  }
  if (/^\/store\/[^/]+$/.test(path)) return 'store';
  if (path === '/reviews') {
    const id = Number(url.searchParams.get('product_id'));
    return { ids: Number.isInteger(id) ? [id] : [] };
  }
  // Reference lists (categories, brands, sizes, colours and their counts) change with membership only.
  return { ids: [], list: { reads: 0 } };
}

/** What a page rendered from `answers` shows; a page that read nothing from the database is static. */
export function pageTags(answers: Answers): PageTags {
  if (answers.size === 0) return { static: true };
  const catalog: CacheTags[] = [];
  let stores = false;
  for (const [key, answer] of answers) {
    const tags = answerTags(key, answer.body);
    if (tags === 'store') {
      stores = true;
      // a store's shelf: its products, newest first
      const products = (answer.body as { data?: { products?: { data?: unknown } } } | undefined)?.data?.products;
      catalog.push({ ids: ids(products?.data), list: { reads: listReads({ sortby: 'latest' }) } });
    } else if (tags) catalog.push(tags);
  }
  return { catalog, stores };
}
