import {
  listBrands,
  listCategories,
  listColors,
  listSizes,
  type CategoryItem,
  type ColorItem,
  type RefItem,
} from '@rima/shared/endpoints/catalog';
import { fillPath } from '@rima/shared/endpoints/path';
import {
  getProduct,
  listProducts,
  type ListProductsQuery,
  type ProductDetail,
  type ProductPage,
} from '@rima/shared/endpoints/products';
import { api } from '../../app/api';

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
    // spec §7: the rows live at data.data.data (the base query hands over the outer `data`)
    listProducts: build.query<ProductPage, ListProductsArgs>({
      query: (args) => ({ url: listProducts.path, method: listProducts.method, params: toParams(args) }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.data.map((p) => ({ type: 'Product' as const, id: p.id })) ?? []),
      ],
    }),
    getProduct: build.query<ProductDetail, number | string>({
      query: (id) => ({ url: fillPath(getProduct.path, { id }), method: getProduct.method }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id: Number(id) }],
    }),
    listCategories: build.query<CategoryItem[], void>({
      query: () => ({ url: listCategories.path, method: listCategories.method }),
      providesTags: [{ type: 'Catalog', id: 'categories' }],
    }),
    listBrands: build.query<RefItem[], void>({
      query: () => ({ url: listBrands.path, method: listBrands.method }),
      providesTags: [{ type: 'Catalog', id: 'brands' }],
    }),
    listSizes: build.query<RefItem[], void>({
      query: () => ({ url: listSizes.path, method: listSizes.method }),
      providesTags: [{ type: 'Catalog', id: 'sizes' }],
    }),
    listColors: build.query<ColorItem[], void>({
      query: () => ({ url: listColors.path, method: listColors.method }),
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
