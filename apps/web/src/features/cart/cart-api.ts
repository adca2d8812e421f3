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
import { api, request } from '../../app/api';

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
