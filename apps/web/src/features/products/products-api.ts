import type { z } from 'zod';
import type { CategoryItem, ColorItem, RefItem } from '@rima/shared/api/catalog';
import type {
  getProduct,
  listProducts,
  ListProductsQuery,
  ProductDetail,
  ProductPage,
} from '@rima/shared/api/products';
import { api } from '../../app/api';

type ListResponse = z.infer<typeof listProducts.response>;
type DetailResponse = z.infer<typeof getProduct.response>;

// The contract's paths, written out: importing the contract's values would pull zod into the home
// page's first chunk. The type below keeps them equal to packages/shared/src/api/{products,catalog}.ts.
const PATHS = {
  listProducts: '/product',
  getProduct: '/product/',
  listCategories: '/categories',
  listBrands: '/brands',
  listSizes: '/sizes',
  listColors: '/colors',
} as const;
type Assert<T extends true> = T;
export type _PathsMatchContract = [
  Assert<(typeof listProducts)['path'] extends typeof PATHS.listProducts ? true : false>,
  Assert<(typeof getProduct)['path'] extends `${typeof PATHS.getProduct}:id` ? true : false>,
];

/** Query arguments as the client sends them: every key optional, empty ones are left out of the URL. */
export type ListProductsArgs = Partial<ListProductsQuery>;

function toParams(args: ListProductsArgs): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = String(value);
  }
  return params;
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductPage, ListProductsArgs>({
      query: (args) => ({ url: PATHS.listProducts, params: toParams(args) }),
      // spec §7: the rows live at data.data.data
      transformResponse: (body: ListResponse) => body.data,
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.data.map((p) => ({ type: 'Product' as const, id: p.id })) ?? []),
      ],
    }),
    getProduct: build.query<ProductDetail, number | string>({
      query: (id) => `${PATHS.getProduct}${encodeURIComponent(String(id))}`,
      transformResponse: (body: DetailResponse) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id: Number(id) }],
    }),
    listCategories: build.query<CategoryItem[], void>({
      query: () => PATHS.listCategories,
      transformResponse: (body: { data: CategoryItem[] }) => body.data,
      providesTags: [{ type: 'Catalog', id: 'categories' }],
    }),
    listBrands: build.query<RefItem[], void>({
      query: () => PATHS.listBrands,
      transformResponse: (body: { data: RefItem[] }) => body.data,
      providesTags: [{ type: 'Catalog', id: 'brands' }],
    }),
    listSizes: build.query<RefItem[], void>({
      query: () => PATHS.listSizes,
      transformResponse: (body: { data: RefItem[] }) => body.data,
      providesTags: [{ type: 'Catalog', id: 'sizes' }],
    }),
    listColors: build.query<ColorItem[], void>({
      query: () => PATHS.listColors,
      transformResponse: (body: { data: ColorItem[] }) => body.data,
      providesTags: [{ type: 'Catalog', id: 'colors' }],
    }),
  }),
});

export const {
  useListProductsQuery,
  useGetProductQuery,
  useListCategoriesQuery,
  useListBrandsQuery,
  useListSizesQuery,
  useListColorsQuery,
} = productsApi;
