import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBrands, listCategories, listColors, listSizes, sendContact } from '@rima/shared/api/catalog';
import { getProduct, listProducts } from '@rima/shared/api/products';
import type { Config } from '../../config';
import { publicBase } from '../../http/public-base';
import type { ResponseCache } from '../../http/response-cache';
import type { CatalogService } from './catalog.service';

export type CatalogRoutesOptions = {
  service: CatalogService;
  config: Pick<Config, 'publicUrl'>;
  /** Serialised answers of the public reads, dropped by the database on every catalogue write. */
  cache: ResponseCache;
};

/** Public catalogue: product list and detail (API-COMPAT 12–16), filter reference data, contact form. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { service, config, cache }) => {
  // The cache key holds everything a body depends on: the origin its URLs are built on and the full URL.
  const cacheKey = (request: { url: string }, base: string) => `${base}${request.url}`;
  const serveHits = cache.serveHits((request) => cacheKey(request, publicBase(request, config)));

  app.get(
    listProducts.path,
    {
      onRequest: serveHits,
      schema: {
        tags: ['catalog'],
        summary: 'Active products, filtered, sorted and paged (API-COMPAT 12–14)',
        querystring: listProducts.query,
        response: { 200: listProducts.response },
      },
    },
    async (request, reply) => {
      const base = publicBase(request, config);
      return cache.send(request, reply, cacheKey(request, base), async () => ({
        statusCode: 200,
        message: 'Products',
        data: await service.listProducts(request.query, base),
      }));
    },
  );

  app.get(
    getProduct.path,
    {
      onRequest: serveHits,
      schema: {
        tags: ['catalog'],
        summary: 'One active product with its photos and related products (API-COMPAT 16)',
        // API-COMPAT 16: a non-numeric id is 404 (no such product), not 400, so the param is any text here.
        params: z.object({ id: z.string().describe('product id') }),
        response: { 200: getProduct.response },
      },
    },
    async (request, reply) => {
      const base = publicBase(request, config);
      return cache.send(request, reply, cacheKey(request, base), async () => ({
        statusCode: 200,
        message: 'Product',
        data: await service.getProduct(request.params.id, base),
      }));
    },
  );

  const reference = [
    {
      contract: listCategories,
      summary: 'Categories with their number of active products',
      list: service.listCategories,
    },
    { contract: listBrands, summary: 'Brands with their number of active products', list: service.listBrands },
    { contract: listSizes, summary: 'Sizes with their number of active products', list: service.listSizes },
  ] as const;
  for (const { contract, summary, list } of reference) {
    app.get(
      contract.path,
      { schema: { tags: ['catalog'], summary, response: { 200: contract.response } } },
      async () => ({ statusCode: 200, message: 'OK', data: await list() }),
    );
  }
  app.get(
    listColors.path,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Colours (API-COMPAT 15 hex values) with their number of active products',
        response: { 200: listColors.response },
      },
    },
    async () => ({ statusCode: 200, message: 'OK', data: await service.listColors() }),
  );

  app.post(
    sendContact.path,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Stores a message from the contact page',
        body: sendContact.body,
        response: { 201: sendContact.response },
      },
    },
    async (request, reply) => {
      const data = await service.sendContact(request.body);
      return reply.status(201).send({ statusCode: 201, message: 'Thank you, your message has been sent', data });
    },
  );
};
