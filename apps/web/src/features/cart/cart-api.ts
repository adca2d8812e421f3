import {
  addToCart,
  applyCoupon,
  clearCart,
  getCart,
  mergeGuestCart,
  previewGuestCart,
  removeCartItem,
  removeCoupon,
  updateCartItem,
  type AddToCartBody,
  type ApplyCouponBody,
  type Cart,
  type GuestCartLine,
  type ShippingMethod,
  type UpdateCartItemBody,
} from '@rima/shared/endpoints/cart';
import { useCallback } from 'react';
import { api, request } from '../../app/api';
import { clearGuestCart, readGuestCart } from './guest-cart';

export type { Cart, CartItem, ShippingMethod } from '@rima/shared/endpoints/cart';

// Every cart endpoint answers the whole cart priced with the chosen shipping (contract: api/cart.ts).
type Priced<T = object> = T & { shipping?: ShippingMethod };
const pricing = (shipping: ShippingMethod | undefined) => (shipping ? { shipping } : undefined);

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // With address_id the server prices each store's picked service and assembly too.
    getCart: build.query<Cart, Priced<{ address_id?: string; services?: string; assembly?: string }> | void>({
      query: (arg) => {
        const { shipping, ...delivery } = arg ?? {};
        return { ...request(getCart), params: { ...pricing(shipping), ...delivery } };
      },
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<Cart, AddToCartBody>({
      query: (body) => ({ ...request(addToCart), body }),
      invalidatesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<Cart, Priced<UpdateCartItemBody & { id: number }>>({
      query: ({ id, qty, shipping }) => ({
        ...request(updateCartItem, { id }),
        body: { qty },
        params: pricing(shipping),
      }),
      invalidatesTags: ['Cart'],
    }),
    removeCartItem: build.mutation<Cart, number>({
      query: (id) => request(removeCartItem, { id }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<Cart, void>({
      query: () => request(clearCart),
      invalidatesTags: ['Cart'],
    }),
    applyCoupon: build.mutation<Cart, ApplyCouponBody>({
      query: (body) => ({ ...request(applyCoupon), body }),
      invalidatesTags: ['Cart'],
    }),
    removeCoupon: build.mutation<Cart, void>({
      query: () => request(removeCoupon),
      invalidatesTags: ['Cart'],
    }),
    // A visitor's cart, kept by the browser, priced by the server (a POST that only reads).
    previewGuestCart: build.query<Cart, Priced<{ items: readonly GuestCartLine[] }>>({
      query: ({ items, shipping }) => ({ ...request(previewGuestCart), body: { items }, params: pricing(shipping) }),
    }),
    mergeGuestCart: build.mutation<Cart, readonly GuestCartLine[]>({
      query: (items) => ({ ...request(mergeGuestCart), body: { items } }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
  usePreviewGuestCartQuery,
  useMergeGuestCartMutation,
} = cartApi;

/**
 * Hands a visitor's cart to the account that just logged in or registered (a customer's): the server adds each
 * line, capped by stock; the browser's copy is dropped once it is in. True when something was merged.
 */
export function useMergeGuestCart() {
  const [merge] = useMergeGuestCartMutation();
  return useCallback(
    (role: string | undefined): Promise<boolean> => {
      const items = readGuestCart();
      if (role !== 'customer' || items.length === 0) return Promise.resolve(false);
      // One merge at a time: the login page's and the cart page's must not add the lines twice.
      merging ??= merge(items)
        .unwrap()
        .then(() => {
          clearGuestCart();
          return true;
        })
        // kept for the next try (the cart page tries again)
        .catch(() => false)
        .finally(() => {
          merging = null;
        });
      return merging;
    },
    [merge],
  );
}
let merging: Promise<boolean> | null = null;
