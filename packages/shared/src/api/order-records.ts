import { z } from 'zod';
import { COURIERS } from '../constants';

export { COURIER_LABELS, COURIERS, type Courier } from '../constants';
import { idField } from './fields';
import { ALL_PAYMENT_METHODS, LEGACY_PAYMENT_METHODS } from '../endpoints/payment-methods';
import { paymentInstructionsSchema } from './payment-methods';
import { deliverySlotSchema, rescheduleSchema } from './shipping';

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
