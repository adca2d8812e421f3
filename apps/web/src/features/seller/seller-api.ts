import type { z } from 'zod';
import type {
  createProduct,
  deleteProduct,
  editProduct,
  listMyProducts,
  MyProduct,
} from '@rima/shared/api/seller-products';
import { api } from '../../app/api';

type CreatedResponse = z.infer<typeof createProduct.response>;
type EditedResponse = z.infer<typeof editProduct.response>;
type MyProductsResponse = z.infer<typeof listMyProducts.response>;
type DeletedResponse = z.infer<typeof deleteProduct.response>;

const PATHS = {
  createProduct: '/product/create',
  editProduct: '/product/edit/',
  listMyProducts: '/product/my-product',
  deleteProduct: '/product/delete/',
} as const;
type Assert<T extends true> = T;
export type _PathsMatchContract = [
  Assert<(typeof createProduct)['path'] extends typeof PATHS.createProduct ? true : false>,
  Assert<(typeof editProduct)['path'] extends `${typeof PATHS.editProduct}:id` ? true : false>,
  Assert<(typeof listMyProducts)['path'] extends typeof PATHS.listMyProducts ? true : false>,
  Assert<(typeof deleteProduct)['path'] extends `${typeof PATHS.deleteProduct}:id` ? true : false>,
];

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
      query: (body) => ({ url: PATHS.createProduct, method: 'POST', body }),
      transformResponse: (body: CreatedResponse) => body.data,
      invalidatesTags: (result) => (result ? productChanged(result.id) : []),
    }),
    editProduct: build.mutation<{ id: number }, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: `${PATHS.editProduct}${id}`, method: 'PATCH', body }),
      transformResponse: (body: EditedResponse) => body.data,
      invalidatesTags: (_result, _error, { id }) => productChanged(id),
    }),
    listMyProducts: build.query<MyProduct[], void>({
      query: () => PATHS.listMyProducts,
      transformResponse: (body: MyProductsResponse) => body.data,
      providesTags: ['MyProduct'],
    }),
    deleteProduct: build.mutation<{ id: number; archived: boolean }, number>({
      query: (id) => ({ url: `${PATHS.deleteProduct}${id}`, method: 'DELETE' }),
      transformResponse: (body: DeletedResponse) => body.data,
      invalidatesTags: (_result, _error, id) => productChanged(id),
    }),
  }),
});

export const { useCreateProductMutation, useEditProductMutation, useListMyProductsQuery, useDeleteProductMutation } =
  sellerApi;
