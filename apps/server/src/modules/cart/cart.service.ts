import type { ShippingMethod } from '@rima/shared/api/cart';
import { apiMessage } from '@rima/shared/api-messages';
import { FLAT_SHIPPING, FREE_SHIPPING_MIN } from '@rima/shared/constants';
import type { Db, Queryable } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { CouponEvaluation, CouponsService } from '../coupons/coupons.service';
import { isFreeShippingAvailable, shippingFor, storeCountOf, subtotalOf } from './cart-pricing';
import type { CartItemRow, CartRepository } from './cart.repository';

export type CartView = {
  items: (CartItemRow & { line_total: number; is_available: boolean })[];
  count: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  coupon: (CouponEvaluation & { is_valid: boolean }) | null;
  shipping_method: ShippingMethod;
  free_shipping_available: boolean;
  free_shipping_min: number;
  flat_shipping_per_store: number;
};

const isAvailable = (item: CartItemRow) => item.product_status === 'active' && item.qty <= item.stock;

function stockMessage(stock: number) {
  return stock === 0 ? apiMessage('outOfStock') : apiMessage('onlyLeft', { stock });
}

/** The server-side cart of a customer: rows, coupon and every total, always recomputed from the database. */
export function createCartService(deps: { db: Db; repo: CartRepository; coupons: CouponsService; now?: () => Date }) {
  const { db, repo, coupons } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(q: Queryable, userId: number, shipping: ShippingMethod = 'flat'): Promise<CartView> {
    const [cart, rows] = await Promise.all([repo.findCart(q, userId), repo.findItems(q, userId)]);
    const items = rows.map((item) => ({ ...item, line_total: item.price * item.qty, is_available: isAvailable(item) }));
    const subtotal = subtotalOf(items);
    let coupon: CartView['coupon'] = null;
    if (cart?.coupon_id) {
      const found = await coupons.findById(q, cart.coupon_id);
      if (found) {
        const evaluation = await coupons.evaluate(q, found, { userId, subtotal, now: now() });
        coupon = { ...evaluation, is_valid: evaluation.problem === null };
      }
    }
    const discount = coupon?.discount ?? 0;
    const ship =
      items.length === 0 ? shippingFor('pickup', 0, 0) : shippingFor(shipping, subtotal, storeCountOf(items));
    return {
      items,
      count: items.reduce((n, item) => n + item.qty, 0),
      subtotal,
      discount,
      shipping: ship.total,
      total: subtotal - discount + ship.total,
      coupon,
      shipping_method: items.length === 0 ? shipping : ship.method,
      free_shipping_available: isFreeShippingAvailable(subtotal),
      free_shipping_min: FREE_SHIPPING_MIN,
      flat_shipping_per_store: FLAT_SHIPPING,
    };
  }

  return {
    getCart: (userId: number, shipping?: ShippingMethod) => view(db, userId, shipping),

    async addToCart(userId: number, input: { product_id: number; qty: number }, shipping?: ShippingMethod) {
      await db.transaction(async (tx) => {
        const product = await repo.findProduct(tx, input.product_id);
        if (!product || product.status !== 'active') throw notFound('Product not found');
        if (product.seller_id === userId) throw forbidden('You cannot buy your own product');
        await repo.ensureCart(tx, userId);
        const qty = await repo.addQty(tx, userId, input.product_id, input.qty);
        // Throwing rolls the upsert back.
        if (qty > product.stock) throw badRequest(stockMessage(product.stock));
      });
      return view(db, userId, shipping);
    },

    async updateCartItem(userId: number, itemId: number, qty: number, shipping?: ShippingMethod) {
      const item = await repo.findItem(db, userId, itemId);
      if (!item) throw notFound('Cart item not found');
      if (qty > item.stock) throw badRequest(stockMessage(item.stock));
      await repo.setQty(db, itemId, qty);
      return view(db, userId, shipping);
    },

    async removeCartItem(userId: number, itemId: number, shipping?: ShippingMethod) {
      if (!(await repo.deleteItem(db, userId, itemId))) throw notFound('Cart item not found');
      return view(db, userId, shipping);
    },

    async clearCart(userId: number, shipping?: ShippingMethod) {
      await db.transaction(async (tx) => {
        await repo.deleteAll(tx, userId);
        await repo.setCoupon(tx, userId, null);
      });
      return view(db, userId, shipping);
    },

    async applyCoupon(userId: number, code: string, shipping?: ShippingMethod) {
      const current = await view(db, userId, shipping);
      const { coupon } = await coupons.findApplicable(db, code, { userId, subtotal: current.subtotal, now: now() });
      await repo.ensureCart(db, userId);
      await repo.setCoupon(db, userId, coupon.id);
      return view(db, userId, shipping);
    },

    async removeCoupon(userId: number, shipping?: ShippingMethod) {
      await repo.setCoupon(db, userId, null);
      return view(db, userId, shipping);
    },

    // ---- for checkout, inside its transaction ----

    /** Locks the buyer's cart row (one checkout per buyer at a time) and returns its rows and coupon. */
    async lockForCheckout(tx: Queryable, userId: number) {
      const cart = await repo.findCart(tx, userId, true);
      if (!cart) return { couponId: null, items: [] as CartItemRow[] };
      return { couponId: cart.coupon_id, items: await repo.findItems(tx, userId) };
    },

    /** Removes the bought rows and the used coupon. */
    async removeBought(tx: Queryable, userId: number, itemIds: readonly number[]) {
      await repo.deleteItems(tx, userId, itemIds);
      await repo.setCoupon(tx, userId, null);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
