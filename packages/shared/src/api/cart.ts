import { z } from 'zod';
import { CART_MAX_QTY, GUEST_CART_MAX_LINES } from '../constants';
import { okEnvelope } from './envelope';
import { serviceQuoteSchema } from './shipping';
import { emptyToUndefined, idField, PG_INT_MAX } from './fields';
import * as endpoints from '../endpoints/cart';

/**
 * Cart contract. Customers only (a seller gets 403). Every cart endpoint answers the whole cart,
 * recomputed by the server, so the client never adds up money itself.
 *
 * Shipping choice: every cart endpoint accepts `?shipping=flat|free|pickup` (default `flat`) and prices the
 * cart with it. `flat` costs FLAT_SHIPPING per store in the cart (one parcel per seller order), `pickup` is
 * free, `free` is free only when the subtotal is at least FREE_SHIPPING_MIN: below it the answer falls back to
 * `flat` (see `shipping_method` and `free_shipping_available`). Checkout takes the same choice in its body
 * and answers 400 for `free` below the threshold.
 */

export const SHIPPING_METHODS = ['flat', 'free', 'pickup'] as const;
export const shippingMethodSchema = z.enum(SHIPPING_METHODS, {
  error: "shipping must be 'flat', 'free' or 'pickup'",
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/**
 * `address_id` prices the cart for an address of the buyer's address book: per store, the services
 * that can carry its items there (cheapest first, then local pickup). `services` picks one per store as
 * `sellerId:code` pairs separated by commas ("12:jne-jtr,15:pickup"); `assembly` lists the stores
 * (seller ids, commas) that should assemble. The totals then count the picked services and assembly.
 */
export const cartQuerySchema = z.object({
  shipping: z.preprocess(emptyToUndefined, shippingMethodSchema.optional()),
  address_id: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'address_id must be an address number' })
      .int({ error: 'address_id must be an address number' })
      .min(1, { error: 'address_id must be an address number' })
      .max(PG_INT_MAX, { error: 'address_id must be an address number' })
      .optional(),
  ),
  services: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(2000, { error: 'services is too long' })
      .regex(/^\d{1,10}:[a-z0-9-]{2,30}(,\d{1,10}:[a-z0-9-]{2,30})*$/, {
        error: "services must be pairs such as '12:jne-reg,15:pickup'",
      })
      .transform((v) => new Map(v.split(',').map((pair) => [Number(pair.split(':')[0]), pair.split(':')[1] ?? ''])))
      .optional(),
  ),
  assembly: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(2000, { error: 'assembly is too long' })
      .regex(/^\d{1,10}(,\d{1,10})*$/, { error: "assembly must be store numbers such as '12,15'" })
      .transform((v) => new Set(v.split(',').map(Number)))
      .optional(),
  ),
});
export type CartQuery = z.infer<typeof cartQuerySchema>;

const qtySchema = z.coerce
  .number({ error: 'qty must be a whole number' })
  .int({ error: 'qty must be a whole number' })
  .min(1, { error: 'qty must be 1 or more' })
  .max(CART_MAX_QTY, { error: `qty must be at most ${CART_MAX_QTY}` });

const idNumber = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a number` })
    .min(1, { error: `${field} must be a number` })
    .max(PG_INT_MAX, { error: `${field} must be a number` });

export const cartItemSchema = z.object({
  /** cart row id: use it for PATCH/DELETE /cart/item/:id */
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  /** first photo URL ('' when the product has none) */
  image: z.string(),
  /** current unit price from the database, integer rupiah */
  price: z.number().int(),
  qty: z.number().int(),
  /** price × qty */
  line_total: z.number().int(),
  stock: z.number().int(),
  seller_id: z.number().int(),
  store_name: z.string(),
  /** false when stock dropped below qty since it was added (checkout would answer 409) */
  is_available: z.boolean(),
  // Added (docs/decisions/038): the variant in the cart; `price` and `stock` above are the variant's.
  variant_id: z.number().int(),
  /** option name → value; empty for a product's default variant */
  variant_options: z.record(z.string(), z.string()),
  sku: z.string().nullable(),
  // Added: the product's option names in its order (variant_options' key order is the database's), and
  // the seller's English name (null when not given).
  option_names: z.array(z.string()),
  name_en: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export const couponKindSchema = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof couponKindSchema>;

export const cartCouponSchema = z.object({
  code: z.string(),
  kind: couponKindSchema,
  /** percent (1–100) or rupiah, by kind */
  value: z.number().int(),
  min_spend: z.number().int(),
  /** rupiah taken off the subtotal now (0 when not applicable) */
  discount: z.number().int(),
  /** false when the coupon no longer applies (min spend not met, expired, used up); see reason */
  is_valid: z.boolean(),
  reason: z.string().nullable(),
  // Added: the reason's key in @rima/shared/api-messages and its parameters, for other languages.
  reason_key: z.string().nullable().optional(),
  reason_params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const cartStoreDeliverySchema = z.object({
  seller_id: z.number().int(),
  store_name: z.string(),
  /** what can carry this store's items to the address, cheapest first, then local pickup */
  services: z.array(serviceQuoteSchema),
  /** the picked service (null: none picked, or the picked one cannot carry them) */
  service: z.string().nullable(),
  shipping: z.number().int(),
  /** a bulky item: pick a delivery slot at checkout (GET /shipping/slots?seller_id=) */
  needs_slot: z.boolean(),
  assembly_price: z.number().int().nullable(),
  assembly: z.boolean(),
  assembly_fee: z.number().int(),
});
export type CartStoreDelivery = z.infer<typeof cartStoreDeliverySchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** number of units in the cart (the header badge) */
  count: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  /** subtotal − discount + shipping */
  total: z.number().int(),
  coupon: cartCouponSchema.nullable(),
  shipping_method: shippingMethodSchema,
  free_shipping_available: z.boolean(),
  free_shipping_min: z.number().int(),
  flat_shipping_per_store: z.number().int(),
  /** Present with ?address_id= (then `shipping` is the sum of the picked services) */
  delivery: z
    .object({
      address_id: z.number().int(),
      regency_code: z.string(),
      stores: z.array(cartStoreDeliverySchema),
      assembly_fee: z.number().int(),
      /** every store has a service picked that can carry its items */
      is_complete: z.boolean(),
    })
    .nullable(),
  /** Stores of the cart on holiday now or soon: the checkout says when each reopens (added) */
  store_holidays: z
    .array(
      z.object({
        seller_id: z.number().int(),
        store_name: z.string(),
        from: z.string(),
        until: z.string(),
        note: z.string(),
        reopens_on: z.string(),
        is_closed: z.boolean(),
      }),
    )
    .optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartBodySchema = z.object({
  product_id: idNumber('product_id'),
  qty: qtySchema.default(1),
  /** one of the product's live variants (400 naming `variant_id` otherwise); absent: the default variant */
  variant_id: idNumber('variant_id').optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const updateCartItemBodySchema = z.object({ qty: qtySchema });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

export const cartItemParamsSchema = z.object({
  id: idField('id', { invalid: 'id must be a cart item number' }),
});

export const applyCouponBodySchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, { error: 'code is required' })
    .max(40, { error: 'code is too long' })
    .transform((v) => v.toUpperCase()),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBodySchema>;

const cartResponse = okEnvelope(cartSchema);
export type CartResponse = z.infer<typeof cartResponse>;

export const getCart = { ...endpoints.getCart, query: cartQuerySchema, response: cartResponse } as const;

/** Adds qty to the product variant's row (creating it; one row per variant); the resulting qty must not exceed stock (400). */
export const addToCart = {
  ...endpoints.addToCart,
  query: cartQuerySchema,
  body: addToCartBodySchema,
  response: cartResponse,
} as const;

/** Sets the row's qty (1 … stock, 400 otherwise). */
export const updateCartItem = {
  ...endpoints.updateCartItem,
  params: cartItemParamsSchema,
  query: cartQuerySchema,
  body: updateCartItemBodySchema,
  response: cartResponse,
} as const;

export const removeCartItem = {
  ...endpoints.removeCartItem,
  params: cartItemParamsSchema,
  query: cartQuerySchema,
  response: cartResponse,
} as const;

/** Empties the cart and drops its coupon. */
export const clearCart = { ...endpoints.clearCart, query: cartQuerySchema, response: cartResponse } as const;

/**
 * Attaches a coupon to the cart. Unknown, not yet valid, expired or min-spend-not-met → 400;
 * used up (total or per-user limit) → 409.
 */
export const applyCoupon = {
  ...endpoints.applyCoupon,
  query: cartQuerySchema,
  body: applyCouponBodySchema,
  response: cartResponse,
} as const;

export const removeCoupon = {
  ...endpoints.removeCoupon,
  query: cartQuerySchema,
  response: cartResponse,
} as const;

/**
 * A visitor's cart, kept by the browser (docs/decisions/050): its lines as the visitor added them. The `/cart`
 * routes above stay customers-only; these two let the shop show that cart and hand it over at login.
 */
export const guestCartLineSchema = z.object({
  product_id: idNumber('product_id'),
  /** absent: the product's default variant */
  variant_id: idNumber('variant_id').optional(),
  qty: qtySchema,
});
export type GuestCartLine = z.infer<typeof guestCartLineSchema>;

export const guestCartBodySchema = z.object({
  items: z
    .array(guestCartLineSchema, { error: 'items must be a list of cart lines' })
    .max(GUEST_CART_MAX_LINES, { error: `items must have at most ${GUEST_CART_MAX_LINES} lines` }),
});
export type GuestCartBody = z.infer<typeof guestCartBodySchema>;

/**
 * Public: the visitor's lines priced as a cart (no coupon, no delivery). Lines of products no longer sold are
 * left out; an item's `id` is its variant id (it has no cart row). Quantities above stock come back as they
 * were sent with `is_available: false`, as in a customer's cart.
 */
export const previewGuestCart = {
  ...endpoints.previewGuestCart,
  query: cartQuerySchema,
  body: guestCartBodySchema,
  response: cartResponse,
} as const;

/**
 * Customers: adds a visitor's lines to the own cart at login or registration, each capped by its variant's
 * stock (a line already in the cart gets the sum, capped). Lines that cannot be bought (gone, sold out, the
 * buyer's own product) are skipped. Answers the whole cart.
 */
export const mergeGuestCart = {
  ...endpoints.mergeGuestCart,
  query: cartQuerySchema,
  body: guestCartBodySchema,
  response: cartResponse,
} as const;
