import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idField } from './fields';
import * as endpoints from '../endpoints/seller-center';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isRealDate = (v: string) => {
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
};
const dateField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(DATE, { error: `${field} must be a date such as 2026-12-01` })
    .refine((v) => isRealDate(v), { error: `${field} must be a real date` });
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

// ---------- dashboard ----------

/** Both ends are WIB days and both are included; without them, today. */
export const sellerDashboardQuerySchema = z
  .object({ from: dateField('from').optional(), to: dateField('to').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'to must not be before from', path: ['to'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < endpoints.DASHBOARD_MAX_DAYS, {
    error: `A range is at most ${endpoints.DASHBOARD_MAX_DAYS} days`,
    path: ['from'],
  });
export type SellerDashboardQuery = z.infer<typeof sellerDashboardQuerySchema>;

const count = z.number().int();
export const dashboardDaySchema = z.object({
  date: z.string(),
  revenue: count,
  orders: count,
  units: count,
  visitors: count,
  product_views: count,
  carts: count,
});

export const sellerDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Product sales (order subtotals) of the range's paid orders, cancelled ones left out, in rupiah. */
  revenue: count,
  orders: count,
  units: count,
  /** revenue / orders, rounded; 0 without orders */
  average_order_value: count,
  /** Sum of each day's distinct visitors (a visitor is not followed from one day to the next). */
  visitors: count,
  product_views: count,
  carts: count,
  /** Orders waiting now, whatever the range: unpaid, paid (to process), processing (to ship), late. */
  to_pay: count,
  to_process: count,
  to_ship: count,
  late: count,
  /** Open complaints; null while the shop has no complaints. */
  complaints: count.nullable(),
  low_stock: z.array(z.object({ id: count, name: z.string(), stock: count })),
  top_products: z.array(z.object({ product_id: count.nullable(), name: z.string(), units: count, revenue: count })),
  series: z.array(dashboardDaySchema),
  rating: z.number(),
  review_count: count,
  /** Median minutes from a shopper's message to the store's answer, over the last 30 days; null without any. */
  chat_response_minutes: z.number().nullable(),
  /** Share (0–1) of the shoppers' conversations of the last 30 days that the store answered; null without any. */
  chat_reply_rate: z.number().nullable(),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

export const getSellerDashboard = {
  ...endpoints.getSellerDashboard,
  query: sellerDashboardQuerySchema,
  response: okEnvelope(sellerDashboardSchema),
} as const;

export const recordProductViewBodySchema = z.object({ product_id: idField('product_id') });
export const recordProductView = {
  ...endpoints.recordProductView,
  body: recordProductViewBodySchema,
  response: okEnvelope(z.null()),
} as const;

// ---------- store profile: opening hours and holiday ----------

const timeField = (field: string) =>
  z
    .string()
    .trim()
    .regex(TIME, { error: `${field} must be a time such as 08:00` })
    .nullable();

export const storeProfilePatchSchema = z
  .object({
    opens_at: timeField('opens_at').optional(),
    closes_at: timeField('closes_at').optional(),
    /** null: the store is open */
    holiday: z
      .object({
        from: dateField('holiday.from'),
        until: dateField('holiday.until'),
        note: z.string().trim().max(200, { error: 'holiday.note is at most 200 characters' }).optional(),
      })
      .refine((h) => h.until >= h.from, { error: 'holiday.until must not be before holiday.from', path: ['until'] })
      .refine((h) => daysBetween(h.from, h.until) < 120, {
        error: 'A holiday is at most 120 days',
        path: ['until'],
      })
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Send at least one field to change' })
  .refine((v) => !v.opens_at || !v.closes_at || v.closes_at > v.opens_at, {
    error: 'closes_at must be after opens_at',
    path: ['closes_at'],
  });
export type StoreProfilePatch = z.infer<typeof storeProfilePatchSchema>;

export const storeHolidaySchema = z.object({
  from: z.string(),
  until: z.string(),
  note: z.string(),
  /** the store's first working day after the holiday */
  reopens_on: z.string(),
});
export type StoreHoliday = z.infer<typeof storeHolidaySchema>;

export const storeProfileSchema = z.object({
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  working_days: z.array(count),
  /** The holiday set, unless it is over; `is_closed` when today falls in it. */
  holiday: storeHolidaySchema.nullable(),
  is_closed: z.boolean(),
  city: z.string().nullable(),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

export const getStoreProfile = { ...endpoints.getStoreProfile, response: okEnvelope(storeProfileSchema) } as const;
export const updateStoreProfile = {
  ...endpoints.updateStoreProfile,
  body: storeProfilePatchSchema,
  response: okEnvelope(storeProfileSchema),
} as const;

// ---------- chat quick replies ----------

export const quickReplySchema = z.object({ id: count, text: z.string() });
export type QuickReply = z.infer<typeof quickReplySchema>;
export const createQuickReplyBodySchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, { error: 'Write the reply first' })
    .max(endpoints.QUICK_REPLY_MAX, { error: `A quick reply is at most ${endpoints.QUICK_REPLY_MAX} characters` }),
});
export const quickReplyParamsSchema = z.object({ id: idField('id') });

export const listQuickReplies = {
  ...endpoints.listQuickReplies,
  response: okEnvelope(z.array(quickReplySchema)),
} as const;
export const createQuickReply = {
  ...endpoints.createQuickReply,
  body: createQuickReplyBodySchema,
  response: okEnvelope(quickReplySchema),
} as const;
export const deleteQuickReply = {
  ...endpoints.deleteQuickReply,
  params: quickReplyParamsSchema,
  response: okEnvelope(z.null()),
} as const;
