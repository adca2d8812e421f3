import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageSeo } from '../../http/page-seo';
import { makePageEntry, type PageEncoding, type PageEntry } from './pages.cache';
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
export function rendererFile(webDist: string): string {
  return path.join(`${webDist.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js');
}

export async function loadRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = rendererFile(webDist);
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** What a page is composed from: the web build's template, manifest and stylesheets. */
export type WebBuild = {
  template: string;
  manifest: Manifest;
  /** The built stylesheets' text: server-rendered pages carry the rules they use inline (pages.critical-css.ts). */
  styles?: StyleReader | undefined;
  /** The web build has public/start-after-paint.js: server-rendered pages start the app once painted. */
  startAfterPaintScript?: boolean;
};

/** Reads the web build (template, Vite's manifest, stylesheets) from its directory. */
export function readWebBuild(webDist: string): WebBuild {
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  // read (and parsed) once per file by the critical CSS
  const styles: StyleReader = (file) => {
    const full = path.join(webDist, file);
    return file.endsWith('.css') && fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  };
  return { template, manifest, styles, startAfterPaintScript: fs.existsSync(path.join(webDist, START_AFTER_PAINT)) };
}

/** A page to compose: its URL, the path it is rendered from, the public origin, language and compressed form. */
export type ComposeRequest = {
  url: string;
  pathname: string;
  base: string;
  lang: string;
  encoding?: PageEncoding | undefined;
};

/** An API answer as the server sends it: status and JSON text (parsed where the page is composed). */
export type ApiText = { status: number; text: string };

/** Composes a page: renders it (its API answers from `fetchApi`) into the whole document, its tags and bytes. */
export type ComposePage = (
  request: ComposeRequest,
  fetchApi: (key: string) => Promise<ApiText>,
) => Promise<PageEntry | undefined>;

/**
 * A server-rendered page's whole document (docs/decisions/015): the renderer's markup and state in the built template,
 * with the rules it uses inline, its head tags (pageSeo), its scripts, and the tags of the API answers it shows
 * (pages.tags.ts). Pure but for the renderer and `fetchApi`: runs in the render thread (pages.render-thread.ts)
 * or, without one, in the server's.
 */
export function createPageComposer(build: WebBuild, renderer: PageRenderer): ComposePage {
  const { template, manifest, styles, startAfterPaintScript = false } = build;
  const critical: CriticalCss | undefined = styles ? createCriticalCss(styles) : undefined;
  // The template's sheets that server-rendered pages inline (their rules) and load later (whole).
  const templateCss = critical ? templateStyles(template).filter((file) => critical.has(file)) : [];
  const styled = deferTemplateStyles(template, (file) => templateCss.includes(file));
  // Server-rendered pages start the app once painted (when the build has the start script), else fetch it at
  // low priority.
  const started = startAfterPaintScript ? takeAppScripts(styled) : undefined;
  const renderedTemplate = started?.template ?? lowPriorityScripts(styled);
  const appScripts = (js: readonly string[]) => (started ? startAfterPaint(started.scripts, js) : chunkScripts(js));
  // A page's own chunks depend only on the page modules it rendered (a handful of combinations).
  const chunksBySources = new Map<string, ReturnType<typeof chunkFiles>>();
  const pageChunks = (sources: string[]) => {
    const key = sources.join(' ');
    let chunks = chunksBySources.get(key);
    if (!chunks) chunksBySources.set(key, (chunks = chunkFiles(manifest, sources)));
    return chunks;
  };

  return async (request, fetchApi) => {
    const answers = new Map<string, ApiAnswer>();
    const fetchParsed = async (key: string): Promise<ApiAnswer> => {
      const { status, text } = await fetchApi(key);
      const answer = { status, body: JSON.parse(text) as unknown };
      answers.set(key, answer);
      return answer;
    };
    const page = await renderer.render({ url: request.url, lang: request.lang, fetchApi: fetchParsed });
    if (!page) return undefined;
    const search = new URL(request.url, 'http://rima.local').searchParams;
    const seo = pageSeo({
      base: request.base,
      pathname: request.pathname,
      search,
      status: page.status,
      title: page.title,
      answers,
      lang: request.lang,
    });
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
  };
}
