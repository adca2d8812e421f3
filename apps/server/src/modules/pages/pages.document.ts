import { PAGE_DATA_ELEMENT_ID } from '@rima/shared/page-data';
import { scriptJson } from '../../http/page-json';
import type { CriticalCss } from './pages.critical-css';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The JavaScript and CSS files pages' chunks need beyond what index.html already loads (Vite's manifest). */
export function chunkFiles(manifest: Manifest, sources: string[]): { js: string[]; css: string[] } {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const closure = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const loaded = entryKey ? closure(entryKey, new Set()) : new Set<string>();
  const mine = new Set<string>();
  for (const source of sources) for (const key of closure(source, new Set())) if (!loaded.has(key)) mine.add(key);
  const js = [...mine].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f));
  const css = [...new Set([...mine].flatMap((k) => manifest[k]?.css ?? []))];
  return { js, css };
}

/**
 * Issues 12 and 17 (Lighthouse on phones): a server-rendered page's first paint waits for no stylesheet. The
 * rules that can apply to its markup are inline (pages.critical-css.ts; the CSP allows inline styles); the whole
 * sheets are linked disabled, so the browser does not fetch them while a phone loads the page's photos, and the
 * app enables them (`data-rima-later`, entry-client.tsx) as it hydrates. The link also tells Vite's module loader
 * that a page chunk's CSS is there already, so it does not fetch it again.
 */
export const laterStyle = (file: string) =>
  `<link rel="stylesheet" crossorigin href="/${attr(file)}" disabled data-rima-later>`;
const blockingStyle = (file: string) => `<link rel="stylesheet" crossorigin href="/${attr(file)}">`;

const TEMPLATE_STYLE = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** The template's stylesheets (what index.html loads on every page), in order. */
export const templateStyles = (template: string): string[] =>
  [...template.matchAll(TEMPLATE_STYLE)].map((m) => m[1] ?? '');

/** The template with its stylesheets that `inline` accepts turned into `laterStyle` links. */
export function deferTemplateStyles(template: string, inline: (file: string) => boolean): string {
  return template.replace(TEMPLATE_STYLE, (link, file: string) => (inline(file) ? laterStyle(file) : link));
}

/**
 * A server-rendered page's stylesheets: the rules of the template's (already deferred) and its chunks' sheets that
 * apply to `markup` in one `<style>`, then the chunks' sheets as `laterStyle` links. Without a critical-CSS
 * reader (or for a sheet it cannot read) a chunk's sheet is a plain, render-blocking link.
 */
export function pageStyles(parts: {
  critical: CriticalCss | undefined;
  templateCss: readonly string[];
  chunkCss: readonly string[];
  markup: string;
}): string {
  const { critical, templateCss, chunkCss, markup } = parts;
  const inline = chunkCss.filter((f) => critical?.has(f));
  const files = [...templateCss, ...inline];
  const style = critical && files.length > 0 ? `<style>${critical.for(files, markup)}</style>` : '';
  return style + chunkCss.map((f) => (inline.includes(f) ? laterStyle(f) : blockingStyle(f))).join('');
}

/**
 * A server-rendered page shows everything before its JavaScript runs: the app's scripts and preloads are fetched
 * at low priority, after the page's own photos (the largest paint on a phone) and without holding up its first
 * paint (issues 12, 17). Client-rendered pages keep the template as it is.
 */
export function lowPriorityScripts(template: string): string {
  return template
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
      return `<script type="module" crossorigin src="${src}" fetchpriority="low"></script>`;
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      return `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`;
    });
}

/** The page's own chunks' JavaScript, preloaded at low priority (see lowPriorityScripts). */
export const chunkScripts = (js: readonly string[]): string =>
  js.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}" fetchpriority="low">`).join('');

export type DocumentParts = {
  lang: string;
  title?: string | undefined;
  description?: string | undefined;
  /** Tags for the top of <head>, before the app's scripts: what a phone should fetch first (the first photo). */
  early?: string | undefined;
  /** Tags for the end of <head>: link previews, structured data, preloads. */
  head: string;
  /** The server-rendered markup of #root (client-rendered pages keep the placeholder). */
  html?: string | undefined;
  /** The state the page rendered with, handed to the browser's store. */
  state?: unknown;
};

/**
 * The built index.html with a page's parts written in. The template marks #root's content (the client-rendered
 * pages' placeholder) with `<!--app-html-->…<!--/app-html-->`; function replacers keep a '$' in a product's name
 * literal.
 */
export function writeDocument(template: string, parts: DocumentParts): string {
  let text = template.replace(/<html lang="[^"]*"/, () => `<html lang="${attr(parts.lang)}"`);
  if (parts.title !== undefined) {
    const title = parts.title;
    text = text.replace(/<title>[^<]*<\/title>/, () => `<title>${attr(title)}</title>`);
  }
  if (parts.description !== undefined) {
    const description = parts.description;
    text = text.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attr(description)}" />`,
    );
  }
  if (parts.early) {
    // after the viewport (the preload's sizes depend on it), before the app's scripts and styles
    const early = parts.early;
    const viewport = /<meta name="viewport"[^>]*>/;
    text = viewport.test(text)
      ? text.replace(viewport, (tag) => `${tag}${early}`)
      : text.replace('<head>', () => `<head>${early}`);
  }
  if (parts.html !== undefined) {
    const html = parts.html;
    // #root holds exactly React's markup: no whitespace or comment around it for hydration to trip on. The
    // patterns run over the small template; the head (a page's inline CSS) goes in last.
    text = text.replace(
      /<div id="root">\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*<\/div>/,
      () => `<div id="root">${html}</div>`,
    );
  }
  if (parts.state !== undefined) {
    const data = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(parts.state)}</script>`;
    text = text.replace('</body>', () => `${data}</body>`);
  }
  if (parts.head) text = text.replace('</head>', () => `${parts.head}</head>`);
  return text;
}
