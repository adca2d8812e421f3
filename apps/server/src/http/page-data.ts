import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, HOME_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '@rima/shared/constants';
import { readFilters, toListArgs } from '@rima/shared/list-filters';
import { PAGE_DATA_ELEMENT_ID, pageDataKey, PHOTO_SIZES } from '@rima/shared/page-data';

// A shop page on a phone used to wait for a chain: HTML → JavaScript → the page's chunk → its API answer → the
// photo. The server breaks the chain (issue 17, LCP): the page's HTML names its chunk (modulepreload), its
// largest photo (preload, high priority), and carries the answers to its first public API requests
// (lib/page-data.ts in the web app takes them instead of fetching). Only public catalogue reads, the same for
// every visitor, so one HTML serves everyone.

type ApiRequest = { path: string; params?: Record<string, unknown> };
/** The page's chunk (a key of Vite's manifest), its first API requests, and the sizes of its first photo. */
type PagePlan = { source: string; requests: ApiRequest[]; photoSizes?: string };

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
    return { source: 'src/features/home/home-page.tsx', requests };
  }
  if (pathname === '/product' || pathname === '/product/') {
    const params = toListArgs(readFilters(search), PRODUCT_PAGE_SIZE);
    const refs = ['/categories', '/brands', '/sizes', '/colors'].map((p) => ({ path: api(p) }));
    const requests = [{ path: api('/product'), params }, ...refs];
    return { source: 'src/features/products/product-list-page.tsx', requests, photoSizes: PHOTO_SIZES.listCard };
  }
  const detail = /^\/product\/detail\/(\d{1,9})\/?$/.exec(pathname);
  if (detail) {
    const id = Number(detail[1]);
    return {
      source: 'src/features/products/product-detail-page.tsx',
      // Not the reviews: their answer depends on who is looking (the buyer's own review).
      requests: [{ path: api(`/product/${id}`) }],
      photoSizes: PHOTO_SIZES.gallery,
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
/** JSON inside <script>: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

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

/** The page's URL and the headers its request came with (photo URLs are absolute, built on its origin). */
export type PageHead = (url: string, headers: Record<string, string | string[] | undefined>) => Promise<string>;

const FORWARDED = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const;

/** Builds the HTML that goes before </head> for a page URL ('' for pages it does not know). */
export function createPageHead(app: FastifyInstance, webDist: string | undefined): PageHead {
  let manifest: Manifest = {};
  const manifestPath = webDist ? path.join(webDist, '.vite', 'manifest.json') : '';
  if (manifestPath && fs.existsSync(manifestPath))
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

  return async (url, headers) => {
    const passOn: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = headers[name];
      if (typeof value === 'string') passOn[name] = value;
    }
    const parsed = new URL(url, 'http://rima.local');
    const plan = planPage(parsed.pathname, parsed.searchParams);
    if (!plan) return '';
    const data: Record<string, unknown> = {};
    await Promise.all(
      plan.requests.map(async (r) => {
        const key = pageDataKey(r.path, r.params);
        const res = await app.inject({ method: 'GET', url: key, headers: passOn });
        if (res.statusCode === 200) data[key] = res.json();
      }),
    );
    const { js, css } = chunkFiles(manifest, plan.source);
    return [
      lcpPhoto(plan, data),
      ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
      ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${attr(f)}">`),
      `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`,
    ]
      .filter(Boolean)
      .join('');
  };
}
