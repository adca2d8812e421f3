import { LRUCache } from 'lru-cache';
import postcss, { type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A built file's text (`assets/….css`), for inlining; undefined when it cannot be read. */
export type StyleReader = (file: string) => string | undefined;

/**
 * A stylesheet, prepared once: its rules in order, each with the class names its selectors need. `needs` holds
 * one list per selector of the rule (the rule can apply when every class of one list is on the page); a rule
 * without `needs` (font faces, keyframes, `@charset`) is always kept.
 */
type Item = { text: string; needs?: string[][] } | { open: string; items: Item[] };

/**
 * The classes a selector needs on the page to match anything: every class it names outside a functional
 * pseudo-class (`:not(.x)`, `:is(.a, .b)`, `:has(.y)` are read as needing nothing, which keeps the rule).
 * Elements, attributes, ids and states are not checked: such a rule stays when its classes are there.
 */
function selectorNeeds(selector: string): string[][] {
  const lists: string[][] = [];
  selectorParser((selectors) => {
    selectors.each((one) => {
      const classes = new Set<string>();
      one.walkClasses((node) => {
        for (let up = node.parent; up && up !== one; up = up.parent) if (up.type === 'pseudo') return;
        classes.add(node.value);
      });
      lists.push([...classes]);
    });
  }).processSync(selector);
  return lists;
}

const GROUPS = /^(media|supports|container|layer)$/i;

function prepare(container: Container): Item[] {
  const items: Item[] = [];
  container.each((node) => {
    if (node.type === 'rule') items.push({ text: node.toString(), needs: selectorNeeds(node.selector) });
    else if (node.type === 'atrule' && node.nodes && GROUPS.test(node.name))
      items.push({ open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, items: prepare(node) });
    else if (node.type !== 'comment') items.push({ text: node.toString() });
  });
  return items;
}

function subset(items: Item[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const item of items) {
    if ('items' in item) {
      const inner = subset(item.items, classes);
      if (inner) out += `${item.open}${inner}}`;
    } else if (!item.needs || item.needs.some((list) => list.every((c) => classes.has(c)))) out += item.text;
  }
  return out;
}

/** Every class name in `html`'s class attributes (as React writes them: `class="a b"`). */
export function classNames(html: string): Set<string> {
  const found = new Set<string>();
  // a plain scan: a page has a few hundred attributes, and matchAll's match objects were most of the cost
  for (let at = html.indexOf(' class="'); at !== -1; at = html.indexOf(' class="', at)) {
    const start = at + 8;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    let from = start;
    for (let i = start; i <= end; i += 1) {
      const c = html.charCodeAt(i);
      // space, tab, newline, form feed, carriage return, or the closing quote
      if (c === 32 || c === 34 || (c >= 9 && c <= 13)) {
        if (i > from) found.add(html.slice(from, i));
        from = i + 1;
      }
    }
    at = end;
  }
  return found;
}

/**
 * Lighthouse on phones and render cost (docs/decisions/018): a server-rendered page carries inline only the rules of
 * its stylesheets that can apply to its own markup — a rule stays unless a class its selectors need appears on
 * no element of the page — in the sheets' order, so the page looks exactly as with the whole sheets (each
 * kept rule wins or loses as it would there). The whole sheets follow without blocking the first paint
 * (pages.document.ts). Sheets are read and parsed once; subsets are kept per set of class names (pages of a
 * kind share one).
 */
export function createCriticalCss(read: StyleReader) {
  const sheets = new Map<string, Item[] | undefined>();
  // the key (the sheets and a page's class names) counts too
  const subsets = new LRUCache<string, Buffer>({
    max: 256,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (css, key) => css.length + key.length + 1,
  });

  /** The prepared sheet, or undefined when it cannot be read or would close its `<style>` element. */
  function sheet(file: string): Item[] | undefined {
    if (!sheets.has(file)) {
      const css = read(file);
      sheets.set(file, css === undefined || /<\/style/i.test(css) ? undefined : prepare(postcss.parse(css)));
    }
    return sheets.get(file);
  }

  return {
    /** True when `file` can be inlined (readable CSS). */
    has: (file: string) => sheet(file) !== undefined,
    /** The rules of `files` (each readable, see `has`) that can apply to `html`, in order, as UTF-8. */
    for(files: readonly string[], html: string): Buffer {
      const classes = classNames(html);
      const key = `${files.join(' ')}\n${[...classes].sort().join(' ')}`;
      let css = subsets.get(key);
      if (css === undefined) {
        css = Buffer.from(files.map((file) => subset(sheet(file) ?? [], classes)).join(''));
        subsets.set(key, css);
      }
      return css;
    },
  };
}
export type CriticalCss = ReturnType<typeof createCriticalCss>;
