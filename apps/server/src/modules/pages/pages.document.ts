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
 * Lighthouse on phones (docs/decisions/018): a server-rendered page's first paint waits for no stylesheet. The
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
 * apply to `markup` in one `<style>` (which the app removes once the whole sheets apply), then the chunks' sheets as `laterStyle` links. Without a critical-CSS
 * reader (or for a sheet it cannot read) a chunk's sheet is a plain, render-blocking link.
 */
export function pageStyles(parts: {
  critical: CriticalCss | undefined;
  templateCss: readonly string[];
  chunkCss: readonly string[];
  markup: string;
}): Piece[] {
  const { critical, templateCss, chunkCss, markup } = parts;
  const inline = chunkCss.filter((f) => critical?.has(f));
  const files = [...templateCss, ...inline];
  const links = chunkCss.map((f) => (inline.includes(f) ? laterStyle(f) : blockingStyle(f))).join('');
  return critical && files.length > 0
    ? ['<style id="rima-critical">', critical.for(files, markup), `</style>${links}`]
    : [links];
}

/**
 * A server-rendered page shows everything before its JavaScript runs: the app's scripts and preloads are fetched
 * at low priority, after the page's own photos (the largest paint on a phone) and without holding up its first
 * paint. Client-rendered pages keep the template as it is.
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

/** The web build's classic script that starts the app once a server-rendered page is painted. */
export const START_AFTER_PAINT = 'start-after-paint.js';

/** The app's module script and the modules the template preloads (paths as the template writes them). */
export type AppScripts = { entry: string; preload: string[] };

/**
 * Lighthouse on phones (docs/decisions/018): a server-rendered page is complete HTML, so it starts the app only once it
 * has been painted (`public/start-after-paint.js`): the app's script and chunks do not compete with the page's
 * first photo and fonts for a phone's bandwidth. This takes the template's module script and modulepreload links
 * out (undefined when it has no module script).
 */
export function takeAppScripts(template: string): { template: string; scripts: AppScripts } | undefined {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) return undefined;
  const preload: string[] = [];
  const rest = template
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  return { template: rest, scripts: { entry: entry[1], preload } };
}

/** The tag that starts the app after the page's first paint, preloading the template's and the page's modules. */
export function startAfterPaint(scripts: AppScripts, chunkJs: readonly string[]): string {
  const preload = [...scripts.preload, ...chunkJs.map((f) => `/${f}`)].join(' ');
  return `<script defer src="/${START_AFTER_PAINT}" data-entry="${attr(scripts.entry)}" data-preload="${attr(preload)}"></script>`;
}

/** A piece of a document: text, or bytes already encoded (a page's inline CSS, the same for pages of a kind). */
export type Piece = string | Buffer;

export type DocumentParts = {
  lang: string;
  title?: string | undefined;
  description?: string | undefined;
  /** Tags for the top of <head>, before the app's scripts: what a phone should fetch first (the first photo). */
  early?: string | undefined;
  /** Tags for the end of <head>: link previews, structured data, preloads. */
  head: string | readonly Piece[];
  /** The server-rendered markup of #root (client-rendered pages keep the placeholder). */
  html?: string | undefined;
  /** The state the page rendered with, handed to the browser's store. */
  state?: unknown;
};

type Slot = 'lang' | 'title' | 'description' | 'early' | 'html' | 'state' | 'head';
/** The template cut where a page writes into it; each slot keeps the template's own text for when it is not set. */
type Cut = (string | { slot: Slot; own: string })[];

// The places a page writes into (the template marks #root's content, the client-rendered pages' placeholder, with
// `<!--app-html-->…<!--/app-html-->`); the early tags go after the viewport (the photo preload's sizes depend on
// it), or after <head> without one.
const SLOTS: [Slot, RegExp][] = [
  ['lang', /<html lang="[^"]*"/],
  ['title', /<title>[^<]*<\/title>/],
  ['description', /<meta name="description" content="[^"]*"\s*\/?>/],
  ['html', /<div id="root">\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*<\/div>/],
];

const cuts = new Map<string, Cut>();

/** Cuts a template once (a process has a handful); pages then join pieces instead of rewriting a whole page. */
function cut(template: string): Cut {
  let done = cuts.get(template);
  if (done) return done;
  let text = template;
  const marks: { slot: Slot; own: string }[] = [];
  const mark = (slot: Slot, own: string) => `\u0000${marks.push({ slot, own }) - 1}\u0000`;
  for (const [slot, pattern] of SLOTS) text = text.replace(pattern, (own) => mark(slot, own));
  const viewport = /<meta name="viewport"[^>]*>/;
  text = viewport.test(text)
    ? text.replace(viewport, (tag) => `${tag}${mark('early', '')}`)
    : text.replace('<head>', () => `<head>${mark('early', '')}`);
  text = text
    .replace('</body>', () => `${mark('state', '')}</body>`)
    .replace('</head>', () => `${mark('head', '')}</head>`);
  done = text.split('\u0000').map((piece, i) => (i % 2 === 1 ? (marks[Number(piece)] ?? piece) : piece));
  cuts.set(template, done);
  return done;
}

function written(slot: Slot, own: string, parts: DocumentParts): Piece | readonly Piece[] {
  switch (slot) {
    case 'lang':
      return `<html lang="${attr(parts.lang)}"`;
    case 'title':
      return parts.title === undefined ? own : `<title>${attr(parts.title)}</title>`;
    case 'description':
      return parts.description === undefined ? own : `<meta name="description" content="${attr(parts.description)}" />`;
    case 'early':
      return parts.early ?? '';
    case 'html':
      // #root holds exactly React's markup: no whitespace or comment around it for hydration to trip on
      return parts.html === undefined ? own : `<div id="root">${parts.html}</div>`;
    case 'state':
      return parts.state === undefined
        ? ''
        : [`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">`, ...stateJson(parts.state), '</script>'];
    case 'head':
      return parts.head;
  }
}

// The texts a page hands over are one object per set of catalogues (the server entry keeps it): written once.
const textsJson = new WeakMap<object, Buffer>();

/**
 * The state's JSON (scriptJson), in pieces: its `texts`, when they are its last key, from their JSON written
 * once. The same bytes as scriptJson(state).
 */
export function stateJson(state: unknown): Piece[] {
  if (typeof state !== 'object' || state === null) return [scriptJson(state)];
  const keys = Object.keys(state);
  const { texts, ...rest } = state as { texts?: unknown };
  if (keys.length < 2 || keys.at(-1) !== 'texts' || typeof texts !== 'object' || texts === null)
    return [scriptJson(state)];
  let json = textsJson.get(texts);
  if (!json) textsJson.set(texts, (json = Buffer.from(scriptJson(texts))));
  return [`${scriptJson(rest).slice(0, -1)},"texts":`, json, '}'];
}

/** The built index.html with a page's parts written in, as pieces (nothing of a product's name is a pattern). */
export function documentPieces(template: string, parts: DocumentParts): Piece[] {
  const pieces: Piece[] = [];
  for (const piece of cut(template)) {
    if (typeof piece === 'string') pieces.push(piece);
    else {
      const value = written(piece.slot, piece.own, parts);
      if (typeof value === 'string' || Buffer.isBuffer(value)) pieces.push(value);
      else pieces.push(...value);
    }
  }
  return pieces;
}

/** The pieces' bytes (UTF-8), in one buffer. */
export function documentBytes(pieces: readonly Piece[]): Buffer {
  let size = 0;
  for (const piece of pieces) size += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) at += typeof piece === 'string' ? bytes.write(piece, at) : piece.copy(bytes, at);
  return bytes;
}

/** The built index.html with a page's parts written in, as text. */
export function writeDocument(template: string, parts: DocumentParts): string {
  return documentPieces(template, parts)
    .map((piece) => (typeof piece === 'string' ? piece : piece.toString()))
    .join('');
}
