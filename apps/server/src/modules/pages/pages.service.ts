import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isClientRoute } from '@rima/shared/routes';
import type { CatalogChange } from '../../http/catalog-change';
import {
  createPageCache,
  makePageEntry,
  pageVariant,
  type PageCache,
  type PageChange,
  type PageEncoding,
  type PageEntry,
} from './pages.cache';
import {
  createPageComposer,
  loadRenderer,
  readWebBuild,
  rendererFile,
  type ApiText,
  type ComposePage,
  type PageRenderer,
} from './pages.compose';
import { writeDocument } from './pages.document';
import { RenderThreadsClosedError, startRenderThreads } from './pages.render-thread';

export type { PageRenderer };

/** A page request: its URL, the headers the API calls pass on, the public origin and the visitor's language. */
export type PageRequest = {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  base: string;
  lang: string;
  /** The compressed form the request takes: made with the page, the other when a request asks for it. */
  encoding?: PageEncoding | undefined;
};

const FORWARDED = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const;

/** The path the 404 page is rendered from: no page of the app has it (`isClientRoute`). */
const NOT_FOUND_PATH = '/404';

// A product page's HTML is mostly inline CSS and compresses well: the byte bound holds a few hundred of them
// uncompressed besides their Brotli forms (docs/decisions/018).
const PAGE_CACHE_MAX_ENTRIES = 5_000;
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * HTML for a URL (docs/decisions/015): public pages rendered by the web app's server entry, with their head tags, status
 * and the state they rendered with, cached until a database change affects them; the other pages get the
 * client-rendered shell. Without a server entry (a development or test build) every page is the shell.
 */
export function createPagesService(deps: {
  app: FastifyInstance;
  template: string;
  /** Which paths the server renders (the renderer's own answer), and how a page is composed. */
  renderer: Pick<PageRenderer, 'isServerRendered'> | undefined;
  compose: ComposePage | undefined;
  cache: PageCache;
  log: FastifyBaseLogger;
}) {
  const { app, template, renderer, compose, cache, log } = deps;
  // The client-rendered pages' shell, in the visitor's language ('en' or 'id', docs/decisions/013), with 200 or 404.
  const shells = new Map<string, PageEntry>();
  const shellFor = (lang: string, status: number) => {
    const key = `${lang}|${status}`;
    let entry = shells.get(key);
    if (!entry) {
      entry = makePageEntry(status, writeDocument(template, { lang, head: '' }), { static: true });
      shells.set(key, entry);
    }
    return entry;
  };
  const inflight = new Map<string, Promise<PageEntry>>();
  // The key a rendered entry was stored under (every unknown path shares the 404 page's).
  const cacheKeys = new WeakMap<PageEntry, string>();

  /** The page's API answers come from this process (its caches), as the server sends them: JSON text. */
  async function renderPage(request: PageRequest, pathname: string): Promise<PageEntry | undefined> {
    if (!compose) throw new Error('no renderer');
    const passOn: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') passOn[name] = value;
    }
    const fetchApi = async (key: string): Promise<ApiText> => {
      const res = await app.inject({ method: 'GET', url: key, headers: passOn });
      return { status: res.statusCode, text: res.body };
    };
    const { url, base, lang, encoding } = request;
    return compose({ url, pathname, base, lang, encoding }, fetchApi);
  }

  /** The page for a request: from the cache, or rendered (one render per key at a time) and cached. */
  async function page(key: string, request: PageRequest): Promise<PageEntry> {
    const requested = new URL(request.url, 'http://rima.local').pathname;
    const known = isClientRoute(requested);
    const shell = () => shellFor(request.lang, known ? 200 : 404);
    // Every unknown path is answered with one 404 page, rendered from a path no page has: an unknown path the
    // router still matches in another case (/PRODUCT/detail/1) must not become every unknown path's page.
    const pathname = known ? requested : NOT_FOUND_PATH;
    if (!renderer || !renderer.isServerRendered(pathname)) return shell();
    const cacheKey = known ? key : `${request.base}|${request.lang}|404`;
    const rendered = known ? request : { ...request, url: NOT_FOUND_PATH };
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const running = inflight.get(cacheKey);
    if (running) return running;
    const rendering = (async () => {
      try {
        const startedAt = cache.mark();
        const entry = await renderPage(rendered, pathname);
        if (!entry || (!known && entry.status !== 404)) return shell();
        cache.set(cacheKey, entry, startedAt);
        cacheKeys.set(entry, cacheKey);
        return entry;
      } catch (err) {
        // A page that cannot be rendered on the server still works in the browser. One caught by the server's
        // close is no fault.
        const level = err instanceof RenderThreadsClosedError ? 'debug' : 'error';
        log[level]({ err, url: request.url }, 'server rendering failed; sending the client-rendered page');
        return shell();
      } finally {
        inflight.delete(cacheKey);
      }
    })();
    inflight.set(cacheKey, rendering);
    return rendering;
  }

  /** A page's bytes in `encoding`, made once (the cache counts a variant made for an entry it holds). */
  function variant(entry: PageEntry, encoding: PageEncoding): Buffer {
    const key = cacheKeys.get(entry);
    return key === undefined ? pageVariant(entry, encoding).bytes : cache.variant(key, entry, encoding);
  }

  /**
   * Drops the pages a catalogue change can alter; reviews (migration 0030 announces their products) also
   * alter the store pages, whose rating covers every product of the store.
   */
  function applyChange(change: CatalogChange) {
    const changes: PageChange[] = [{ catalog: change }];
    if (change.reviews) changes.push({ reviews: change.ids });
    for (const each of changes) cache.apply(each);
  }

  return { page, variant, cache, applyChange };
}
export type PagesService = ReturnType<typeof createPagesService>;

/**
 * Reads the web build and loads its server entry. Pages are composed in render threads (pages.render-thread.ts)
 * when the server runs from its bundle and `renderThreads` is above 0; otherwise (tests, `npm run dev`, a
 * renderer given) in this thread. The catalogue's change subscriber (catalog.setup.ts) keeps the page cache
 * fresh through `applyChange`.
 */
export async function setUpPages(deps: {
  app: FastifyInstance;
  webDist: string;
  renderer?: PageRenderer | undefined;
  /** Worker threads that compose pages; 0 = in this thread. */
  renderThreads?: number;
  log: FastifyBaseLogger;
}): Promise<PagesService> {
  const { app, webDist, log } = deps;
  const build = readWebBuild(webDist);
  const renderer = deps.renderer ?? (await loadRenderer(webDist));
  if (!renderer) log.warn({ webDist }, 'no server entry next to the web build: every page is client-rendered');
  const count = deps.renderThreads ?? 0;
  const threads =
    renderer && !deps.renderer && count > 0
      ? startRenderThreads({ webDist, rendererFile: rendererFile(webDist), count, log })
      : undefined;
  if (threads) app.addHook('onClose', () => threads.close());
  const compose = threads?.compose ?? (renderer ? createPageComposer(build, renderer) : undefined);
  const cache = createPageCache({ maxEntries: PAGE_CACHE_MAX_ENTRIES, maxBytes: PAGE_CACHE_MAX_BYTES });
  return createPagesService({ app, template: build.template, renderer, compose, cache, log });
}
