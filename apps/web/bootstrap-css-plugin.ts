import fs from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/**
 * Rules of the react-bootstrap components the shop uses (Accordion, Alert, Button, Carousel, Dropdown, Form,
 * InputGroup, Modal, Nav, Spinner, Tabs, Table, Row/Col) whose class names the library composes from its prefix
 * (`${prefix}-inner`, `${dialogClass}-centered`, `col-${breakpoint}-${span}`) or adds while a component animates
 * (`fade`, `show`, `collapsing`, `carousel-item-next`): no file names them whole, so they are kept as families.
 */
export const BOOTSTRAP_SAFELIST: RegExp[] = [
  /^(modal|carousel|accordion|dropdown|nav|tab)-/,
  /^(col|row-cols)-/,
  /^(fade|show|showing|hiding|collapse|collapsing|collapsed|active|disabled|dropup|dropend|dropstart|slide)$/,
  /^(was-validated|has-validation|is-valid|is-invalid|valid-feedback|invalid-feedback|pointer-event)$/,
  /^table-(striped|bordered|borderless|hover|sm|responsive)/,
];

/**
 * react-bootstrap writes a prop's value after a prefix: `variant="outline-dark"` → `btn-outline-dark`,
 * `variant="danger"` → `alert-danger`, a Spinner's `variant` → `text-…`, `size="sm"` → `form-control-sm`,
 * `inline` → `form-check-inline`. Every word of the source (and of the react-bootstrap modules used) is also
 * read with these prefixes, so the variants and sizes the source names are kept, and no others.
 */
const VARIANT_PREFIXES = [
  'btn',
  'alert',
  'text',
  'table',
  'form-control',
  'form-select',
  'form-check',
  'input-group',
  'spinner-border',
  'spinner-grow',
  'nav',
  'modal',
  'modal-dialog',
];
const words = (content: string) => content.match(/[\w-]+/g) ?? [];
const withVariants = (content: string) => {
  const found = words(content);
  return [...found, ...found.flatMap((w) => VARIANT_PREFIXES.map((p) => `${p}-${w}`))];
};

/** The react-bootstrap modules the source imports (`react-bootstrap/Modal`), with the library's own imports. */
function bootstrapModules(srcDir: string, esmDir: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const file = path.join(esmDir, `${name}.js`);
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '\.\/([\w]+)(?:\.js)?'/g)) visit(m[1] ?? '');
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/from 'react-bootstrap\/(\w+)'/g)) visit(m[1] ?? '');
    }
  };
  walk(srcDir);
  return [...seen];
}

/**
 * Lighthouse on phones: Bootstrap's whole stylesheet is render-blocking CSS, most of it rules
 * no page uses (utilities at every breakpoint, components the shop has not got). At build time this keeps the
 * rules whose class names appear in the app's source (`src/`, index.html) or in the react-bootstrap modules it
 * uses, the variants the source names (VARIANT_PREFIXES) and BOOTSTRAP_SAFELIST; element selectors stay when the
 * element is written anywhere in that source. Only bootstrap.min.css is trimmed; the app's own CSS is whole.
 */
export function onlyUsedBootstrap(webRoot: string): Plugin {
  const srcDir = path.join(webRoot, 'src');
  const esmDir = path.join(webRoot, '..', '..', 'node_modules', 'react-bootstrap', 'esm');
  return {
    name: 'rima-only-used-bootstrap',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!file.endsWith('bootstrap/dist/css/bootstrap.min.css')) return null;
      const [result] = await new PurgeCSS().purge({
        content: [path.join(webRoot, 'index.html'), `${srcDir}/**/*.{ts,tsx,css}`, ...bootstrapModules(srcDir, esmDir)],
        extractors: [{ extractor: withVariants, extensions: ['ts', 'tsx', 'js'] }],
        defaultExtractor: words,
        css: [{ raw: code }],
        safelist: { standard: BOOTSTRAP_SAFELIST, greedy: [/data-bs-popper/] },
      });
      return { code: result?.css ?? code, map: null };
    },
  };
}
