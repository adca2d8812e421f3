import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchSellerOrders, labelsQuerySchema } from '@rima/shared/api/fulfilment';
import * as endpoints from '@rima/shared/endpoints/fulfilment';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { FulfilService } from './orders-fulfil.service';

type Options = { fulfil: FulfilService; guards: AuthGuards };

/** The seller's batch fulfilment: process or ship many orders, print their labels (docs/decisions/055). */
export const fulfilRoutes: FastifyPluginAsyncZod<Options> = async (app, { fulfil, guards }) => {
  const sellerOnly = guards.requireAuth(['seller']);
  const route = routes(app, { tags: ['orders'], security: [{ token: [] }], preHandler: sellerOnly });

  route(
    batchSellerOrders,
    {
      summary: "Process or ship many of the store's orders at once; per-order results (a foreign order id refuses all)",
    },
    async (request) => {
      const result = await fulfil.batch(currentUser(request), request.body);
      return { statusCode: 200, message: `${result.succeeded} of ${result.results.length} orders done`, data: result };
    },
  );

  app.get(
    endpoints.sellerOrderLabels.path,
    {
      preHandler: sellerOnly,
      schema: {
        tags: ['orders'],
        summary: 'Shipping labels (A6, Code 128 barcode) and packing slips of the store orders `ids`, as one PDF',
        querystring: labelsQuerySchema,
      },
    },
    async (request, reply) => {
      const pdf = await fulfil.labels(currentUser(request), request.query.ids);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="rima-labels.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
