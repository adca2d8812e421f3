import { z } from 'zod';
import { CART_MAX_QTY } from '../constants';
import { DISTRICT_CODE, PROVINCE_CODE, REGENCY_CODE, VILLAGE_CODE, areaSchema, regencySchema } from './addresses';
import { okEnvelope } from './envelope';
import { emptyToUndefined, idField, multiLineText, optionalIdField, singleLineText } from './fields';
import * as endpoints from '../endpoints/shipping';

/**
 * Shipping by size and distance, stores' origins and capacity calendars, delivery slots.
 * Every price is computed by the server from the rate tables; orders keep what they were charged.
 */

/** The buyer collects the order at the store (free); offered with every store's services in the cart. */
export const PICKUP_SERVICE = 'pickup';
export const SERVICE_KINDS = ['parcel', 'cargo', 'own', 'pickup'] as const;

export const serviceQuoteSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  /** integer rupiah for the whole shipment */
  price: z.number().int(),
  eta_min_days: z.number().int(),
  eta_max_days: z.number().int(),
  /** sum over the boxes of max(actual, volumetric) weight, each rounded up to the kilogram */
  billable_kg: z.number().int(),
});
export type ServiceQuote = z.infer<typeof serviceQuoteSchema>;

const serviceCode = z
  .string({ error: 'service is required' })
  .trim()
  .regex(/^[a-z0-9-]{2,30}$/, { error: 'service must be a service code such as jne-reg' });

export const shippingQuoteQuerySchema = z.object({
  product_id: idField('product_id', { invalid: 'product_id must be a product number' }),
  qty: z.coerce
    .number({ error: 'qty must be a whole number' })
    .int({ error: 'qty must be a whole number' })
    .min(1, { error: 'qty must be 1 or more' })
    .max(CART_MAX_QTY, { error: `qty must be at most ${CART_MAX_QTY}` })
    .default(1),
  /** a city/regency code ("31.74") or its official name ("Kota Jakarta Selatan", any case) */
  to: singleLineText()
    .trim()
    .min(1, { error: 'to is required: a city/regency code or name' })
    .max(100, { error: 'to is at most 100 characters' }),
  /** the variant chosen on the product page: its own size and weight price the parcel */
  variant_id: idField('variant_id', { invalid: 'variant_id must be a variant number' }).optional(),
});
export type ShippingQuoteQuery = z.infer<typeof shippingQuoteQuerySchema>;

export const shippingQuoteSchema = z.object({
  product_id: z.number().int(),
  /** the variant quoted (its size and weight); null: the product's own */
  variant_id: z.number().int().nullable(),
  qty: z.number().int(),
  to: regencySchema,
  /** the store's origin city/regency; null when the store has not set its origin (then no service) */
  from: regencySchema.nullable(),
  /** the services that can carry it there, cheapest first */
  services: z.array(serviceQuoteSchema),
  /** the product is bulky: the buyer picks a delivery slot from the store's calendar at checkout */
  needs_slot: z.boolean(),
  /** the store assembles it for this price (rupiah); null when it does not */
  assembly_price: z.number().int().nullable(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/** Anyone. Unknown product or city/regency → 404. */
export const getShippingQuote = {
  ...endpoints.getShippingQuote,
  query: shippingQuoteQuerySchema,
  response: okEnvelope(shippingQuoteSchema),
} as const;

export const shippingBoxSchema = z.object({
  product_id: z.number().int(),
  /** null: the product ships in its own size / weight */
  packed_width_cm: z.number().nullable(),
  packed_depth_cm: z.number().nullable(),
  packed_height_cm: z.number().nullable(),
  packed_weight_kg: z.number().nullable(),
  /** bulky items need a delivery slot from the store's calendar */
  is_bulky: z.boolean(),
});
export type ShippingBox = z.infer<typeof shippingBoxSchema>;

/** Anyone: the box a product ships in (the sell form's edit page reads it). Unknown product → 404. */
export const getShippingBox = {
  ...endpoints.getShippingBox,
  params: z.object({ id: idField('id', { invalid: 'id must be a product number' }) }),
  response: okEnvelope(shippingBoxSchema),
} as const;

export const shippingServiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  max_side_cm: z.number().nullable(),
  max_sum_cm: z.number().nullable(),
  max_weight_kg: z.number().nullable(),
});
export const listShippingServices = {
  ...endpoints.listShippingServices,
  response: okEnvelope(z.array(shippingServiceSchema)),
} as const;

// ---------- delivery slots ----------

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(DATE_PATTERN, { error: `${field} must be a date such as 2026-12-01` })
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `${field} must be a real date`,
      },
    );
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const slotWindowSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int(),
  /** deliveries still free in this window on this day */
  left: z.number().int(),
});
export const slotDaySchema = z.object({ date: z.string(), windows: z.array(slotWindowSchema) });
export type SlotDay = z.infer<typeof slotDaySchema>;

export const deliverySlotsSchema = z.object({
  seller_id: z.number().int(),
  assembly_price: z.number().int().nullable(),
  /** working days from the earliest to the last bookable day (WIB), with every active window */
  days: z.array(slotDaySchema),
  /** the day the store ships by for an order placed now: its lead time in working days */
  ship_by: z.string(),
  /** the first day the promise allows a delivery: ship_by plus the service's longest transit, in working days */
  earliest_date: z.string(),
  /** the service the promise was counted for (null: lead time only) */
  service: z.string().nullable(),
  /** the service's longest transit to the address in working days (null without a service) */
  transit_max_days: z.number().int().nullable(),
});
export type DeliverySlots = z.infer<typeof deliverySlotsSchema>;

/**
 * `seller_id` alone: the days after the store's lead time. With `service` (not pickup), `product_id` and the
 * destination (`address_id`, the caller's own address, or `to`, a city/regency as the quote takes), the days
 * start after the service's longest transit to it as well: what the checkout accepts.
 */
export const deliverySlotsQuerySchema = z.object({
  seller_id: idField('seller_id', { invalid: 'seller_id must be a store number' }),
  product_id: optionalIdField('product_id', { invalid: 'product_id must be a product number' }),
  address_id: optionalIdField('address_id', { invalid: 'address_id must be an address number' }),
  to: singleLineText()
    .trim()
    .max(100, { error: 'to is at most 100 characters' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  service: z.preprocess(emptyToUndefined, serviceCode.optional()),
});
export type DeliverySlotsQuery = z.infer<typeof deliverySlotsQuerySchema>;
/** Anyone (`address_id` needs its customer's token): a store's bookable delivery slots. Unknown store → 404. */
export const getDeliverySlots = {
  ...endpoints.getDeliverySlots,
  query: deliverySlotsQuerySchema,
  response: okEnvelope(deliverySlotsSchema),
} as const;

export const slotChoiceSchema = z.object({
  date: dateField('slot.date'),
  window_id: idField('slot.window_id', { invalid: 'slot.window_id must be a window number' }),
});
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

/** One store's delivery choice at checkout. */
export const deliveryChoiceSchema = z.object({
  seller_id: idField('seller_id', { invalid: 'seller_id must be a store number' }),
  /** a code from the cart's `delivery.stores[].services` (or 'pickup') */
  service: serviceCode,
  /** required when the store's items include a bulky one and the store has a calendar */
  slot: slotChoiceSchema.optional(),
  /** the store assembles the bulky items (for its assembly price) */
  assembly: z.boolean({ error: 'assembly must be true or false' }).default(false),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

// ---------- the order's delivery (order detail) ----------

export const deliverySlotSchema = z.object({
  date: z.string(),
  window_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  assembly: z.boolean(),
  /** active: held while the payment is pending, kept once paid; released: the order was cancelled */
  status: z.enum(['active', 'released']),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

export const rescheduleSchema = z.object({
  id: z.number().int(),
  requested_by: z.enum(['buyer', 'seller']),
  date: z.string(),
  window_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  note: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'declined', 'withdrawn']),
  created_at: z.string(),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

export const orderIdParams = z.object({ id: idField('id', { invalid: 'id must be an order number' }) });

export const requestRescheduleBodySchema = slotChoiceSchema.extend({
  note: multiLineText().trim().max(300, { error: 'note is at most 300 characters' }).optional(),
});
export type RequestRescheduleBody = z.infer<typeof requestRescheduleBodySchema>;

/**
 * The buyer or the seller of an order with a slot asks for another slot; the other side answers. One open
 * request per order (409). The order must not be cancelled, delivered or completed (409).
 */
export const requestReschedule = {
  ...endpoints.requestReschedule,
  params: orderIdParams,
  body: requestRescheduleBodySchema,
  response: okEnvelope(rescheduleSchema),
} as const;

export const answerRescheduleBodySchema = z.object({
  /** accept / decline: the other side; withdraw: the side that asked */
  action: z.enum(['accept', 'decline', 'withdraw'], { error: "action must be 'accept', 'decline' or 'withdraw'" }),
});
/** Accepting moves the slot if the new window still has room (else 409 and the request stays open). */
export const answerReschedule = {
  ...endpoints.answerReschedule,
  params: orderIdParams,
  body: answerRescheduleBodySchema,
  response: okEnvelope(rescheduleSchema),
} as const;

// ---------- the store's shipping settings (sellers) ----------

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const originBodySchema = z.object({
  province_code: z.string().trim().regex(PROVINCE_CODE, { error: 'Choose the province' }),
  regency_code: z.string().trim().regex(REGENCY_CODE, { error: 'Choose the city/regency' }),
  district_code: z.string().trim().regex(DISTRICT_CODE, { error: 'Choose the district' }),
  village_code: z.string().trim().regex(VILLAGE_CODE, { error: 'Choose the village' }),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'The postal code has 5 digits' }),
  street: multiLineText()
    .trim()
    .min(3, { error: 'Please enter the street and number' })
    .max(200, { error: 'The street is at most 200 characters' }),
});
export type OriginBody = z.infer<typeof originBodySchema>;

const rupiah = (field: string, max = 100_000_000) =>
  z.coerce
    .number({ error: `${field} must be a whole number of rupiah` })
    .int({ error: `${field} must be a whole number of rupiah` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(max, { error: `${field} must be at most ${max}` });
const days = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number of days` })
    .int({ error: `${field} must be a whole number of days` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

export const windowBodySchema = z
  .object({
    /** an existing window to keep (its bookings stay); omitted for a new one */
    id: idField('windows.id').optional(),
    starts_at: z.string().trim().regex(TIME, { error: 'starts_at must be a time such as 09:00' }),
    ends_at: z.string().trim().regex(TIME, { error: 'ends_at must be a time such as 12:00' }),
    capacity: z.coerce
      .number({ error: 'capacity must be a whole number' })
      .int({ error: 'capacity must be a whole number' })
      .min(0, { error: 'capacity must be 0 or more' })
      .max(100, { error: 'capacity must be at most 100' }),
  })
  .refine((w) => w.ends_at > w.starts_at, { error: 'A window must end after it starts', path: ['ends_at'] });

export const ownDeliveryAreaSchema = z.object({
  regency_code: z.string().trim().regex(REGENCY_CODE, { error: 'Choose the city/regency' }),
  price: rupiah('price'),
  eta_min_days: days('eta_min_days', 0, 60),
  eta_max_days: days('eta_max_days', 0, 60),
});

export const storeShippingPatchSchema = z
  .object({
    origin: originBodySchema.optional(),
    /** null: the store does not assemble */
    assembly_price: rupiah('assembly_price', 50_000_000).nullable().optional(),
    working_days: z
      .array(
        z.coerce
          .number()
          .int()
          .min(1, { error: 'working_days are 1 (Monday) to 7 (Sunday)' })
          .max(7, { error: 'working_days are 1 (Monday) to 7 (Sunday)' }),
        { error: 'working_days must be a list of weekdays' },
      )
      .max(7)
      .optional(),
    lead_days: days('lead_days', 0, 60).optional(),
    horizon_days: days('horizon_days', 1, 120).optional(),
    /** the dates the store is closed though they are working weekdays (the whole list, 'YYYY-MM-DD') */
    holidays: z
      .array(dateField('holidays[]'), { error: 'holidays must be a list of dates' })
      .max(100, { error: 'At most 100 holidays' })
      .optional(),
    /** the whole list: windows left out are retired */
    windows: z.array(windowBodySchema).max(12, { error: 'At most 12 windows' }).optional(),
    /** the store's own delivery to nearby cities/regencies (the whole list) */
    own_delivery: z.array(ownDeliveryAreaSchema).max(50, { error: 'At most 50 areas' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Send at least one field to change' });
export type StoreShippingPatch = z.infer<typeof storeShippingPatchSchema>;
export type StoreShippingPatchInput = z.input<typeof storeShippingPatchSchema>;

export const storeShippingSchema = z.object({
  origin: z
    .object({
      province: areaSchema,
      regency: areaSchema,
      district: areaSchema,
      village: areaSchema,
      postal_code: z.string(),
      street: z.string(),
      full_address: z.string(),
    })
    .nullable(),
  assembly_price: z.number().int().nullable(),
  working_days: z.array(z.number().int()),
  lead_days: z.number().int(),
  horizon_days: z.number().int(),
  /** closed dates ('YYYY-MM-DD', ascending): no shipping, transit or delivery is counted on them */
  holidays: z.array(z.string()),
  windows: z.array(
    z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string(), capacity: z.number().int() }),
  ),
  own_delivery: z.array(
    z.object({
      regency: areaSchema,
      price: z.number().int(),
      eta_min_days: z.number().int(),
      eta_max_days: z.number().int(),
    }),
  ),
});
export type StoreShipping = z.infer<typeof storeShippingSchema>;

/** Sellers only: the store's origin, assembly price, capacity calendar and own delivery areas. */
export const getStoreShipping = {
  ...endpoints.getStoreShipping,
  response: okEnvelope(storeShippingSchema),
} as const;
export const updateStoreShipping = {
  ...endpoints.updateStoreShipping,
  body: storeShippingPatchSchema,
  response: okEnvelope(storeShippingSchema),
} as const;
