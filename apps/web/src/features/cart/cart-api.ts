import {
  addToCart,
  applyCoupon,
  clearCart,
  getCart,
  removeCartItem,
  removeCoupon,
  updateCartItem,
  type AddToCartBody,
  type ApplyCouponBody,
  type Cart,
  type ShippingMethod,
  type UpdateCartItemBody,
} from '@rima/shared/endpoints/cart';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

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
        return { url: getCart.path, method: getCart.method, params: { ...pricing(shipping), ...delivery } };
      },
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<Cart, AddToCartBody>({
      query: (body) => ({ url: addToCart.path, method: addToCart.method, body }),
      invalidatesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<Cart, Priced<UpdateCartItemBody & { id: number }>>({
      query: ({ id, qty, shipping }) => ({
        url: fillPath(updateCartItem.path, { id }),
        method: updateCartItem.method,
        body: { qty },
        params: pricing(shipping),
      }),
      invalidatesTags: ['Cart'],
    }),
    removeCartItem: build.mutation<Cart, number>({
      query: (id) => ({ url: fillPath(removeCartItem.path, { id }), method: removeCartItem.method }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<Cart, void>({
      query: () => ({ url: clearCart.path, method: clearCart.method }),
      invalidatesTags: ['Cart'],
    }),
    applyCoupon: build.mutation<Cart, ApplyCouponBody>({
      query: (body) => ({ url: applyCoupon.path, method: applyCoupon.method, body }),
      invalidatesTags: ['Cart'],
    }),
    removeCoupon: build.mutation<Cart, void>({
      query: () => ({ url: removeCoupon.path, method: removeCoupon.method }),
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
} = cartApi;
