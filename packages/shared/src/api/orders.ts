import { z } from 'zod';
import { COURIERS } from '../constants';

export { COURIER_LABELS, COURIERS, type Courier } from '../constants';
import { okEnvelope } from './envelope';
import { idField } from './fields';
import { ALL_PAYMENT_METHODS, LEGACY_PAYMENT_METHODS } from '../endpoints/payment-methods';
import * as paymentMethodEndpoints from '../endpoints/payment-methods';
import { paymentInstructionsSchema } from './payment-methods';
import { deliverySlotSchema, rescheduleSchema } from './shipping';
import * as endpoints from '../endpoints/orders';

// The checkout's types (./checkout), for the modules that import them from here.
export type { CreateTransactionBody, CreateTransactionInput, CreateTransactionResult } from './checkout';

/**
 * Checkout, payments and orders contract.
 *
 * One checkout = one payment + one order per store. Order state machine (server-enforced):
 *   awaiting_payment → paid (payment settled) → processing (seller) → shipped (seller, tracking_number
 *   required) → delivered (seller) → completed (buyer 'Confirm received' from shipped or delivered, or
 *   automatically 7 days after delivered).
 *   cancelled: buyer while awaiting_payment or paid; seller before shipping (awaiting_payment, paid,
 *   processing) with a reason in `note`; the system when the payment expires (24 h). Stock is restored once.
 * Wrong actor → 403, illegal transition → 409, an order that is not yours → 404.
 */

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'unknown order status' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Buyer's /order tabs → the statuses each shows. */
export const ORDER_TABS = {
  waiting: ['awaiting_payment'],
  packed: ['paid', 'processing'],
  shipped: ['shipped', 'delivered'],
  done: ['completed'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const orderTabSchema = z.enum(['waiting', 'packed', 'shipped', 'done', 'cancelled'], {
  error: "tab must be 'waiting', 'packed', 'shipped', 'done' or 'cancelled'",
});

export const courierSchema = z.enum(COURIERS, {
  error: `courier must be one of ${COURIERS.join(', ')}`,
});

/** The old checkout's select (spec §4); ./payment-methods lists every method a checkout accepts. */
export const PAYMENT_METHODS = LEGACY_PAYMENT_METHODS;
export const paymentMethodSchema = z.enum(ALL_PAYMENT_METHODS, {
  error: `payment_method must be one of ${ALL_PAYMENT_METHODS.join(', ')}`,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PHONE_CODES = ['+62', '+63', '+64'] as const;
export const phoneCodeSchema = z.enum(PHONE_CODES, { error: "phone_code must be '+62', '+63' or '+64'" });

/** cancelled: every order of the payment was cancelled before it was paid */
export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** pending: handed to the payment provider (retried by a job); failed: the provider refused every attempt */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

export const ACTOR_ROLES = ['buyer', 'seller', 'system', 'operator'] as const;
export const actorRoleSchema = z.enum(ACTOR_ROLES);

const idParam = (what: string) =>
  z.object({
    id: idField('id', { invalid: `id must be ${what} number` }),
  });
export const orderIdParamsSchema = idParam('an order');
export const paymentIdParamsSchema = idParam('a payment');

export const paymentSchema = z.object({
  id: z.number().int(),
  method: paymentMethodSchema,
  /** total to pay, integer rupiah (sum of the orders' totals) */
  amount: z.number().int(),
  /** virtual-account number for mandiri/bca; null for visa (pay on the card page) */
  va_number: z.string().nullable(),
  expires_at: z.string(),
  status: paymentStatusSchema,
  paid_at: z.string().nullable(),
  provider: z.string(),
  /** true with the built-in sandbox provider: the web shows 'Simulate payment' and the test cards */
  is_sandbox: z.boolean(),
  /** how to pay it (QR image, deeplink, VA number, biller code and bill key, 3-D Secure page, deadline) */
  instructions: paymentInstructionsSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** name and price as they were at checkout */
  name: z.string(),
  price: z.number().int(),
  qty: z.number().int(),
  line_total: z.number().int(),
  /** current first photo of the product ('' when gone) */
  image: z.string(),
  // Added (docs/decisions/038): the variant bought, as it was at checkout. variant_id is null for orders
  // placed before variants; variant_options is empty for a default variant.
  variant_id: z.number().int().nullable(),
  variant_options: z.record(z.string(), z.string()),
  sku: z.string().nullable(),
  // Added: the variant's option names in the product's order (empty when unknown), and the product's
  // English name today (null when the seller gave none; `name` stays the snapshot).
  option_names: z.array(z.string()),
  name_en: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderShippingMethodSchema = z.enum(['flat', 'free', 'pickup', 'courier']);

/** One order (= one store's part of a checkout), as listed. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  buyer_id: z.number().int(),
  seller_id: z.number().int(),
  store_name: z.string(),
  status: orderStatusSchema,
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  /**
   * The store voucher used (docs/decisions/054) and the rupiah it took off: part of `discount`, or for a
   * free-shipping voucher already off `shipping`.
   */
  voucher_code: z.string().nullable(),
  voucher_discount: z.number().int(),
  /** 'courier': a service chosen for an address of the address book */
  shipping_method: orderShippingMethodSchema,
  tracking_number: z.string().nullable(),
  courier: courierSchema.nullable(), // added
  /** The courier service chosen at checkout, as it was then (null: flat/free/pickup) */
  service: z
    .object({ code: z.string(), name: z.string(), eta_min_days: z.number().int(), eta_max_days: z.number().int() })
    .nullable(),
  /** The store's assembly, rupiah (part of total) */
  assembly_fee: z.number().int(),
  /** The delivery slot of bulky items */
  delivery_slot: deliverySlotSchema.nullable(),
  /** The day (WIB) the store promised to ship by: its lead time in working days (null: no promise) */
  ship_by: z.string().nullable(),
  shipped_at: z.string().nullable(),
  /**
   * The store broke its promise: shipped after ship_by, or not shipped once ship_by has passed. A late order
   * still being prepared may be cancelled by its buyer, refunded in full.
   */
  late: z.boolean(),
  items: z.array(orderItemSchema),
  /** recipient name (the seller sees it for their own orders only) */
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderEventSchema = z.object({
  id: z.number().int(),
  /** null for the first entry (order created) */
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  actor_role: actorRoleSchema,
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The money of a paid order that was cancelled, on its way back to the buyer's payment method. */
export const refundSchema = z.object({
  id: z.number().int(),
  /** integer rupiah: the order's total */
  amount: z.number().int(),
  status: refundStatusSchema,
  /** the provider's reference once it accepted the refund */
  reference: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  address: z.string(),
  phone_code: z.string(),
  phone: z.string(),
  /** billing e-mail = the buyer's account e-mail at checkout */
  email: z.string(),
  coupon_code: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  payment: paymentSchema,
  /** null unless the order was cancelled after it was paid */
  refund: refundSchema.nullable(),
  /** The address book entry it goes to, as it was at checkout (null for free-text addresses) */
  ship_to: z
    .object({
      label: z.string(),
      province: z.string(),
      regency: z.string(),
      regency_code: z.string(),
      district: z.string(),
      village: z.string(),
      postal_code: z.string(),
      street: z.string(),
      details: z.string().nullable(),
    })
    .nullable(),
  /** An open or the last answered request to move the delivery slot */
  reschedule: rescheduleSchema.nullable(),
  timeline: z.array(orderEventSchema),
  /** statuses the caller may set now through PATCH /transaction/:id/status */
  actions: z.array(orderStatusSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---------- orders ----------

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const listBuyerOrdersQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, orderStatusSchema.optional()),
  tab: z.preprocess(emptyToUndefined, orderTabSchema.optional()),
});
export type ListBuyerOrdersQuery = z.infer<typeof listBuyerOrdersQuerySchema>;

/** Customers only: my orders, newest first. Optional `?status=` (one status) or `?tab=` (ORDER_TABS). */
export const listBuyerOrders = {
  ...endpoints.listBuyerOrders,
  query: listBuyerOrdersQuerySchema,
  response: okEnvelope(z.array(orderSummarySchema)),
} as const;

export const SELLER_ORDER_FILTERS = ['all', 'archive', 'soldout'] as const;
export const listSellerOrdersQuerySchema = z.object({
  /** all; archive = completed + cancelled; soldout = orders containing a product now out of stock */
  filter: z.preprocess(
    emptyToUndefined,
    z.enum(SELLER_ORDER_FILTERS, { error: "filter must be 'all', 'archive' or 'soldout'" }).default('all'),
  ),
  status: z.preprocess(emptyToUndefined, orderStatusSchema.optional()),
});
export type ListSellerOrdersQuery = z.infer<typeof listSellerOrdersQuerySchema>;

/** Sellers only (API-COMPAT 20: no token → 401): my store's orders, newest first. */
export const listSellerOrders = {
  ...endpoints.listSellerOrders,
  query: listSellerOrdersQuerySchema,
  response: okEnvelope(z.array(orderSummarySchema)),
} as const;

/** The buyer or the order's seller; anyone else 404. */
export const getOrder = {
  ...endpoints.getOrder,
  params: orderIdParamsSchema,
  response: okEnvelope(orderDetailSchema),
} as const;

export const updateOrderStatusBodySchema = z.object({
  status: orderStatusSchema,
  /** required (non-empty) when status = shipped */
  tracking_number: z.string().trim().max(100, { error: 'tracking_number is at most 100 characters' }).optional(),
  /** added: who carries it, when status = shipped; optional for old clients */
  courier: courierSchema.optional(),
  /** free text for the timeline; required as the reason when a seller cancels */
  note: z.string().trim().max(500, { error: 'note is at most 500 characters' }).optional(),
});
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;

/** Answers the updated order detail. 400 missing tracking number / reason, 403 wrong actor, 409 illegal. */
export const updateOrderStatus = {
  ...endpoints.updateOrderStatus,
  params: orderIdParamsSchema,
  body: updateOrderStatusBodySchema,
  response: okEnvelope(orderDetailSchema),
} as const;

export const trackOrderQuerySchema = z.object({
  order_id: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^#/, '') : v),
    z
      .string({ error: 'order_id is required' })
      .regex(/^\d{1,9}$/, { error: 'order_id must be a number' })
      .transform(Number),
  ),
  email: z.string({ error: 'email is required' }).trim().min(1, { error: 'email is required' }).max(254),
});
export type TrackOrderQuery = z.input<typeof trackOrderQuerySchema>;

/** What a guest with the order id and billing e-mail may see: no address or phone. */
export const trackedOrderSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  store_name: z.string(),
  total: z.number().int(),
  tracking_number: z.string().nullable(),
  courier: courierSchema.nullable(), // added
  items: z.array(orderItemSchema),
  created_at: z.string(),
  timeline: z.array(orderEventSchema),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** Public. A wrong id/e-mail pair → 404 'Order not found' (same answer whether or not the order exists). */
export const trackOrder = {
  ...endpoints.trackOrder,
  query: trackOrderQuerySchema,
  response: okEnvelope(trackedOrderSchema),
} as const;

// ---------- payments ----------

export const paymentDetailSchema = paymentSchema.extend({
  orders: z.array(
    z.object({
      id: z.number().int(),
      seller_id: z.number().int(),
      store_name: z.string(),
      status: orderStatusSchema,
      total: z.number().int(),
    }),
  ),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** The buyer who owns it; anyone else 404. */
export const getPayment = {
  ...endpoints.getPayment,
  params: paymentIdParamsSchema,
  response: okEnvelope(paymentDetailSchema),
} as const;

/**
 * Sandbox only (404 with a real provider), the buyer only: settles the payment through the same code path as a
 * gateway notification → its orders become paid. Already paid → 200 unchanged; expired → 409.
 */
export const simulatePayment = {
  ...endpoints.simulatePayment,
  params: paymentIdParamsSchema,
  response: okEnvelope(paymentDetailSchema),
} as const;

/** Sandbox test cards (README): success and declined. Card numbers are never stored or logged. */
export const SANDBOX_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  /** approved after a 3-D Secure challenge (the same number as Midtrans's sandbox) */
  threeDs: '4811111111111114',
} as const;

export const payByCardBodySchema = z.object({
  card_number: z
    .string({ error: 'card_number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'card_number must be 12 to 19 digits' })),
  /** MM/YY, not in the past */
  exp: z
    .string({ error: 'exp is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'exp must be MM/YY' }),
  cvc: z
    .string({ error: 'cvc is required' })
    .trim()
    .regex(/^\d{3,4}$/, { error: 'cvc must be 3 or 4 digits' }),
});
export type PayByCardBody = z.input<typeof payByCardBodySchema>;

/**
 * Visa payments only (409 for a VA payment or one no longer pending). Approved → 200 paid. Declined card →
 * 422 'Card declined' (the payment stays pending, so another card may be tried). Invalid number/expiry → 400.
 */
export const payByCard = {
  ...endpoints.payByCard,
  params: paymentIdParamsSchema,
  body: payByCardBodySchema,
  response: okEnvelope(paymentDetailSchema),
} as const;

/**
 * Cards with a real gateway (Midtrans): the buyer's browser tokenises the card with the gateway's script (card
 * numbers never reach the shop) and sends the token here; the answer's `instructions.redirect_url` is the
 * 3-D Secure page. The gateway's notification then settles it. The buyer only; 409 when not a pending card
 * payment or with the sandbox (which uses POST /payment/:id/card); 422 when the gateway declines.
 */
export const chargeCardToken = {
  ...paymentMethodEndpoints.chargeCardToken,
  params: paymentIdParamsSchema,
  body: z.object({
    token_id: z
      .string({ error: 'token_id is required' })
      .trim()
      .min(1, { error: 'token_id is required' })
      .max(200, { error: 'token_id is too long' }),
  }),
  response: okEnvelope(paymentDetailSchema),
} as const;

/**
 * Sandbox: the card's 3-D Secure step (the challenge page the sandbox card charge answered in
 * `instructions.redirect_url`): the right one-time password settles the payment, a wrong one is 422.
 */
export const confirmCardChallenge = {
  ...paymentMethodEndpoints.confirmCardChallenge,
  params: paymentIdParamsSchema,
  body: z.object({
    otp: z
      .string({ error: 'otp is required' })
      .trim()
      .regex(/^\d{4,8}$/, { error: 'otp must be 4 to 8 digits' }),
  }),
  response: okEnvelope(paymentDetailSchema),
} as const;
