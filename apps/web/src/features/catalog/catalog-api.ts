import {
  getProduct,
  listBrands,
  listCategories,
  listCategoryTree,
  listColors,
  listProducts,
  listSizes,
  type CategoryItem,
  type ColorItem,
  type ListProductsQuery,
  type ProductDetail,
  type ProductPageWithFacets,
  type RefItem,
} from '@rima/shared/endpoints/catalog';
import type { CategoryNode } from '@rima/shared/endpoints/categories';
import { api, request } from '../../app/api';

/** Query arguments as the client sends them: every key optional, empty ones are left out of the URL. */
export type ListProductsArgs = Partial<Omit<ListProductsQuery, 'facets' | 'in_stock'>> & {
  /** The list page asks for its filters' counts (docs/decisions/039). */
  facets?: 1;
  in_stock?: 1;
};

function toParams(args: ListProductsArgs): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = String(value);
  }
  return params;
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    // spec §7: the rows live at data.data.data (the base query hands over the outer `data`)
    listProducts: build.query<ProductPageWithFacets, ListProductsArgs>({
      query: (args) => ({ ...request(listProducts), params: toParams(args) }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.data.map((p) => ({ type: 'Product' as const, id: p.id })) ?? []),
      ],
    }),
    getProduct: build.query<ProductDetail, number | string>({
      query: (id) => request(getProduct, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id: Number(id) }],
    }),
    listCategoryTree: build.query<CategoryNode[], void>({
      query: () => ({ ...request(listCategoryTree), params: listCategoryTree.query }),
      providesTags: [{ type: 'Catalog', id: 'categories' }],
    }),
    listCategories: build.query<CategoryItem[], void>({
      query: () => request(listCategories),
      providesTags: [{ type: 'Catalog', id: 'categories' }],
    }),
    listBrands: build.query<RefItem[], void>({
      query: () => request(listBrands),
      providesTags: [{ type: 'Catalog', id: 'brands' }],
    }),
    listSizes: build.query<RefItem[], void>({
      query: () => request(listSizes),
      providesTags: [{ type: 'Catalog', id: 'sizes' }],
    }),
    listColors: build.query<ColorItem[], void>({
      query: () => request(listColors),
      providesTags: [{ type: 'Catalog', id: 'colors' }],
    }),
  }),
});

export const {
  useListProductsQuery,
  useGetProductQuery,
  useListCategoriesQuery,
  useListCategoryTreeQuery,
  useListBrandsQuery,
  useListSizesQuery,
  useListColorsQuery,
} = catalogApi;
