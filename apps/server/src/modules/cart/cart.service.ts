import type { Cart, CartQuery, CartStoreDelivery, ShippingMethod } from '@rima/shared/api/cart';
import { PICKUP_SERVICE } from '@rima/shared/api/shipping';
import { apiMessage } from '@rima/shared/api-messages';
import { FLAT_SHIPPING, FREE_SHIPPING_MIN } from '@rima/shared/constants';
import type { Db, Queryable } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { CouponEvaluation, CouponsService } from '../coupons/coupons.service';
import { isFreeShippingAvailable, shippingFor, storeCountOf, subtotalOf } from './cart-pricing';
import type { CartItemRow, CartRepository, GuestLine } from './cart.repository';
import type { AddressesService } from '../addresses/addresses.service';
import type { ShippingService } from '../shipping/shipping.service';

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
  delivery: Cart['delivery'];
  store_holidays: NonNullable<Cart['store_holidays']>;
};

/** How the cart meets the address book and the rate tables (the cart never reads their tables; docs/decisions/017). */
export type CartDeliveryDeps = {
  addresses: Pick<AddressesService, 'findForCheckout'>;
  shipping: Pick<ShippingService, 'quoteStore' | 'lineBoxes'>;
};

const isAvailable = (item: CartItemRow) => item.product_status === 'active' && item.qty <= item.stock;

function stockMessage(stock: number) {
  return stock === 0 ? apiMessage('outOfStock') : apiMessage('onlyLeft', { stock });
}

/** The server-side cart of a customer: rows, coupon and every total, always recomputed from the database. */
export function createCartService(deps: {
  db: Db;
  repo: CartRepository;
  coupons: CouponsService;
  delivery?: CartDeliveryDeps;
  now?: () => Date;
  /** Told of every add-to-cart (the seller center's counters); never waits or fails the add. */
  onAdded?: (productId: number, qty: number) => void;
  /** The cart's stores on holiday (the shipping module's store profile). */
  storeHolidays?: (q: Queryable, sellerIds: readonly number[]) => Promise<CartView['store_holidays']>;
}) {
  const { db, repo, coupons } = deps;

  /** Per store: the services that carry its items to the address (priced by the server) and the picks. */
  async function priceDelivery(
    q: Queryable,
    userId: number,
    items: readonly CartItemRow[],
    pricing: CartQuery,
  ): Promise<NonNullable<Cart['delivery']> | null> {
    if (pricing.address_id === undefined || !deps.delivery) return null;
    const { addresses, shipping } = deps.delivery;
    const address = await addresses.findForCheckout(q, userId, pricing.address_id);
    const to = { code: address.regency_code, province_code: address.province_code };
    // Each line ships as its variant: the variant's own size and weight price it.
    const boxes = await shipping.lineBoxes(q, items);
    const stores: CartStoreDelivery[] = [];
    for (const sellerId of [...new Set(items.map((i) => i.seller_id))]) {
      const mine = items.flatMap((item, i) => (item.seller_id === sellerId ? [{ item, box: boxes[i] }] : []));
      const units = mine.flatMap(({ item, box }) => (box ? [{ product: box, qty: item.qty }] : []));
      const quote = await shipping.quoteStore(q, sellerId, units, to);
      const services = [
        ...quote.quotes,
        {
          code: PICKUP_SERVICE,
          name: 'Local pickup',
          kind: 'pickup' as const,
          price: 0,
          eta_min_days: 0,
          eta_max_days: 0,
          billable_kg: 0,
        },
      ];
      const picked = services.find((s) => s.code === pricing.services?.get(sellerId)) ?? null;
      const canAssemble = quote.isBulky && quote.store.assembly_price !== null && picked?.kind !== 'pickup';
      const assembly = canAssemble && (pricing.assembly?.has(sellerId) ?? false);
      stores.push({
        seller_id: sellerId,
        store_name: mine[0]?.item.store_name ?? quote.store.store_name,
        services,
        service: picked?.code ?? null,
        shipping: picked?.price ?? 0,
        needs_slot: quote.isBulky && quote.hasCalendar && picked !== null && picked.kind !== 'pickup',
        assembly_price: quote.isBulky ? quote.store.assembly_price : null,
        assembly,
        assembly_fee: assembly ? (quote.store.assembly_price ?? 0) : 0,
      });
    }
    return {
      address_id: address.id,
      regency_code: address.regency_code,
      stores,
      assembly_fee: stores.reduce((sum, s) => sum + s.assembly_fee, 0),
      is_complete: stores.every((s) => s.service !== null),
    };
  }
  const now = deps.now ?? (() => new Date());

  async function view(q: Queryable, userId: number, pricing: CartQuery = {}): Promise<CartView> {
    const shipping: ShippingMethod = pricing.shipping ?? 'flat';
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
    const delivery = items.length === 0 ? null : await priceDelivery(q, userId, rows, pricing);
    const holidays = deps.storeHolidays ? await deps.storeHolidays(q, [...new Set(items.map((i) => i.seller_id))]) : [];
    if (delivery) {
      // The picked services and assembly replace the flat rate.
      const courier = delivery.stores.reduce((sum, s) => sum + s.shipping, 0);
      return {
        items,
        count: items.reduce((n, item) => n + item.qty, 0),
        subtotal,
        discount,
        shipping: courier,
        total: subtotal - discount + courier + delivery.assembly_fee,
        coupon,
        shipping_method: shipping,
        free_shipping_available: isFreeShippingAvailable(subtotal),
        free_shipping_min: FREE_SHIPPING_MIN,
        flat_shipping_per_store: FLAT_SHIPPING,
        delivery,
        store_holidays: holidays,
      };
    }
    return {
      delivery: null,
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
      store_holidays: holidays,
    };
  }

  /** A visitor's lines as a cart: the flat, free or pickup prices only (no coupon, no address yet). */
  async function guestView(lines: readonly GuestLine[], pricing: CartQuery = {}): Promise<CartView> {
    const method: ShippingMethod = pricing.shipping ?? 'flat';
    const rows = lines.length === 0 ? [] : await repo.findGuestItems(db, lines);
    const items = rows
      .filter((row) => row.product_status === 'active')
      .map((item) => ({ ...item, line_total: item.price * item.qty, is_available: isAvailable(item) }));
    const subtotal = subtotalOf(items);
    const ship = items.length === 0 ? shippingFor('pickup', 0, 0) : shippingFor(method, subtotal, storeCountOf(items));
    const holidays = deps.storeHolidays
      ? await deps.storeHolidays(db, [...new Set(items.map((i) => i.seller_id))])
      : [];
    return {
      delivery: null,
      items,
      count: items.reduce((n, item) => n + item.qty, 0),
      subtotal,
      discount: 0,
      shipping: ship.total,
      total: subtotal + ship.total,
      coupon: null,
      shipping_method: items.length === 0 ? method : ship.method,
      free_shipping_available: isFreeShippingAvailable(subtotal),
      free_shipping_min: FREE_SHIPPING_MIN,
      flat_shipping_per_store: FLAT_SHIPPING,
      store_holidays: holidays,
    };
  }

  return {
    getCart: (userId: number, pricing: CartQuery = {}) => view(db, userId, pricing),

    previewGuestCart: guestView,

    async mergeGuestCart(userId: number, lines: readonly GuestLine[], pricing: CartQuery = {}) {
      if (lines.length > 0) await repo.mergeWithinStock(db, userId, lines);
      return view(db, userId, pricing);
    },

    async addToCart(
      userId: number,
      input: { product_id: number; qty: number; variant_id?: number | undefined },
      pricing: CartQuery = {},
    ) {
      // One statement: it writes only when the variant may be bought and its stock suffices.
      const added = await repo.addWithinStock(db, userId, input.product_id, input.variant_id ?? null, input.qty);
      if (!added || added.status !== 'active') throw notFound('Product not found');
      if (added.seller_id === userId) throw forbidden('You cannot buy your own product');
      if (added.stock === null) {
        const message = 'variant_id must be a variant of this product that is still sold';
        throw badRequest(message, [{ field: 'variant_id', message }]);
      }
      if (added.qty === null) throw badRequest(stockMessage(added.stock));
      deps.onAdded?.(input.product_id, input.qty);
      return view(db, userId, pricing);
    },

    async updateCartItem(userId: number, itemId: number, qty: number, pricing: CartQuery = {}) {
      const item = await repo.findItem(db, userId, itemId);
      if (!item) throw notFound('Cart item not found');
      if (qty > item.stock) throw badRequest(stockMessage(item.stock));
      await repo.setQty(db, itemId, qty);
      return view(db, userId, pricing);
    },

    async removeCartItem(userId: number, itemId: number, pricing: CartQuery = {}) {
      if (!(await repo.deleteItem(db, userId, itemId))) throw notFound('Cart item not found');
      return view(db, userId, pricing);
    },

    async clearCart(userId: number, pricing: CartQuery = {}) {
      await db.transaction(async (tx) => {
        await repo.deleteAll(tx, userId);
        await repo.setCoupon(tx, userId, null);
      });
      return view(db, userId, pricing);
    },

    async applyCoupon(userId: number, code: string, pricing: CartQuery = {}) {
      const current = await view(db, userId, pricing);
      const { coupon } = await coupons.findApplicable(db, code, { userId, subtotal: current.subtotal, now: now() });
      await repo.ensureCart(db, userId);
      await repo.setCoupon(db, userId, coupon.id);
      return view(db, userId, pricing);
    },

    async removeCoupon(userId: number, pricing: CartQuery = {}) {
      await repo.setCoupon(db, userId, null);
      return view(db, userId, pricing);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
