import type { FastifyPluginAsync } from 'fastify';
import type { CategoryNode } from '@rima/shared/api/categories';
import { BLOG_POSTS } from '@rima/shared/blog';
import { categoryPath } from '@rima/shared/category-path';
import type { Config } from '../../config';
import { publicBase } from '../../http/public-base';
import type { SeoRepository } from './seo.repository';

/** At most 50,000 URLs per sitemap (sitemaps.org); the index lists the chunks. */
export const SITEMAP_CHUNK = 50_000;

/** Paths crawlers should leave alone: a person's own pages, the seller area and the API. */
const DISALLOWED = [
  '/api/',
  '/cart',
  '/order',
  '/payment',
  '/profile',
  '/favorite',
  '/chat',
  '/notification',
  '/admin',
  '/ops',
  '/login',
  '/register',
  '/forgot',
];
const STATIC_PAGES = ['/', '/product', '/about', '/faq', '/page/contact'];

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const urlset = (urls: { loc: string; lastmod?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`;

/** /robots.txt, /sitemap.xml (an index) and its chunks under /sitemaps/. */
export const seoRoutes: FastifyPluginAsync<{
  repo: SeoRepository;
  config: Config;
  /** The shop's category tree (the catalogue's answer), whose pages the sitemap lists. */
  categories: () => Promise<readonly CategoryNode[]>;
}> = async (app, { repo, config, categories }) => {
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (request, reply) => {
    const base = publicBase(request, config);
    const lines = ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', hide, async (request, reply) => {
    const base = publicBase(request, config);
    const chunks = Math.max(1, Math.ceil((await repo.countProducts()) / SITEMAP_CHUNK));
    const maps = ['pages', 'blog', 'stores', ...Array.from({ length: chunks }, (_, i) => `products-${i + 1}`)];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
      .map((m) => `<sitemap><loc>${xmlEscape(`${base}/sitemaps/${m}.xml`)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/sitemaps/pages.xml', hide, async (request, reply) => {
    const base = publicBase(request, config);
    // the category pages that list something: each room, and each product type in it
    const tree = await categories();
    const categoryPages = tree
      .filter((top) => top.product_count > 0)
      .flatMap((top) => [
        categoryPath(top.slug),
        ...top.children.filter((leaf) => leaf.product_count > 0).map((leaf) => categoryPath(top.slug, leaf.slug)),
      ]);
    const pages = [...STATIC_PAGES, ...categoryPages];
    return reply.type('application/xml; charset=utf-8').send(urlset(pages.map((p) => ({ loc: `${base}${p}` }))));
  });

  // The blog and its articles, each with its publication date.
  app.get('/sitemaps/blog.xml', hide, async (request, reply) => {
    const base = publicBase(request, config);
    const urls = [
      { loc: `${base}/blog`, lastmod: BLOG_POSTS[0]?.date },
      ...BLOG_POSTS.map((post) => ({ loc: `${base}/blog/detail/${post.slug}`, lastmod: post.date })),
    ];
    return reply.type('application/xml; charset=utf-8').send(urlset(urls));
  });

  app.get('/sitemaps/stores.xml', hide, async (request, reply) => {
    const base = publicBase(request, config);
    const stores = await repo.stores();
    return reply
      .type('application/xml; charset=utf-8')
      .send(urlset(stores.map((s) => ({ loc: `${base}/store/${s.id}`, lastmod: s.lastmod }))));
  });

  app.get<{ Params: { n: string } }>('/sitemaps/products-:n.xml', hide, async (request, reply) => {
    const n = Number(request.params.n);
    if (!Number.isInteger(n) || n < 1 || n > 100_000) {
      return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'No such sitemap' });
    }
    const rows = await repo.productChunk((n - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK);
    if (rows.length === 0 && n > 1) {
      return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'No such sitemap' });
    }
    const base = publicBase(request, config);
    return reply
      .type('application/xml; charset=utf-8')
      .send(urlset(rows.map((r) => ({ loc: `${base}/product/detail/${r.id}`, lastmod: r.lastmod }))));
  });
};
