export const createProduct = { method: 'POST', path: '/product/create' } as const;
export const editProduct = { method: 'PATCH', path: '/product/edit/:id' } as const;
export const listMyProducts = { method: 'GET', path: '/product/my-product' } as const;
export const deleteProduct = { method: 'DELETE', path: '/product/delete/:id' } as const;

export type { CreateProductFields, EditProductFields, MyProduct, VariantInput } from '../api/products';
