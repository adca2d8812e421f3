export const listProducts = { method: 'GET', path: '/product' } as const;
export const getProduct = { method: 'GET', path: '/product/:id' } as const;
export const listCategories = { method: 'GET', path: '/categories' } as const;
/** The furniture tree (docs/decisions/036): the same path with `?tree=1`. */
export const listCategoryTree = { method: 'GET', path: '/categories', query: { tree: '1' } } as const;
export const listBrands = { method: 'GET', path: '/brands' } as const;
export const listSizes = { method: 'GET', path: '/sizes' } as const;
export const listColors = { method: 'GET', path: '/colors' } as const;
export const sendContact = { method: 'POST', path: '/contact' } as const;

export type {
  ListProductsQuery,
  ProductRow,
  ProductPage,
  ProductPageWithFacets,
  Facets,
  FacetName,
  FacetValue,
  ProductDetailItem,
  ProductVariant,
  ProductImage,
  RelatedProduct,
  ProductDetail,
  CategoryItem,
  ColorItem,
  RefItem,
  ContactBody,
} from '../api/catalog';
