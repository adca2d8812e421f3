import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCategory, editCategory, listOpsCategories, retireCategory } from '@rima/shared/api/categories';
import type { AuthGuards } from '../../http/auth';
import { operatorOf, operatorRoutes } from '../ops/ops.wire';
import type { CategoriesService } from './catalog-categories.service';

/** The operator console's category tree (operators only; docs/decisions/036). */
export const categoriesOpsRoutes: FastifyPluginAsyncZod<{ service: CategoriesService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const { route, ok } = operatorRoutes(app, guards);

  route(listOpsCategories, { summary: 'The category tree with retired categories and product counts' }, async () =>
    ok('Categories', await service.list()),
  );
  route(addCategory, { summary: 'Add a top-level category, or a subcategory under one (parent_id)' }, async (request) =>
    ok('Category added', await service.add(operatorOf(request), request.body)),
  );
  route(
    editCategory,
    { summary: 'Rename a category, change its slug or position, or move a subcategory (parent_id)' },
    async (request) => ok('Category saved', await service.edit(operatorOf(request), request.params.id, request.body)),
  );
  route(
    retireCategory,
    { summary: 'Retire a category (hidden from shoppers and sellers; refused while it has active products)' },
    async (request) =>
      ok(
        request.body.retired ? 'Category retired' : 'Category restored',
        await service.retire(operatorOf(request), request.params.id, request.body.retired),
      ),
  );
};
