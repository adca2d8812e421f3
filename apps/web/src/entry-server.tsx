// The server's way into the web app (issue 12): renders a public page's URL to HTML with the same components,
// routes and store as the browser. Built by Vite as an SSR bundle (dist-ssr/entry-server.js) and called by the
// server's pages module (apps/server/src/modules/pages), which caches the result and writes the document.
import { setupI18n, type I18n } from '@lingui/core';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@rima/shared/language';
import { api, type ApiAnswer } from './app/api';
import { AppProviders } from './app/app-providers';
import { routes, type RouteHandle } from './app/routes';
import { makeStore, type RootState } from './app/store';
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
  /** The store's state the page rendered with, for the browser to hydrate with (no request repeated). */
  state: { api: Pick<RootState['api'], 'queries' | 'mutations' | 'provided'> };
  /** The page modules rendered (keys of Vite's client manifest), for the server to preload their files. */
  sources: string[];
};

const handler = createStaticHandler(routes);

// One set of texts per language, shared by every render in it (a render only reads them; catalogues load
// into it the first time a page needs them).
const languages = new Map<Language, I18n>();
function i18nFor(lang: string): I18n {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  let instance = languages.get(language);
  if (!instance) {
    instance = setupI18n();
    instance.load(language, {});
    instance.activate(language);
    languages.set(language, instance);
  }
  return instance;
}

/** True when the server renders this path (public pages); the others are client-rendered. */
export function isServerRendered(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return (leaf?.route.handle as RouteHandle | undefined)?.isServerRendered === true;
}

/** Only settled answers travel: the browser's store takes fulfilled and failed entries as they are. */
function handOver(state: RootState): RenderResult['state'] {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      ([, q]) => q?.status === QueryStatus.fulfilled || q?.status === QueryStatus.rejected,
    ),
  );
  return { api: { queries, mutations: {}, provided: state.api.provided } };
}

/** Renders a server-rendered page; undefined for a client-rendered path (the server sends the plain shell). */
export async function render(request: RenderRequest): Promise<RenderResult | undefined> {
  const url = new URL(request.url, 'http://rima.local');
  if (!isServerRendered(url.pathname)) return undefined;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected redirect for ${request.url}`);

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
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <PageHeadContext value={head}>
      <AppProviders store={store} i18n={i18nFor(request.lang)}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </PageHeadContext>,
    {
      onError: (error) => void errors.push(error),
      // Never move a finished Suspense boundary out of line (React does for large pages): that is delivered by
      // an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // Everything the page needs was fetched above, so nothing waits on data: React finishes in one go, and the
  // whole page is known (its status, no inline script for late boundaries, which the CSP would refuse).
  await stream.allReady;
  const html = await new Response(stream).text();
  // Timers RTK Query set for unused entries would keep this store alive for a minute.
  store.dispatch(api.util.resetApiState());
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return { status, title, html, state: handOver(state), sources };
}
