import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isClientRoute } from '@rima/shared/routes';
import type { Db } from '../../db/client';
import { parseChange } from '../../http/catalog-change';
import { pageSeo } from '../../http/page-seo';
import {
  createPageCache,
  makePageEntry,
  pageVariant,
  type PageCache,
  type PageChange,
  type PageEncoding,
  type PageEntry,
} from './pages.cache';
import { createCriticalCss, type CriticalCss, type StyleReader } from './pages.critical-css';
import {
  chunkFiles,
  chunkScripts,
  deferTemplateStyles,
  documentBytes,
  documentPieces,
  lowPriorityScripts,
  pageStyles,
  START_AFTER_PAINT,
  startAfterPaint,
  takeAppScripts,
  templateStyles,
  type Manifest,
  writeDocument,
} from './pages.document';
import { pageTags } from './pages.tags';

type ApiAnswer = { status: number; body: unknown };

/** The web app's server entry (apps/web/src/entry-server.tsx), as the server uses it. */
export type PageRenderer = {
  isServerRendered(pathname: string): boolean;
  render(request: {
    url: string;
    lang: string;
    fetchApi: (key: string) => Promise<ApiAnswer>;
  }): Promise<
    { status: number; title: string | undefined; html: string; state: unknown; sources: string[] } | undefined
  >;
};

/** Where `npm run build` puts the server entry: next to the web build (apps/web/dist → apps/web/dist-ssr). */
export async function loadRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = path.join(`${webDist.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

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

// A product page is ~90 kB of HTML (half of it inline CSS) and ~16 kB in Brotli: about 600 of them in 64 MB.
const PAGE_CACHE_MAX_ENTRIES = 5_000;
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * HTML for a URL (issue 12): public pages rendered by the web app's server entry, with their head tags, status
 * and the state they rendered with, cached until a database change affects them; the other pages get the
 * client-rendered shell. Without a server entry (a development or test build) every page is the shell.
 */
export function createPagesService(deps: {
  app: FastifyInstance;
  template: string;
  manifest: Manifest;
  renderer: PageRenderer | undefined;
  cache: PageCache;
  log: FastifyBaseLogger;
  /** The built stylesheets' text: server-rendered pages carry the rules they use inline (pages.critical-css.ts). */
  styles?: StyleReader | undefined;
  /** The web build has public/start-after-paint.js: server-rendered pages start the app once painted. */
  startAfterPaintScript?: boolean;
}) {
  const { app, template, manifest, renderer, cache, log, styles, startAfterPaintScript = false } = deps;
  const critical: CriticalCss | undefined = styles ? createCriticalCss(styles) : undefined;
  // The template's sheets that server-rendered pages inline (their rules) and load later (whole).
  const templateCss = critical ? templateStyles(template).filter((file) => critical.has(file)) : [];
  const styled = deferTemplateStyles(template, (file) => templateCss.includes(file));
  // Server-rendered pages start the app once painted (when the build has the start script), else fetch it at
  // low priority.
  const started = startAfterPaintScript ? takeAppScripts(styled) : undefined;
  const renderedTemplate = started?.template ?? lowPriorityScripts(styled);
  const appScripts = (js: readonly string[]) => (started ? startAfterPaint(started.scripts, js) : chunkScripts(js));
  // The client-rendered pages' shell, in the visitor's language (issue 13: 'en' or 'id'), with 200 or 404.
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
  // A page's own chunks depend only on the page modules it rendered (a handful of combinations).
  const chunksBySources = new Map<string, ReturnType<typeof chunkFiles>>();
  const pageChunks = (sources: string[]) => {
    const key = sources.join(' ');
    let chunks = chunksBySources.get(key);
    if (!chunks) chunksBySources.set(key, (chunks = chunkFiles(manifest, sources)));
    return chunks;
  };
  const inflight = new Map<string, Promise<PageEntry>>();
  // The key a rendered entry was stored under (every unknown path shares the 404 page's).
  const cacheKeys = new WeakMap<PageEntry, string>();

  async function renderPage(request: PageRequest, pathname: string): Promise<PageEntry | undefined> {
    if (!renderer) throw new Error('no renderer');
    const passOn: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') passOn[name] = value;
    }
    const answers = new Map<string, ApiAnswer>();
    const fetchApi = async (key: string): Promise<ApiAnswer> => {
      const res = await app.inject({ method: 'GET', url: key, headers: passOn });
      const answer = { status: res.statusCode, body: res.json<unknown>() };
      answers.set(key, answer);
      return answer;
    };
    const page = await renderer.render({ url: request.url, lang: request.lang, fetchApi });
    if (!page) return undefined;
    const search = new URL(request.url, 'http://rima.local').searchParams;
    const seo = pageSeo({ base: request.base, pathname, search, status: page.status, title: page.title, answers });
    // React writes the preloads it decides on (the first photo, high priority) before the markup: they go to
    // the head, where the browser finds them first and hydration does not meet them.
    const [, preloads = '', markup = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(page.html) ?? [];
    const chunks = pageChunks(page.sources);
    const document = documentPieces(renderedTemplate, {
      lang: request.lang,
      title: page.title,
      description: seo.description,
      // the first photo's preload first: a phone's browser finds it in the first bytes, before the scripts
      early: preloads,
      head: [...pageStyles({ critical, templateCss, chunkCss: chunks.css, markup }), seo.head, appScripts(chunks.js)],
      html: markup,
      state: page.state,
    });
    return makePageEntry(page.status, documentBytes(document), pageTags(answers), request.encoding);
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
        // A page that cannot be rendered on the server still works in the browser.
        log.error({ err, url: request.url }, 'server rendering failed; sending the client-rendered page');
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

  return { page, variant, cache };
}
export type PagesService = ReturnType<typeof createPagesService>;

/**
 * What a `catalog_changed` notification changes for pages: the catalogue change, and for reviews (migration
 * 0030 announces their products) also the store pages, whose rating covers every product of the store.
 */
export function pageChanges(payload: string): PageChange[] {
  const changes: PageChange[] = [{ catalog: parseChange(payload) }];
  try {
    const parsed = JSON.parse(payload) as { t?: unknown; ids?: unknown };
    if (parsed.t === 'reviews' && Array.isArray(parsed.ids))
      changes.push({ reviews: new Set(parsed.ids.filter((v): v is number => typeof v === 'number')) });
  } catch {
    // not JSON: a table name, read as "everything" by parseChange
  }
  return changes;
}

/** Reads the web build, loads its server entry and hooks the page cache to the database's notifications. */
export async function setUpPages(deps: {
  app: FastifyInstance;
  db: Db;
  webDist: string;
  renderer?: PageRenderer | undefined;
  log: FastifyBaseLogger;
}): Promise<PagesService> {
  const { app, db, webDist, log } = deps;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  const renderer = deps.renderer ?? (await loadRenderer(webDist));
  if (!renderer) log.warn({ webDist }, 'no server entry next to the web build: every page is client-rendered');
  const cache = createPageCache({ maxEntries: PAGE_CACHE_MAX_ENTRIES, maxBytes: PAGE_CACHE_MAX_BYTES });
  await db.listen('catalog_changed', (payload) => {
    for (const change of pageChanges(payload)) cache.apply(change);
  });
  db.onNotificationsMissed(() => cache.clear());
  // read (and parsed) once per file by the critical CSS
  const styles: StyleReader = (file) => {
    const full = path.join(webDist, file);
    return file.endsWith('.css') && fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  };
  const startAfterPaintScript = fs.existsSync(path.join(webDist, START_AFTER_PAINT));
  return createPagesService({ app, template, manifest, renderer, cache, log, styles, startAfterPaintScript });
}
