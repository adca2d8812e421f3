import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { categoriesQuerySchema, listCategoryTree, wantsTree } from '@rima/shared/api/categories';
import { API_PREFIX } from '@rima/shared/api/envelope';
import {
  getProduct,
  listBrands,
  listCategories,
  listColors,
  listProducts,
  listProductsQuerySchema,
  listSizes,
  type ListProductsQuery,
} from '@rima/shared/api/catalog';
import type { Config } from '../../config';
import type { FrontDoor } from '../../http/front-door';
import { publicBase } from '../../http/public-base';
import type { CacheTags, ResponseCache } from '../../http/response-cache';
import { routes } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import { listReads } from './catalog.attributes';
import type { CatalogService } from './catalog.service';

const QUERY_KEYS = Object.keys(listProductsQuerySchema.shape).sort();

/**
 * The cache key of a list: everything its body depends on — the origin its URLs are built on and the query
 * keys the contract knows, in a fixed order (unknown keys such as fbclid are ignored by validation too).
 */
export function listKey(query: string, base: string): string {
  const raw = `${base}?${query}`;
  let key = listKeys.get(raw);
  if (key === undefined) {
    const search = new URLSearchParams(query);
    const parts = QUERY_KEYS.flatMap((k) => search.getAll(k).map((v) => `${k}=${encodeURIComponent(v)}`));
    key = `${base}|list|${parts.join('&')}`;
    if (listKeys.size >= LIST_KEYS_KEPT) listKeys.clear();
    listKeys.set(raw, key);
  }
  return key;
}
/**
 * The language of a facet answer's labels when the query does not name one (`lang=`): the visitor's, which
 * then belongs in the cache key; '' for every other answer (their bodies do not depend on it).
 */
function labelLanguage(query: string, request: { headers: Record<string, string | string[] | undefined> }): string {
  if (!query.includes('facets=') || /(^|&)lang=(id|en)(&|$)/.test(query)) return '';
  return requestLanguage(request);
}
/** The key of a list answer as asked by `request`. */
const requestListKey = (
  query: string,
  base: string,
  request: { headers: Record<string, string | string[] | undefined> },
) => {
  const lang = labelLanguage(query, request);
  return lang === '' ? listKey(query, base) : `${listKey(query, base)}|${lang}`;
};
/**
 * Normalising a query (URLSearchParams, the contract's keys in order) was a large part of a cache hit's CPU
 * (docs/decisions/021): the key of a query string seen before is remembered (a pure function of its input;
 * bounded, then started afresh).
 */
const listKeys = new Map<string, string>();
const LIST_KEYS_KEPT = 20_000;
const detailKey = (id: string, base: string) => `${base}|detail|${id}`;
const LIST_PATH = `${API_PREFIX}/product`;
const DETAIL_PATH = /^\/api\/v1\/product\/(\d{1,9})$/;

export type CatalogRoutesOptions = {
  service: CatalogService;
  config: Pick<Config, 'publicUrl'>;
  /** Serialised answers of the public reads, dropped by the database on every catalogue write. */
  cache: ResponseCache;
  /** Answers cache hits before Fastify (http/front-door.ts). */
  front?: FrontDoor | undefined;
};

/** Public catalogue: product list and detail (API-COMPAT 12–16), filter reference data. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { service, config, cache, front },
) => {
  const queryOf = (request: FastifyRequest) => request.url.split('?')[1] ?? '';
  const detailKeyOf = (request: FastifyRequest, base: string) => {
    const id = /\/product\/([^/?#]*)/.exec(request.url)?.[1];
    return id === undefined ? undefined : detailKey(id, base);
  };
  // Hits of the exact list and detail paths are answered before Fastify; every other form (a trailing
  // slash, a miss, HEAD) takes the routes below, whose onRequest hook answers hits the same way.
  front?.use(LIST_PATH, (request, response, path, query, base) => {
    const startedAt = performance.now();
    let status: number | undefined;
    let route: string = listProducts.path;
    if (path === LIST_PATH) {
      status = cache.writeRaw(request, response, requestListKey(query, base, request), front.headers);
    } else {
      const id = DETAIL_PATH.exec(path)?.[1];
      if (id === undefined) return false;
      route = getProduct.path;
      status = cache.writeRaw(request, response, detailKey(id, base), front.headers);
    }
    if (status === undefined) return false;
    front.served(`${API_PREFIX}${route}`, status, startedAt);
    return true;
  });
  const listTags = (page: { data: { id: number }[] }, query: ListProductsQuery): CacheTags => ({
    ids: page.data.map((p) => p.id),
    list: { reads: listReads(query) },
  });

  const route = routes(app, { tags: ['catalog'] });

  route(
    listProducts,
    {
      onRequest: cache.serveHits((request) => requestListKey(queryOf(request), publicBase(request, config), request)),
      summary: 'Active products, filtered, sorted and paged (API-COMPAT 12–14)',
    },
    async (request, reply) => {
      const base = publicBase(request, config);
      const query = queryOf(request);
      const lang = request.query.lang ?? requestLanguage(request);
      return cache.send(
        request,
        reply,
        requestListKey(query, base, request),
        async () => ({
          statusCode: 200,
          message: 'Products',
          data: await service.listProducts(request.query, base, lang),
        }),
        (body) => listTags(body.data, request.query),
      );
    },
  );

  route(
    getProduct,
    {
      onRequest: cache.serveHits((request) => detailKeyOf(request, publicBase(request, config))),
      summary: 'One active product with its photos and related products (API-COMPAT 16)',
      // API-COMPAT 16: a non-numeric id is 404 (no such product), not 400, so the param is any text here.
      params: z.object({ id: z.string().describe('product id') }),
    },
    async (request, reply) => {
      const base = publicBase(request, config);
      return cache.send(
        request,
        reply,
        detailKey(request.params.id, base),
        async () => ({
          statusCode: 200,
          message: 'Product',
          data: await service.getProduct(request.params.id, base),
        }),
        // the product and the related products it shows (their names, prices and photos)
        (body) => ({ ids: [...body.data.product.map((p) => p.id), ...body.data.relaited.map((r) => r.id)] }),
      );
    },
  );

  route(
    listCategories,
    {
      summary:
        'Categories with their number of active products; with tree=1 the furniture tree (top levels and ' +
        'their leaves) instead of the old flat list',
      querystring: categoriesQuerySchema,
      response: z.union([listCategoryTree.response, listCategories.response]),
    },
    async (request) => ({
      statusCode: 200,
      message: 'OK',
      data: wantsTree(request.query.tree) ? await service.listCategoryTree() : await service.listCategories(),
    }),
  );
  const reference = [
    { contract: listBrands, summary: 'Brands with their number of active products', list: service.listBrands },
    { contract: listSizes, summary: 'Sizes with their number of active products', list: service.listSizes },
  ] as const;
  for (const { contract, summary, list } of reference) {
    route(contract, { summary }, async () => ({ statusCode: 200, message: 'OK', data: await list() }));
  }
  route(
    listColors,
    { summary: 'Colours (API-COMPAT 15 hex values) with their number of active products' },
    async () => ({ statusCode: 200, message: 'OK', data: await service.listColors() }),
  );
};
