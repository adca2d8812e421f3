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

  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    );
  const seller2 = await createSeller(db, { username: 'Toko $1 & Co', store_desc: 'Rattan from Cirebon' });
  const named = await createProduct(db, seller2.id, { name: 'Kursi Rotan $& "Bali"', price: 1_250_000, stock: 0 });

  it('gives a product page its title, description, canonical URL, preview tags and schema.org Product (issue 12)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/product/detail/${named.id}`,
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kursi Rotan $&amp; &quot;Bali&quot; · RIMA</title>');
    expect(res.body).toContain(`<link rel="canonical" href="http://shop.example/product/detail/${named.id}">`);
    expect(res.body).toContain('<meta property="og:type" content="product">');
    expect(res.body).toMatch(
      /<meta property="og:image" content="http:\/\/shop\.example\/api\/v1\/images\/[0-9a-f]+-1024\.webp">/,
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    const [product, trail] = jsonLd(res.body);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kursi Rotan $& "Bali"',
      sku: `RIMA-${String(named.id).padStart(6, '0')}`,
      brand: { '@type': 'Brand' },
      offers: {
        '@type': 'Offer',
        price: 1_250_000,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: 'Toko $1 & Co' },
      },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail?.itemListElement as { position: number }[]).map((i) => i.position)).toEqual([1, 2, 3, 4]);
  });

  it('describes a store as a schema.org Store, the home page as an Organization and a searchable WebSite', async () => {
    const store = await app.inject({ method: 'GET', url: `/store/${seller2.id}` });
    expect(store.statusCode).toBe(200);
    expect(store.body).toContain('<title>Toko $1 &amp; Co · RIMA</title>');
    expect(jsonLd(store.body)[0]).toMatchObject({
      '@type': 'Store',
      name: 'Toko $1 & Co',
      description: 'Rattan from Cirebon',
    });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>RIMA FURNITURE</title>');
    const [organization, site] = jsonLd(home.body);
    expect(organization).toMatchObject({ '@type': 'Organization' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
  });

  it('canonicalises list filters and keeps deep combinations out of the index', async () => {
    const one = await app.inject({ method: 'GET', url: '/product?category=Living%20Room&sort=cheap&page=2' });
    expect(one.body).toContain('<link rel="canonical" href="http://localhost:80/product?category=Living%20Room">');
    expect(one.body).not.toContain('noindex');
    const deep = await app.inject({ method: 'GET', url: '/product?category=Kursi&color=Ochre&min_price=10' });
    expect(deep.body).toContain('<meta name="robots" content="noindex, follow">');
  });
});
