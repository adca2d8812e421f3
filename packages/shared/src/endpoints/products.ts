export const listProducts = { method: 'GET', path: '/product' } as const;
export const getProduct = { method: 'GET', path: '/product/:id' } as const;

export type {
  ListProductsQuery,
  ProductRow,
  ProductPage,
  ProductDetailItem,
  ProductImage,
  RelatedProduct,
  ProductDetail,
} from '../api/products';
