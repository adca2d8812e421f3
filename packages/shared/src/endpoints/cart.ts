export const getCart = { method: 'GET', path: '/cart' } as const;
export const addToCart = { method: 'POST', path: '/cart/add' } as const;
export const updateCartItem = { method: 'PATCH', path: '/cart/item/:id' } as const;
export const removeCartItem = { method: 'DELETE', path: '/cart/item/:id' } as const;
export const clearCart = { method: 'DELETE', path: '/cart' } as const;
export const applyCoupon = { method: 'POST', path: '/cart/coupon' } as const;
export const removeCoupon = { method: 'DELETE', path: '/cart/coupon' } as const;
export const previewGuestCart = { method: 'POST', path: '/cart/guest' } as const;
export const mergeGuestCart = { method: 'POST', path: '/cart/merge' } as const;

export type {
  ShippingMethod,
  CartQuery,
  CartItem,
  CouponKind,
  CartCoupon,
  CartStoreDelivery,
  Cart,
  AddToCartBody,
  UpdateCartItemBody,
  ApplyCouponBody,
  CartResponse,
  GuestCartBody,
  GuestCartLine,
} from '../api/cart';
