import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, HOME_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '@rima/shared/constants';
import { readFilters, toListArgs } from '@rima/shared/list-filters';
import { PAGE_DATA_ELEMENT_ID, pageDataKey, PHOTO_SIZES } from '@rima/shared/page-data';
import { isClientRoute } from '@rima/shared/routes';
import { scriptJson } from './page-json';
import { homeSeo, listSeo, type PageKind, type PageSeo, productSeo, storeSeo } from './page-seo';

export { scriptJson } from './page-json';

// A shop page on a phone used to wait for a chain: HTML → JavaScript → the page's chunk → its API answer → the
// photo. The server breaks the chain (issue 17, LCP): the page's HTML names its chunk (modulepreload), its
// largest photo (preload, high priority), and carries the answers to its first public API requests
// (lib/page-data.ts in the web app takes them instead of fetching). Only public catalogue reads, the same for
// every visitor, so one HTML serves everyone.

type ApiRequest = { path: string; params?: Record<string, unknown> };
/** The page's chunk (a key of Vite's manifest), its first API requests, and the sizes of its first photo. */
type PagePlan = { kind: PageKind; source: string; requests: ApiRequest[]; photoSizes?: string };

const api = (p: string) => `${API_PREFIX}${p}`;

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What a page loads on its first render as a visitor; undefined for pages this does not know. */
export function planPage(pathname: string, search: URLSearchParams): PagePlan | undefined {
  if (pathname === '/') {
    const params = { limit: HOME_PAGE_SIZE, page: readPage(search.get('page')), sortby: 'latest' };
    const requests = [{ path: api('/product'), params }, { path: api('/categories') }];
    // The home page's photos start below the hero: none is worth a high-priority preload.
    return { kind: 'home', source: 'src/features/home/home-page.tsx', requests };
  }
  if (pathname === '/product' || pathname === '/product/') {
    const params = toListArgs(readFilters(search), PRODUCT_PAGE_SIZE);
    const refs = ['/categories', '/brands', '/sizes', '/colors'].map((p) => ({ path: api(p) }));
    const requests = [{ path: api('/product'), params }, ...refs];
    return {
      kind: 'list',
      source: 'src/features/products/product-list-page.tsx',
      requests,
      photoSizes: PHOTO_SIZES.listCard,
    };
  }
  const detail = /^\/product\/detail\/(\d{1,9})\/?$/.exec(pathname);
  if (detail) {
    const id = Number(detail[1]);
    return {
      kind: 'product',
      source: 'src/features/products/product-detail-page.tsx',
      // Not the reviews: their answer depends on who is looking (the buyer's own review).
      requests: [{ path: api(`/product/${id}`) }],
      photoSizes: PHOTO_SIZES.gallery,
    };
  }
  const store = /^\/store\/(\d{1,9})\/?$/.exec(pathname);
  if (store) {
    const params = { page: readPage(search.get('page')) };
    return {
      kind: 'store',
      source: 'src/features/store/store-page.tsx',
      requests: [{ path: api(`/store/${store[1]}`), params }],
    };
  }
  return undefined;
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript and CSS files a page's chunk needs beyond what index.html already loads. */
export function chunkFiles(manifest: Manifest, source: string): { js: string[]; css: string[] } {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const closure = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const loaded = entryKey ? closure(entryKey, new Set()) : new Set<string>();
  const mine = [...closure(source, new Set())].filter((k) => !loaded.has(k));
  const js = mine.map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f));
  const css = mine.flatMap((k) => manifest[k]?.css ?? []);
  return { js, css };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
type Photo = { image?: unknown; srcset?: unknown; image_srcset?: unknown };

function photoPreload(photo: Photo | undefined, srcsetKey: 'srcset' | 'image_srcset', sizes: string): string {
  if (!photo || typeof photo.image !== 'string' || !/^(\/|https?:\/\/)/.test(photo.image)) return '';
  const srcset = photo[srcsetKey];
  const set = typeof srcset === 'string' && srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${sizes}"` : '';
  return `<link rel="preload" as="image" href="${attr(photo.image)}"${set} fetchpriority="high">`;
}

/** The largest photo the page will show first, from the answers it carries. */
function lcpPhoto(plan: PagePlan, data: Record<string, unknown>): string {
  const first = plan.requests[0];
  const body = first ? (data[pageDataKey(first.path, first.params)] as { data?: unknown } | undefined) : undefined;
  if (!body || !plan.photoSizes) return '';
  if (plan.source.endsWith('product-detail-page.tsx')) {
    const images = (body.data as { image?: Photo[] } | undefined)?.image;
    return photoPreload(images?.[0], 'srcset', plan.photoSizes);
  }
  // Lists (spec §7: rows at data.data): the first card is the largest photo above the fold on a phone.
  const rows = ((body.data as { data?: unknown } | undefined)?.data ?? []) as Photo[];
  return photoPreload(rows[0], 'image_srcset', plan.photoSizes);
}

/** What the server puts into a page's HTML, and the status it answers with (404: no such page or product). */
export type PageAnswer = { head: string; status: number; seo?: PageSeo };
/** The page's URL, the headers its request came with and the public origin links are built on. */
export type PageHead = (
  url: string,
  headers: Record<string, string | string[] | undefined>,
  base: string,
) => Promise<PageAnswer>;

const FORWARDED = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const;

function seoOf(plan: PagePlan, first: unknown, base: string, search: URLSearchParams): PageSeo | undefined {
  const data = (first as { data?: unknown } | undefined)?.data;
  if (plan.kind === 'home') return homeSeo(base);
  if (plan.kind === 'list') return listSeo(base, search);
  if (plan.kind === 'product' && data) return productSeo(base, data);
  if (plan.kind === 'store' && data) return storeSeo(base, data as Parameters<typeof storeSeo>[1]);
  return undefined;
}

/** Builds what goes before </head> for a page URL, and its status. */
export function createPageHead(app: FastifyInstance, webDist: string | undefined): PageHead {
  let manifest: Manifest = {};
  const manifestPath = webDist ? path.join(webDist, '.vite', 'manifest.json') : '';
  if (manifestPath && fs.existsSync(manifestPath))
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

  return async (url, headers, base) => {
    const parsed = new URL(url, 'http://rima.local');
    const known = isClientRoute(parsed.pathname);
    const plan = known ? planPage(parsed.pathname, parsed.searchParams) : undefined;
    if (!plan) return { head: '', status: known ? 200 : 404 };
    const passOn: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = headers[name];
      if (typeof value === 'string') passOn[name] = value;
    }
    const data: Record<string, unknown> = {};
    const statuses = await Promise.all(
      plan.requests.map(async (r) => {
        const key = pageDataKey(r.path, r.params);
        const res = await app.inject({ method: 'GET', url: key, headers: passOn });
        if (res.statusCode === 200) data[key] = res.json();
        return res.statusCode;
      }),
    );
    // A product or store that does not exist (or was deleted) is a real 404; the app renders its 404 page.
    const missing = (plan.kind === 'product' || plan.kind === 'store') && statuses[0] === 404;
    const first = plan.requests[0];
    const seo = missing
      ? undefined
      : seoOf(plan, first ? data[pageDataKey(first.path, first.params)] : undefined, base, parsed.searchParams);
    const { js, css } = chunkFiles(manifest, plan.source);
    const head = [
      seo?.head ?? '',
      lcpPhoto(plan, data),
      ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
      ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${attr(f)}">`),
      `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`,
    ]
      .filter(Boolean)
      .join('');
    return { head, status: missing ? 404 : 200, ...(seo ? { seo } : {}) };
  };
}
