import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatIdr } from '@rima/shared/format';
import { buildShopApp } from '../../../test/web-pages';
import { createCustomer, createOrder, createProduct, createSeller } from '../../../test/factories';
import { jsonLdBlocks, validateJsonLd } from '../../../test/json-ld-shapes';

const host = { host: 'shop.example' };

/** The state the page hands to the browser's store (#rima-data). */
function handedOver(html: string): { api: { queries: Record<string, { status: string; data?: unknown }> } } {
  const match = /<script id="rima-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no #rima-data in the HTML');
  return JSON.parse(match[1]) as { api: { queries: Record<string, { status: string; data?: unknown }> } };
}

/** What is inside #root. */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';

describe('server-rendered shop pages', async () => {
  const app = await buildShopApp();
  const { db } = app.deps;
  const seller = await createSeller(db, { username: 'Toko $1 & Co', store_desc: 'Rattan from Cirebon' });
  const product = await createProduct(db, seller.id, {
    name: 'Kursi Rotan $& "Bali"',
    description: 'Woven rattan on a teak frame, made in Cirebon.',
    price: 1_250_000,
    stock: 3,
    photos: 2,
  });
  const hostile = await createProduct(db, seller.id, { name: 'Kursi </script><script>alert(1)</script>' });

  it('answers a product page without JavaScript: name, IDR price, description, photo, breadcrumbs, canonical, previews and Product JSON-LD matching the API', async () => {
    const res = await app.inject({ method: 'GET', url: `/product/detail/${product.id}`, headers: host });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const api = (await app.inject({ method: 'GET', url: `/api/v1/product/${product.id}`, headers: host })).json<{
      data: { product: { price: number; stock: number }[]; image: { image: string }[] };
    }>().data;
    // #root holds React's markup and nothing else (hydration would trip on whitespace or comments)
    expect(res.body).toContain('<div id="root"><!--$--><div class="site">');
    const body = root(res.body);
    expect(body).toContain('<h1 class="product-info__name">Kursi Rotan $&amp; &quot;Bali&quot;</h1>');
    expect(body).toContain(formatIdr(1_250_000));
    expect(body).toContain('Woven rattan on a teak frame, made in Cirebon.');
    expect(body).toContain(`src="${api.image[0]?.image}"`);
    expect(body).toMatch(/<nav aria-label="Breadcrumb"[^>]*>.*Home.*Shop.*Kursi Rotan/s);
    expect(res.body).toContain('<title>Kursi Rotan $&amp; &quot;Bali&quot; · RIMA</title>');
    expect(res.body).toContain(`<link rel="canonical" href="http://shop.example/product/detail/${product.id}">`);
    expect(res.body).toContain('<meta property="og:title" content="Kursi Rotan $&amp; &quot;Bali&quot; · RIMA">');
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/shop\.example\/api\/v1\/images\/[0-9a-f]+-/);
    expect(res.body).toContain(
      '<meta property="og:description" content="Woven rattan on a teak frame, made in Cirebon.">',
    );
    const ld = jsonLdBlocks(res.body);
    const offered = ld.find((b) => b['@type'] === 'Product') as { offers: { price: number; availability: string } };
    expect(offered.offers.price).toBe(api.product[0]?.price);
    expect(offered.offers.availability).toBe('https://schema.org/InStock');
    // the page's chunk: its CSS blocks rendering, its JavaScript is preloaded (not what index.html loads)
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/product-detail-page-1.css">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js" fetchpriority="low">');
    expect(res.body).not.toContain('href="/assets/react-1.js"');
  });

  it('hands the browser the answers it rendered with, so hydrating asks for none of them again', async () => {
    const res = await app.inject({ method: 'GET', url: `/product/detail/${product.id}`, headers: host });
    const { queries } = handedOver(res.body).api;
    expect(Object.keys(queries).sort()).toEqual([
      `getProduct("${product.id}")`,
      `getStore({"limit":1,"page":1,"sellerId":"${seller.id}"})`,
      'listCategoryTree(undefined)',
      `listReviews({"page":1,"productId":${product.id}})`,
    ]);
    expect(Object.values(queries).every((q) => q.status === 'fulfilled')).toBe(true);
  });

  it('keeps what a product says from closing its script elements', async () => {
    const res = await app.inject({ method: 'GET', url: `/product/detail/${hostile.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(JSON.stringify(handedOver(res.body))).toContain('Kursi </script><script>alert(1)</script>');
  });

  it('answers a deleted product, a store that does not exist and an unknown path with 404 and the 404 page', async () => {
    const gone = await createProduct(db, seller.id);
    await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [gone.id]);
    for (const url of [
      `/product/detail/${gone.id}`,
      '/product/detail/x',
      '/store/999999',
      '/store/abc',
      '/store/99999999999',
      '/nope',
      '/blog/detail/no',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(root(res.body), url).toContain('Page cannot be found!');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('renders every unknown path as one cached 404 page', async () => {
    // the first unknown path (of this origin) is one the router matches in any case: it must not become every
    // unknown path's page
    const origin = { host: 'unknown-paths.example' };
    const shouted = await app.inject({ method: 'GET', url: `/PRODUCT/detail/${product.id}`, headers: origin });
    expect(shouted.statusCode).toBe(404);
    expect(root(shouted.body)).toContain('Page cannot be found!');
    const other = await app.inject({ method: 'GET', url: '/no/such/page', headers: origin });
    expect(other.body).toBe(shouted.body);
    const a = await app.inject({ method: 'GET', url: '/no/such/page' });
    const b = await app.inject({ method: 'GET', url: '/another/missing/one?x=1' });
    expect(a.body).toBe(b.body);
    expect(b.statusCode).toBe(404);
  });

  it('renders a page once and answers from the cache until something it shows changes', async () => {
    const other = await createSeller(db);
    const elsewhere = await createProduct(db, other.id);
    const url = `/store/${seller.id}?page=1`;
    const first = await app.inject({ method: 'GET', url });
    const second = await app.inject({ method: 'GET', url });
    expect(second.body).toBe(first.body);
    expect(app.renders.filter((u) => u === url)).toHaveLength(1);
    // a change to another store's product does not touch it; one to its own products does
    await db.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [elsewhere.id]);
    await app.inject({ method: 'GET', url });
    expect(app.renders.filter((u) => u === url)).toHaveLength(1);
    await db.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [product.id]);
    await app.inject({ method: 'GET', url });
    expect(app.renders.filter((u) => u === url)).toHaveLength(2);
  });

  it('revalidates with the ETag: 304 while unchanged', async () => {
    const first = await app.inject({ method: 'GET', url: '/about' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const br = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('compresses a page once per encoding a request asks for, each the same page', async () => {
    const url = '/faq';
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decompress(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('shows a product its seller edited in the next HTML answer (the cache follows the database)', async () => {
    const url = `/product/detail/${product.id}`;
    const before = await app.inject({ method: 'GET', url });
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/product/edit/${product.id}`,
      headers: { 'x-access-token': seller.token },
      payload: { name: 'Kursi Rotan Bali, renamed' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url });
    expect(root(after.body)).toContain('Kursi Rotan Bali, renamed');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // the list pages showing it too
    const list = await app.inject({ method: 'GET', url: '/product' });
    expect(root(list.body)).toContain('Kursi Rotan Bali, renamed');
  });

  it('adds the rating to the Product JSON-LD once the product is reviewed, and drops the cached page then', async () => {
    const url = `/product/detail/${product.id}`;
    const before = jsonLdBlocks((await app.inject({ method: 'GET', url })).body);
    expect(before.find((b) => b['@type'] === 'Product')).not.toHaveProperty('aggregateRating');
    const buyer = await createCustomer(db);
    const { itemId } = await createOrder(db, buyer.id, seller.id, product.id, 'completed');
    await db.query(
      'INSERT INTO reviews (order_item_id, product_id, buyer_id, star, message) VALUES ($1, $2, $3, 4, $4)',
      [itemId, product.id, buyer.id, 'Sturdy and beautiful'],
    );
    const after = jsonLdBlocks((await app.inject({ method: 'GET', url })).body);
    expect(after.find((b) => b['@type'] === 'Product')).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
  });

  it('writes JSON-LD that has the schema.org shapes on every kind of page', async () => {
    const pages = { product: `/product/detail/${product.id}`, store: `/store/${seller.id}`, home: '/' };
    const types = new Set<string>();
    for (const url of Object.values(pages)) {
      for (const block of jsonLdBlocks((await app.inject({ method: 'GET', url, headers: host })).body)) {
        expect(validateJsonLd(block), `${url} ${String(block['@type'])}`).toEqual([]);
        types.add(String(block['@type']));
      }
    }
    expect([...types].sort()).toEqual(['BreadcrumbList', 'Organization', 'Product', 'Store', 'WebSite']);
  });

  it('renders the store page, the list with its filters and the content pages', async () => {
    const store = await app.inject({ method: 'GET', url: `/store/${seller.id}` });
    expect(store.statusCode).toBe(200);
    expect(store.body).toContain('<title>Toko $1 &amp; Co · RIMA</title>');
    expect(root(store.body)).toContain('Rattan from Cirebon');
    const list = await app.inject({ method: 'GET', url: '/product?sort=cheap&brand=IKEA' });
    expect(root(list.body)).toContain('<option value="cheap" selected="">');
    for (const [url, text] of [
      ['/about', 'About Us'],
      ['/faq', 'FAQ'],
      ['/blog', 'Blog'],
      ['/blog/detail/caring-for-teak', 'Caring for teak'],
      ['/page/contact', 'Contact'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toContain(text);
      expect(res.body, url).toContain(`<link rel="canonical" href="http://localhost:80${url}">`);
    }
  });

  it('keeps pages behind a login client-rendered: the same shell for everyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<!--app-html-->\s*<div class="boot"/);
    expect(res.body).not.toContain('rima-data');
  });

  it('answers every page in the visitor’s language, each language its own cached page', async () => {
    const indonesian = { cookie: 'rima_lang=id' };
    const shell = await app.inject({ method: 'GET', url: '/cart', headers: indonesian });
    expect(shell.body).toContain('<html lang="id"');
    const about = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-language': 'id-ID,id;q=0.9' } });
    expect(about.body).toContain('<html lang="id"');
    expect(about.headers.vary).toContain('Accept-Language');
    const english = await app.inject({ method: 'GET', url: '/about' });
    expect(english.body).toContain('<html lang="en"');
    expect(english.headers.etag).not.toBe(about.headers.etag);
  });

  it('canonicalises list filters and keeps deep combinations out of the index', async () => {
    const one = await app.inject({ method: 'GET', url: '/product?category=Living%20Room&sort=cheap&page=2' });
    expect(one.body).toContain('<link rel="canonical" href="http://localhost:80/product?category=Living%20Room">');
    expect(one.body).not.toContain('noindex');
    const deep = await app.inject({ method: 'GET', url: '/product?category=Kursi&color=Ochre&min_price=10' });
    expect(deep.body).toContain('<meta name="robots" content="noindex, follow">');
  });
});
