import { PAGE_DATA_ELEMENT_ID } from '@rima/shared/page-data';
import { scriptJson } from '../../http/page-json';

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

/** A built file's text (`assets/….css`), for inlining; undefined when it cannot be read. */
export type StyleReader = (file: string) => string | undefined;

/**
 * Issues 12 and 17 (Lighthouse on phones): a server-rendered page carries its stylesheets in `<style>` elements,
 * so its first paint waits for no request (the CSP allows inline styles). Each keeps a disabled `<link>` of its
 * file beside it, which the browser does not fetch: the module loader then sees the file as loaded and does not
 * fetch it again when the page's chunk loads. Without a reader (or a file it cannot read) the plain link stays.
 */
export function styleTag(file: string, read?: StyleReader): string {
  const href = `/${attr(file)}`;
  const css = read?.(file);
  if (css === undefined || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="${href}">`;
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/** The template's stylesheet links (what index.html loads on every page), inlined as `styleTag` does. */
export function inlineTemplateStyles(template: string, read: StyleReader): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_link, file: string) =>
    styleTag(file, read),
  );
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

/**
 * Tags for a page's own chunks: its CSS blocks rendering (no unstyled flash; inlined with a reader), its
 * JavaScript is preloaded (at low priority, see lowPriorityScripts).
 */
export function chunkLinks(manifest: Manifest, sources: string[], read?: StyleReader): string {
  const { js, css } = chunkFiles(manifest, sources);
  return [
    ...css.map((f) => styleTag(f, read)),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}" fetchpriority="low">`),
  ].join('');
}

export type DocumentParts = {
  lang: string;
  title?: string | undefined;
  description?: string | undefined;
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
  if (parts.head) text = text.replace('</head>', () => `${parts.head}</head>`);
  if (parts.html !== undefined) {
    const html = parts.html;
    // #root holds exactly React's markup: no whitespace or comment around it for hydration to trip on
    text = text.replace(
      /<div id="root">\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*<\/div>/,
      () => `<div id="root">${html}</div>`,
    );
  }
  if (parts.state !== undefined) {
    const data = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(parts.state)}</script>`;
    text = text.replace('</body>', () => `${data}</body>`);
  }
  return text;
}
