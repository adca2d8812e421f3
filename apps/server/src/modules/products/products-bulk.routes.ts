import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkEditProducts, undoBulkEdit } from '@rima/shared/api/seller-imports';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { ProductsBulk } from './products-bulk';

type Options = { bulk: ProductsBulk; guards: AuthGuards };

/** The products table's bulk edit: many of the seller's own products in one request, all or nothing. */
export const productsBulkRoutes: FastifyPluginAsyncZod<Options> = async (app, { bulk, guards }) => {
  const route = routes(app, {
    tags: ['seller'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['seller']),
  });

  route(
    bulkEditProducts,
    { summary: 'Change the price (set / +x % / −x %), stock or status of many own products at once' },
    async (request) => {
      const data = await bulk.bulkEdit(currentUser(request).id, request.body);
      return { statusCode: 200, message: 'Products updated', data };
    },
  );

  route(undoBulkEdit, { summary: 'Undo a bulk edit within its undo window' }, async (request) => {
    const data = await bulk.undoBulkEdit(currentUser(request).id, request.params.id);
    return { statusCode: 200, message: 'Change undone', data };
  });
};
