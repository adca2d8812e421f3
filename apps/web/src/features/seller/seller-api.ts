import { fillPath } from '@rima/shared/endpoints/path';
import {
  createProduct,
  deleteProduct,
  editProduct,
  listMyProducts,
  type MyProduct,
} from '@rima/shared/endpoints/seller-products';
import { api } from '../../app/api';

const productChanged = (id: number) => [
  'MyProduct' as const,
  'Store' as const,
  { type: 'Product' as const, id: 'LIST' },
  { type: 'Product' as const, id },
];

export const sellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Multipart: the browser sets the boundary when the body is FormData (spec §7: files under `image`).
    createProduct: build.mutation<{ id: number }, FormData>({
      query: (body) => ({ url: createProduct.path, method: createProduct.method, body }),
      invalidatesTags: (result) => (result ? productChanged(result.id) : []),
    }),
    editProduct: build.mutation<{ id: number }, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: fillPath(editProduct.path, { id }), method: editProduct.method, body }),
      invalidatesTags: (_result, _error, { id }) => productChanged(id),
    }),
    listMyProducts: build.query<MyProduct[], void>({
      query: () => ({ url: listMyProducts.path, method: listMyProducts.method }),
      providesTags: ['MyProduct'],
    }),
    deleteProduct: build.mutation<{ id: number; archived: boolean }, number>({
      query: (id) => ({ url: fillPath(deleteProduct.path, { id }), method: deleteProduct.method }),
      invalidatesTags: (_result, _error, id) => productChanged(id),
    }),
  }),
});

export const { useCreateProductMutation, useEditProductMutation, useListMyProductsQuery, useDeleteProductMutation } =
  sellerApi;
