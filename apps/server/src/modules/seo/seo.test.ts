import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createProduct, createSeller } from '../../../test/factories';

describe('robots.txt and sitemaps', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://rima.example' });
  const { db } = app.deps;
  const seller = await createSeller(db);
  const live = await createProduct(db, seller.id);
  const gone = await createProduct(db, seller.id);
  await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [gone.id]);

  it('keeps crawlers out of private pages and the API, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/api/', '/cart', '/order', '/admin', '/profile', '/ops'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: https://rima.example/sitemap.xml');
  });

  it('indexes the pages, the stores and the products in chunks of at most 50,000', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    for (const map of ['pages', 'blog', 'stores', 'products-1'])
      expect(index.body).toContain(`<loc>https://rima.example/sitemaps/${map}.xml</loc>`);
    expect(index.body).not.toContain('products-2');

    const products = await app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(products.body).toMatch(
      new RegExp(
        `<url><loc>https://rima.example/product/detail/${live.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z</lastmod></url>`,
      ),
    );
    expect(products.body).not.toContain(`/product/detail/${gone.id}<`);
    const stores = await app.inject({ method: 'GET', url: '/sitemaps/stores.xml' });
    expect(stores.body).toContain(`<loc>https://rima.example/store/${seller.id}</loc>`);
    const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>https://rima.example/product</loc>');
    // the category pages that list something: the live product's room and type (legacy 5 lists as Armchairs)
    expect(pages.body).toContain('<loc>https://rima.example/kategori/ruang-tamu</loc>');
    expect(pages.body).toContain('<loc>https://rima.example/kategori/ruang-tamu/kursi-tamu</loc>');
    expect(pages.body).not.toContain('<loc>https://rima.example/kategori/ruang-tamu/sofa</loc>');
    expect(pages.body).not.toContain('<loc>https://rima.example/kategori/lampu</loc>');
    const blog = await app.inject({ method: 'GET', url: '/sitemaps/blog.xml' });
    expect(blog.body).toContain('<url><loc>https://rima.example/blog</loc><lastmod>2024-05-14</lastmod></url>');
    expect(blog.body).toContain(
      '<url><loc>https://rima.example/blog/detail/caring-for-teak</loc><lastmod>2024-05-14</lastmod></url>',
    );
  });

  it('answers 404 for a chunk that does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/sitemaps/products-9.xml' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/products-x.xml' })).statusCode).toBe(404);
  });
});
