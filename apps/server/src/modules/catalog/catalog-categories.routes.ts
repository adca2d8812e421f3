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
  const { ops, operatorOnly, ok } = operatorRoutes(guards);

  app.get(
    listOpsCategories.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'The category tree with retired categories and product counts',
        response: { 200: listOpsCategories.response },
      },
    },
    async () => ok('Categories', await service.list()),
  );
  app.post(
    addCategory.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Add a top-level category, or a subcategory under one (parent_id)',
        body: addCategory.body,
        response: { 200: addCategory.response },
      },
    },
    async (request) => ok('Category added', await service.add(operatorOf(request), request.body)),
  );
  app.patch(
    editCategory.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Rename a category, change its slug or position, or move a subcategory (parent_id)',
        params: editCategory.params,
        body: editCategory.body,
        response: { 200: editCategory.response },
      },
    },
    async (request) => ok('Category saved', await service.edit(operatorOf(request), request.params.id, request.body)),
  );
  app.post(
    retireCategory.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Retire a category (hidden from shoppers and sellers; refused while it has active products)',
        params: retireCategory.params,
        body: retireCategory.body,
        response: { 200: retireCategory.response },
      },
    },
    async (request) =>
      ok(
        request.body.retired ? 'Category retired' : 'Category restored',
        await service.retire(operatorOf(request), request.params.id, request.body.retired),
      ),
  );
};
