import {
  createProduct,
  deleteProduct,
  editProduct,
  listMyProducts,
  type MyProduct,
} from '@rima/shared/endpoints/products';
import {
  bulkEditProducts,
  undoBulkEdit,
  type BulkEditBody,
  type BulkEditResult,
} from '@rima/shared/endpoints/seller-imports';
import { api, request } from '../../app/api';

const productChanged = (id: number) => [
  'MyProduct' as const,
  'Store' as const,
  { type: 'Product' as const, id: 'LIST' },
  { type: 'Product' as const, id },
];

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Multipart: the browser sets the boundary when the body is FormData (spec §7: files under `image`).
    createProduct: build.mutation<{ id: number }, FormData>({
      query: (body) => ({ ...request(createProduct), body }),
      invalidatesTags: (result) => (result ? productChanged(result.id) : []),
    }),
    editProduct: build.mutation<{ id: number }, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ ...request(editProduct, { id }), body }),
      invalidatesTags: (_result, _error, { id }) => productChanged(id),
    }),
    listMyProducts: build.query<MyProduct[], void>({
      query: () => request(listMyProducts),
      providesTags: ['MyProduct'],
    }),
    deleteProduct: build.mutation<{ id: number; archived: boolean }, number>({
      query: (id) => request(deleteProduct, { id }),
      invalidatesTags: (_result, _error, id) => productChanged(id),
    }),
    // Select many → price, stock or status at once (docs/decisions/052-bulk-listing.md), with a short undo.
    bulkEditProducts: build.mutation<BulkEditResult, BulkEditBody>({
      query: (body) => ({ ...request(bulkEditProducts), body }),
      invalidatesTags: ['MyProduct', 'Store', { type: 'Product', id: 'LIST' }, 'Product'],
    }),
    undoBulkEdit: build.mutation<{ id: number; restored: number }, number>({
      query: (id) => ({ ...request(undoBulkEdit, { id }) }),
      invalidatesTags: ['MyProduct', 'Store', { type: 'Product', id: 'LIST' }, 'Product'],
    }),
  }),
});

export const { useBulkEditProductsMutation, useUndoBulkEditMutation } = productsApi;
export const { useCreateProductMutation, useEditProductMutation, useListMyProductsQuery, useDeleteProductMutation } =
  productsApi;
