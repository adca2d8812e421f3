// The server's way into the web app (docs/decisions/015): renders a public page's URL to HTML with the same components,
// routes and store as the browser. Built by Vite as an SSR bundle (dist-ssr/entry-server.js) and called by the
// server's pages module (apps/server/src/modules/pages), which caches the result and writes the document.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@rima/shared/language';
import { clientRoutesOf } from '@rima/shared/routes';
import { api, type ApiAnswer } from './app/api';
import { AppProviders } from './app/app-providers';
import { routes, type RouteHandle } from './app/routes';
import { makeStore, type RootState } from './app/store';
import { ensureCatalog, forkI18n, usedCatalogs, type Catalog } from './lib/i18n';
import { PageHeadContext, type PageHead } from './lib/page-head';

/** What the server knows about the request a page is rendered for. */
export type RenderRequest = {
  /** Path and query, as requested. */
  url: string;
  /**
   * The visitor's language, from the request (the rima_lang cookie, else Accept-Language): every visitor gets
   * the same HTML per language, and the server's cache keys pages by it.
   */
  lang: string;
  /** Answers a public GET of the API (`/api/v1/...` with its query) in-process. */
  fetchApi: (key: string) => Promise<ApiAnswer>;
};

export type RenderResult = {
  /** 200, or 404 when the page rendered the 404 page (unknown path, missing product, store or article). */
  status: number;
  /** The document title the page set (useDocumentTitle). */
  title: string | undefined;
  /** The markup that goes inside #root. */
  html: string;
  /**
   * What the browser hydrates with: the store's state the page rendered with (no request repeated) and the
   * catalogues of texts it used (loaded before hydrating, so nothing waits for them then), with their texts in
   * the page's language (the browser then fetches none of them, docs/decisions/060).
   */
  state: {
    api: Pick<RootState['api'], 'queries' | 'mutations' | 'provided'>;
    catalogs: string[];
    texts: Record<string, Messages>;
  };
  /** The page modules rendered (keys of Vite's client manifest), for the server to preload their files. */
  sources: string[];
};

const handler = createStaticHandler(routes);

// Every catalogue of texts, loaded once per language; each render gets its own instance with all of them.
// The browser is told which definition modules (paths under src/, as entry-client's glob names them) hold
// the catalogues a page used.
const definitions = import.meta.glob<Record<string, Catalog>>('./**/i18n/messages.ts', { eager: true });
const modules = new Map(
  Object.entries(definitions).flatMap(([path, module]) => Object.values(module).map((c) => [c, path] as const)),
);
const CATALOGS = [...modules.keys()];
const languages = new Map<Language, Promise<I18n>>();
function textsFor(language: Language): Promise<I18n> {
  let loaded = languages.get(language);
  if (!loaded) {
    const instance = setupI18n();
    instance.load(language, {});
    instance.activate(language);
    const loads = CATALOGS.map((catalog) => Promise.resolve(ensureCatalog(instance, language, catalog)));
    loaded = Promise.all(loads).then(() => instance);
    languages.set(language, loaded);
  }
  return loaded;
}

const byMatchingPages = new Map<string, boolean>();

/**
 * True when the server renders this path (public pages); the others are client-rendered. The answer depends only
 * on the route React Router picks, and for a path in lower case that is fixed by which of the app's pages
 * (CLIENT_ROUTES, kept equal to the router's by routes-list.test.ts) it matches, so it is remembered per set of
 * matching pages: the router flattens and ranks the whole route table on every match.
 */
export function isServerRendered(pathname: string): boolean {
  const key = pathname === pathname.toLowerCase() ? clientRoutesOf(pathname).join(' ') : undefined;
  const known = key === undefined ? undefined : byMatchingPages.get(key);
  if (known !== undefined) return known;
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const answer = (leaf?.route.handle as RouteHandle | undefined)?.isServerRendered === true;
  if (key !== undefined) byMatchingPages.set(key, answer);
  return answer;
}

/** Only settled answers travel: the browser's store takes fulfilled and failed entries as they are. */
function handOver(state: RootState): Omit<RenderResult['state'], 'catalogs' | 'texts'> {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      ([, q]) => q?.status === QueryStatus.fulfilled || q?.status === QueryStatus.rejected,
    ),
  );
  return { api: { queries, mutations: {}, provided: state.api.provided } };
}

// A boundary React could not finish in one synchronous pass: `<!--$?-->` (waiting) or `<!--$!-->` (left to
// the browser, after an error or a suspension).
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * The page's markup. Everything it shows was fetched before, so React finishes it in one synchronous pass:
 * `renderToString` (strings, no streams: cheaper per page than reading a web stream). When something still
 * suspends or fails — a page module's first render in this process, an error — the page is rendered again with
 * `renderToReadableStream`, which waits for everything (`allReady`) and reports the errors; it never moves a
 * finished boundary out of line (`progressiveChunkSize`), since that takes an inline script the CSP refuses.
 * Either way the markup has no inline script.
 */
async function renderHtml(app: React.ReactNode): Promise<string> {
  try {
    const html = renderToString(app);
    if (!UNFINISHED_BOUNDARY.test(html)) return html;
  } catch {
    // suspended outside a boundary: the stream below waits for it
  }
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(app, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

/** Renders a server-rendered page; undefined for a client-rendered path (the server sends the plain shell). */
export async function render(request: RenderRequest): Promise<RenderResult | undefined> {
  const url = new URL(request.url, 'http://rima.local');
  if (!isServerRendered(url.pathname)) return undefined;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected redirect for ${request.url}`);

  const language = isLanguage(request.lang) ? request.lang : DEFAULT_LANGUAGE;
  const i18n = forkI18n(await textsFor(language), language);
  const store = makeStore({ fetchApi: request.fetchApi });
  const sources: string[] = [];
  for (const match of context.matches) {
    const page = (match.route.handle as RouteHandle | undefined)?.page;
    if (!page) continue;
    sources.push(page.source);
    const module = await page.load();
    await module.prefetch?.({ params: match.params, search: url.searchParams, dispatch: store.dispatch });
  }
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const state = store.getState();

  let status = 200;
  let title: string | undefined;
  const head: PageHead = {
    setTitle: (value) => void (title = value),
    setStatus: (value) => void (status = value),
  };
  const html = await renderHtml(
    <PageHeadContext value={head}>
      <AppProviders store={store} i18n={i18n}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </PageHeadContext>,
  );
  // Timers RTK Query set for unused entries would keep this store alive for a minute.
  store.dispatch(api.util.resetApiState());
  const { catalogs, texts } = handedTexts(i18n, language);
  return { status, title, html, state: { ...handOver(state), catalogs, texts }, sources };
}

type HandedTexts = Pick<RenderResult['state'], 'catalogs' | 'texts'>;
// Pages of a kind use the same catalogues, whose texts never change in a running process: what a set of them
// hands over is built once and is the same object for each such page (the server writes its JSON once).
const handedBySet = new Map<string, HandedTexts>();
const HANDED_SETS = 256;

/** The catalogues the render used (their modules) and their texts in the page's language. */
function handedTexts(i18n: I18n, language: Language): HandedTexts {
  const used = usedCatalogs(i18n);
  const key = `${language}|${used.map(({ name }) => name).join(' ')}`;
  let handed = handedBySet.get(key);
  if (handed) return handed;
  const catalogs = [...new Set(used.map((catalog) => modules.get(catalog)))].filter(
    (path): path is string => path !== undefined,
  );
  const all = Object.entries(i18n.messages);
  const texts = Object.fromEntries(
    used.map(({ name }) => [name, Object.fromEntries(all.filter(([key]) => key.startsWith(`${name}.`)))]),
  );
  handed = { catalogs, texts };
  if (handedBySet.size >= HANDED_SETS) handedBySet.clear();
  handedBySet.set(key, handed);
  return handed;
}
