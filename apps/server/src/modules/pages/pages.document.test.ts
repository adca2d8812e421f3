import { describe, expect, it } from 'vitest';
import { chunkLinks, inlineTemplateStyles, lowPriorityScripts, styleTag } from './pages.document';

const files: Record<string, string> = { 'assets/index-1.css': '.a{color:red}', 'assets/page-1.css': '.b{margin:0}' };
const read = (file: string) => files[file];

describe('stylesheets of server-rendered pages (issues 12, 17)', () => {
  it('inlines a stylesheet and keeps a disabled link of its file, so the module loader does not fetch it', () => {
    expect(styleTag('assets/page-1.css', read)).toBe(
      '<style>.b{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/page-1.css" disabled>',
    );
  });

  it('keeps the plain link without a reader, for a file it cannot read, or for CSS that would close the element', () => {
    const plain = '<link rel="stylesheet" crossorigin href="/assets/page-1.css">';
    expect(styleTag('assets/page-1.css')).toBe(plain);
    expect(styleTag('assets/page-1.css', () => undefined)).toBe(plain);
    expect(styleTag('assets/page-1.css', () => 'a{}</style><script>')).toBe(plain);
  });

  it("inlines the template's stylesheet and a page chunk's", () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(inlineTemplateStyles(template, read)).toBe(
      '<head><style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled></head>',
    );
    const manifest = { 'src/page.tsx': { file: 'assets/page-1.js', css: ['assets/page-1.css'] } };
    expect(chunkLinks(manifest, ['src/page.tsx'], read)).toBe(
      '<style>.b{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/page-1.css" disabled>' +
        '<link rel="modulepreload" crossorigin href="/assets/page-1.js" fetchpriority="low">',
    );
  });

  it("fetches a server-rendered page's scripts at low priority", () => {
    const template =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">';
    expect(lowPriorityScripts(template)).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js" fetchpriority="low"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js" fetchpriority="low">',
    );
  });
});
