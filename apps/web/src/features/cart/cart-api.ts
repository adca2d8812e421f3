import type {
  AddToCartBody,
  ApplyCouponBody,
  Cart,
  CartResponse,
  ShippingMethod,
  UpdateCartItemBody,
} from '@rima/shared/api/cart';
import { api } from '../../app/api';

export type { Cart, CartItem, ShippingMethod } from '@rima/shared/api/cart';

// Every cart endpoint answers the whole cart priced with the chosen shipping (contract: api/cart.ts).
type Priced<T = object> = T & { shipping?: ShippingMethod };
const pricing = (shipping: ShippingMethod | undefined) => (shipping ? { shipping } : undefined);
const toCart = (res: CartResponse) => res.data;

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Issue 15: with address_id the server prices each store's picked service and assembly too.
    getCart: build.query<Cart, Priced<{ address_id?: string; services?: string; assembly?: string }> | void>({
      query: (arg) => {
        const { shipping, ...delivery } = arg ?? {};
        return { url: '/cart', params: { ...pricing(shipping), ...delivery } };
      },
      transformResponse: toCart,
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<Cart, AddToCartBody>({
      query: (body) => ({ url: '/cart/add', method: 'POST', body }),
      transformResponse: toCart,
      invalidatesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<Cart, Priced<UpdateCartItemBody & { id: number }>>({
      query: ({ id, qty, shipping }) => ({
        url: `/cart/item/${id}`,
        method: 'PATCH',
        body: { qty },
        params: pricing(shipping),
      }),
      transformResponse: toCart,
      invalidatesTags: ['Cart'],
    }),
    removeCartItem: build.mutation<Cart, number>({
      query: (id) => ({ url: `/cart/item/${id}`, method: 'DELETE' }),
      transformResponse: toCart,
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<Cart, void>({
      query: () => ({ url: '/cart', method: 'DELETE' }),
      transformResponse: toCart,
      invalidatesTags: ['Cart'],
    }),
    applyCoupon: build.mutation<Cart, ApplyCouponBody>({
      query: (body) => ({ url: '/cart/coupon', method: 'POST', body }),
      transformResponse: toCart,
      invalidatesTags: ['Cart'],
    }),
    removeCoupon: build.mutation<Cart, void>({
      query: () => ({ url: '/cart/coupon', method: 'DELETE' }),
      transformResponse: toCart,
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
