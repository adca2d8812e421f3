import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../http/page-json';
import { classNames, createCriticalCss } from './pages.critical-css';
import type { Piece } from './pages.document';
import {
  chunkScripts,
  deferTemplateStyles,
  documentBytes,
  documentPieces,
  lowPriorityScripts,
  pageStyles,
  startAfterPaint,
  stateJson,
  takeAppScripts,
  templateStyles,
  writeDocument,
} from './pages.document';

const files: Record<string, string> = {
  'assets/index-1.css':
    ':root{--x:1}body{margin:0}.a{color:red}.b .c{color:blue}.d:hover{color:green}.e:not(.f){top:0}' +
    '@font-face{font-family:J;src:url(j.woff2)}@keyframes spin{to{rotate:1turn}}' +
    '@media (width>=992px){.a{color:pink}.z{color:gray}}@media print{.z{display:none}}',
  'assets/page-1.css': '.p{margin:0}.q{margin:1px}',
  'assets/closing.css': '.a{content:"</style>"}',
};
const read = (file: string) => files[file];
const text = (pieces: Piece[]) => pieces.map(String).join('');
const later = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}" disabled data-rima-later>`;

describe('critical CSS of server-rendered pages', () => {
  it('keeps the rules that can apply to the markup, in order, and drops those needing a class it lacks', () => {
    const css = createCriticalCss(read);
    expect(
      css.for(['assets/index-1.css'], '<div class="a"><p class="c">x</p><i class="e d"></i></div>').toString(),
    ).toBe(
      // :root and element rules stay; `.b .c` needs .b; a class inside :not() needs nothing; at-rules without
      // rules stay whole; a media block keeps its rules that apply and goes when none does
      ':root{--x:1}body{margin:0}.a{color:red}.d:hover{color:green}.e:not(.f){top:0}' +
        '@font-face{font-family:J;src:url(j.woff2)}@keyframes spin{to{rotate:1turn}}' +
        '@media (width>=992px){.a{color:pink}}',
    );
    expect(css.for(['assets/index-1.css', 'assets/page-1.css'], '<p class="b c q"></p>').toString()).toBe(
      ':root{--x:1}body{margin:0}.b .c{color:blue}@font-face{font-family:J;src:url(j.woff2)}' +
        '@keyframes spin{to{rotate:1turn}}.q{margin:1px}',
    );
  });

  it('reads the class attributes React writes', () => {
    expect([...classNames('<div class="a  b"><span class="">x</span><i class="c"></i><p data-class="d">')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('inlines the rules in one <style> and links the whole sheets without blocking the first paint', () => {
    const critical = createCriticalCss(read);
    expect(
      text(
        pageStyles({
          critical,
          templateCss: ['assets/index-1.css'],
          chunkCss: ['assets/page-1.css'],
          markup: '<p class="p"></p>',
        }),
      ),
    ).toBe(
      '<style id="rima-critical">:root{--x:1}body{margin:0}@font-face{font-family:J;src:url(j.woff2)}@keyframes spin{to{rotate:1turn}}' +
        `.p{margin:0}</style>${later('assets/page-1.css')}`,
    );
  });

  it('keeps a plain, blocking link without a reader, for a file it cannot read or CSS that would close <style>', () => {
    const critical = createCriticalCss(read);
    const plain = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
    const markup = '<p class="p"></p>';
    expect(text(pageStyles({ critical: undefined, templateCss: [], chunkCss: ['assets/page-1.css'], markup }))).toBe(
      plain('assets/page-1.css'),
    );
    const unreadable = ['assets/none.css', 'assets/closing.css'];
    expect(text(pageStyles({ critical, templateCss: [], chunkCss: unreadable, markup }))).toBe(
      plain('assets/none.css') + plain('assets/closing.css'),
    );
  });

  it("defers the template's stylesheets it can inline", () => {
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/other-1.css"></head>';
    expect(templateStyles(template)).toEqual(['assets/index-1.css', 'assets/other-1.css']);
    expect(deferTemplateStyles(template, (file) => file === 'assets/index-1.css')).toBe(
      `<head>${later('assets/index-1.css')}<link rel="stylesheet" crossorigin href="/assets/other-1.css"></head>`,
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
    expect(chunkScripts(['assets/page-1.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/page-1.js" fetchpriority="low">',
    );
  });

  it('writes the early tags (the first photo) after the viewport, before the scripts, and the rest at the end of <head>', () => {
    const template =
      '<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />' +
      '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><!--app-html-->' +
      '<p>…</p><!--/app-html--></div></body></html>';
    const html = writeDocument(template, {
      lang: 'id',
      early: '<link rel="preload" as="image" href="/a.webp">',
      head: '<style>p{}</style>',
      html: '<p>x</p>',
    });
    expect(html).toBe(
      '<html lang="id"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />' +
        '<link rel="preload" as="image" href="/a.webp"><script type="module" src="/assets/index-1.js"></script>' +
        '<style>p{}</style></head><body><div id="root"><p>x</p></div></body></html>',
    );
  });

  it('writes the same bytes from pieces as from text: multi-byte text, encoded CSS, nothing read as a pattern', () => {
    const template =
      '<html lang="en"><head><title>RIMA</title><meta name="description" content="shop" /></head><body>' +
      '<div id="root"><!--app-html--><p>…</p><!--/app-html--></div></body></html>';
    const parts = {
      lang: 'id',
      title: 'Kursi $& “Bali” $1',
      head: ['<style>', Buffer.from('p::before{content:"…"}'), '</style>'],
      html: '<p>Rp1.250.000 · ✓ $&</p>',
      state: { name: '</script><!--' },
    };
    const text = writeDocument(template, parts);
    expect(documentBytes(documentPieces(template, parts)).equals(Buffer.from(text))).toBe(true);
    expect(text).toBe(
      '<html lang="id"><head><title>Kursi $&amp; “Bali” $1</title><meta name="description" content="shop" />' +
        '<style>p::before{content:"…"}</style></head><body><div id="root"><p>Rp1.250.000 · ✓ $&</p></div>' +
        '<script id="rima-data" type="application/json">{"name":"\\u003c/script\\u003e\\u003c!--"}</script></body></html>',
    );
  });

  it("takes the app's script and preloads out of the template: a server-rendered page starts them once painted", () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n  </head>';
    const taken = takeAppScripts(template);
    expect(taken?.template).toBe('<head></head>');
    expect(taken?.scripts).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/runtime-1.js'] });
    expect(startAfterPaint(taken?.scripts ?? { entry: '', preload: [] }, ['assets/page-1.js'])).toBe(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/runtime-1.js /assets/page-1.js"></script>',
    );
    expect(takeAppScripts('<head></head>')).toBeUndefined();
  });

  it("writes the state's shared texts from their JSON written once, the same bytes as the whole state's", () => {
    const texts = { cart: { 'cart.add': 'Tambah </script> & <b>' } };
    const states = [
      { api: { queries: { a: { data: '<!--' } } }, catalogs: ['x'], texts },
      { api: { queries: {} }, catalogs: [], texts },
      { texts, api: {} },
      { texts },
      'plain',
      null,
    ];
    for (const state of states) expect(text(stateJson(state))).toBe(scriptJson(state));
    const [, first] = stateJson(states[0]);
    const [, second] = stateJson(states[1]);
    // one buffer for both pages' texts
    expect(Buffer.isBuffer(first) && first === second).toBe(true);
  });
});
