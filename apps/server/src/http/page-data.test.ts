import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDataKey } from '@rima/shared/page-data';
import { buildTestApp } from '../../test/build-test-app';
import { createProduct, createSeller } from '../../test/factories';
import { chunkFiles, planPage, scriptJson } from './page-data';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
  'src/features/products/product-detail-page.tsx': {
    file: 'assets/product-detail-page-1.js',
    imports: ['_react.js', '_card.js', 'index.html'],
    css: ['assets/product-detail-page-1.css'],
  },
};

function readData(html: string): Record<string, unknown> {
  const match = /<script id="rima-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no page data in the HTML');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('a shop page carries its chunk, first photo and first API answers', async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-web-'));
  fs.mkdirSync(path.join(web, '.vite'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>RIMA</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const app = await buildTestApp({ WEB_DIST_DIR: web });
  const { db } = app.deps;
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id, { name: 'Kursi </script><script>alert(1)</script>' });

  it('asks the same API queries the web app will send, named the same way', () => {
    const list = planPage('/product', new URLSearchParams('sort=cheap&category=Kursi&page=2&utm_source=x'));
    expect(list?.requests[0]).toEqual({
      path: '/api/v1/product',
      params: { category: 'Kursi', page: 2, limit: 9, price: 'cheap' },
    });
    expect(
      planPage('/product/detail/12', new URLSearchParams())?.requests.map((r) => pageDataKey(r.path, r.params)),
    ).toEqual(['/api/v1/product/12']);
    expect(planPage('/cart', new URLSearchParams())).toBeUndefined();
  });

  it('preloads only the chunks index.html does not already load', () => {
    expect(chunkFiles(manifest, 'src/features/products/product-detail-page.tsx')).toEqual({
      js: ['assets/product-detail-page-1.js', 'assets/card-1.js'],
      css: ['assets/product-detail-page-1.css'],
    });
  });

  it('embeds the product answer, escaped, with the gallery photo preloaded at high priority', async () => {
    const headers = { host: 'shop.example' };
    const res = await app.inject({ method: 'GET', url: `/product/detail/${product.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    const data = readData(res.body);
    const api = await app.inject({ method: 'GET', url: `/api/v1/product/${product.id}`, headers });
    expect(data[`/api/v1/product/${product.id}`]).toEqual(api.json());
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="http:\/\/shop\.example\/[^"]+"[^>]*fetchpriority="high">/,
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-detail-page-1.js">');
    const again = await app.inject({
      method: 'GET',
      url: `/product/detail/${product.id}`,
      headers: { ...headers, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps private pages a bare shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/cart' });
    expect(res.body).not.toContain('rima-data');
  });

  it('writes JSON that cannot close its script element', () => {
    expect(scriptJson({ a: '</script><!--&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}');
  });
});
