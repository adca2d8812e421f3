import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  type Cart,
} from '@rima/shared/api/cart';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { publicBase } from '../../http/public-base';
import { routes } from '../../http/route';
import { photoUrl } from '../../photos/photo-store';
import type { CartService, CartView } from './cart.service';

type Options = { service: CartService; guards: AuthGuards; config: Pick<Config, 'publicUrl'> };

export function toCartWire(base: string, cart: CartView): Cart {
  return {
    items: cart.items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      name: item.name,
      image: item.image_key ? photoUrl(base, item.image_key) : '',
      price: item.price,
      qty: item.qty,
      line_total: item.line_total,
      stock: item.stock,
      seller_id: item.seller_id,
      store_name: item.store_name,
      is_available: item.is_available,
      variant_id: item.variant_id,
      variant_options: item.variant_options,
      sku: item.sku,
      option_names: item.option_names ?? [],
      name_en: item.name_en ?? null,
    })),
    count: cart.count,
    subtotal: cart.subtotal,
    discount: cart.discount,
    shipping: cart.shipping,
    total: cart.total,
    coupon: cart.coupon
      ? {
          code: cart.coupon.coupon.code,
          kind: cart.coupon.coupon.kind,
          value: cart.coupon.coupon.value,
          min_spend: cart.coupon.coupon.min_spend,
          discount: cart.coupon.discount,
          is_valid: cart.coupon.is_valid,
          reason: cart.coupon.problem?.message ?? null,
          reason_key: cart.coupon.problem?.key ?? null,
          reason_params: cart.coupon.problem?.params ?? null,
        }
      : null,
    shipping_method: cart.shipping_method,
    free_shipping_available: cart.free_shipping_available,
    free_shipping_min: cart.free_shipping_min,
    flat_shipping_per_store: cart.flat_shipping_per_store,
    delivery: cart.delivery,
    store_holidays: cart.store_holidays,
  };
}

/** Customers only: a seller gets 403 on every cart route. */
export const cartRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, config }) => {
  const route = routes(app, {
    tags: ['cart'],
    security: [{ token: [] }],
    preValidation: guards.requireAuth(['customer']),
  });
  const ok = (request: FastifyRequest, cart: CartView, message = 'Cart') => ({
    statusCode: 200,
    message,
    data: toCartWire(publicBase(request, config), cart),
  });

  // A visitor's cart is kept by the browser: pricing it needs no account (docs/decisions/050).
  const publicRoute = routes(app, { tags: ['cart'] });
  publicRoute(previewGuestCart, { summary: "A visitor's cart priced" }, async (request) =>
    ok(request, await service.previewGuestCart(request.body.items, request.query)),
  );

  route(mergeGuestCart, { summary: "A visitor's cart into mine" }, async (request) =>
    ok(
      request,
      await service.mergeGuestCart(currentUser(request).id, request.body.items, request.query),
      'Cart merged',
    ),
  );

  route(getCart, { summary: 'My cart with server totals' }, async (request) =>
    ok(request, await service.getCart(currentUser(request).id, request.query)),
  );

  route(addToCart, { summary: 'Add a product' }, async (request) =>
    ok(request, await service.addToCart(currentUser(request).id, request.body, request.query), 'Added to cart'),
  );

  route(updateCartItem, { summary: 'Set a row quantity' }, async (request) =>
    ok(
      request,
      await service.updateCartItem(currentUser(request).id, request.params.id, request.body.qty, request.query),
      'Cart updated',
    ),
  );

  route(removeCartItem, { summary: 'Remove a row' }, async (request) =>
    ok(
      request,
      await service.removeCartItem(currentUser(request).id, request.params.id, request.query),
      'Removed from cart',
    ),
  );

  route(clearCart, { summary: 'Empty the cart' }, async (request) =>
    ok(request, await service.clearCart(currentUser(request).id, request.query), 'Cart cleared'),
  );

  route(applyCoupon, { summary: 'Apply a coupon' }, async (request) =>
    ok(request, await service.applyCoupon(currentUser(request).id, request.body.code, request.query), 'Coupon applied'),
  );

  route(removeCoupon, { summary: 'Remove the coupon' }, async (request) =>
    ok(request, await service.removeCoupon(currentUser(request).id, request.query), 'Coupon removed'),
  );
};
