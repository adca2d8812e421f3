import { z } from 'zod';
import { couponKindSchema } from './cart';
import { okEnvelope } from './envelope';
import { idField, multiLineText, singleLineText } from './fields';
import { payoutSchema, PAYOUT_STATUSES } from './ledger';
import { idParams, page, pageQuery, reasonBody } from './ops';
import * as endpoints from '../endpoints/ops-content';

// The operator console's dashboard, coupons, contact messages, payouts, commission and audit log (see ./ops).

// ---- dashboard ----
export const dashboardDaySchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  gmv: z.number().int(),
  new_customers: z.number().int(),
  new_stores: z.number().int(),
});
export const dashboardSchema = z.object({
  days: z.array(dashboardDaySchema),
  failed_refunds: z.number().int(),
  open_reports: z.number().int(),
  requested_payouts: z.number().int(),
  unhandled_messages: z.number().int(),
  commission_earned: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const getDashboard = {
  ...endpoints.getDashboard,
  query: z.object({ days: z.coerce.number().int().min(7).max(90).default(30) }),
  response: okEnvelope(dashboardSchema),
} as const;

// ---- coupons ----
const isoDate = z.coerce.date({ error: 'Enter a date' });
const money = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(1_000_000_000, { error: `${field} is too large` });
const optionalLimit = (field: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: `${field} must be a number` })
      .int({ error: `${field} must be a whole number` })
      .min(1, { error: `${field} must be 1 or more` })
      .max(1_000_000, { error: `${field} is too large` })
      .nullable(),
  );
export const couponBodySchema = z
  .object({
    code: singleLineText()
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, { error: 'A code has 3 to 30 letters, digits, - or _' })),
    kind: couponKindSchema,
    value: money('value').pipe(z.number().min(1, { error: 'value must be 1 or more' })),
    max_discount: optionalLimit('max_discount'),
    min_spend: money('min_spend').default(0),
    starts_at: isoDate,
    ends_at: isoDate,
    usage_limit: optionalLimit('usage_limit'),
    per_user_limit: optionalLimit('per_user_limit'),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, { error: 'A percent coupon is at most 100', path: ['value'] })
  .refine((c) => c.ends_at > c.starts_at, { error: 'The end must be after the start', path: ['ends_at'] });
export type CouponBody = z.infer<typeof couponBodySchema>;
export const opsCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: couponKindSchema,
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_spend: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  usage_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  /** checkouts that used it and were not cancelled since */
  redemptions: z.number().int(),
  customers: z.number().int(),
  paused_at: z.string().nullable(),
  created_at: z.string(),
});
export type OpsCoupon = z.infer<typeof opsCouponSchema>;
export const listOpsCoupons = {
  ...endpoints.listOpsCoupons,
  response: okEnvelope(z.array(opsCouponSchema)),
} as const;
export const createOpsCoupon = {
  ...endpoints.createOpsCoupon,
  body: couponBodySchema,
  response: okEnvelope(opsCouponSchema),
} as const;
export const updateOpsCoupon = {
  ...endpoints.updateOpsCoupon,
  params: idParams('a coupon'),
  body: couponBodySchema,
  response: okEnvelope(opsCouponSchema),
} as const;
export const pauseOpsCoupon = {
  ...endpoints.pauseOpsCoupon,
  params: idParams('a coupon'),
  body: z.object({ paused: z.boolean({ error: 'paused must be true or false' }) }),
  response: okEnvelope(opsCouponSchema),
} as const;

// ---- contact messages ----
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  website: z.string(),
  plan: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  replies: z.array(z.object({ id: z.number().int(), text: z.string(), created_at: z.string() })),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const listContactMessages = {
  ...endpoints.listContactMessages,
  query: z.object({ page: pageQuery.page, handled: z.enum(['true', 'false', 'all']).default('false') }),
  response: okEnvelope(page(contactMessageSchema)),
} as const;
export const replyContactMessage = {
  ...endpoints.replyContactMessage,
  params: idParams('a message'),
  body: z.object({
    text: multiLineText()
      .transform((v) => v.trim())
      .pipe(z.string().min(1, { error: 'Write a reply' }).max(5000, { error: 'A reply is at most 5000 characters' })),
  }),
  response: okEnvelope(contactMessageSchema),
} as const;
export const markContactHandled = {
  ...endpoints.markContactHandled,
  params: idParams('a message'),
  body: z.object({ handled: z.boolean({ error: 'handled must be true or false' }) }),
  response: okEnvelope(contactMessageSchema),
} as const;

// ---- payouts and commission ----
export const listOpsPayouts = {
  ...endpoints.listOpsPayouts,
  query: z.object({ page: pageQuery.page, status: z.enum(PAYOUT_STATUSES).default('requested') }),
  response: okEnvelope(page(payoutSchema)),
} as const;
export const payPayout = {
  ...endpoints.payPayout,
  params: idParams('a payout'),
  body: z.object({
    /** the bank's reference of a transfer made by hand; without it the payout provider sends the money */
    reference: singleLineText()
      .transform((v) => v.trim())
      .pipe(z.string().min(3, { error: 'A reference has at least 3 characters' }).max(100))
      .optional(),
  }),
  response: okEnvelope(payoutSchema),
} as const;
export const rejectPayout = {
  ...endpoints.rejectPayout,
  params: idParams('a payout'),
  body: reasonBody,
  response: okEnvelope(payoutSchema),
} as const;
export const commissionSchema = z.object({
  default_bps: z.number().int(),
  categories: z.array(z.object({ category_id: z.number().int(), rate_bps: z.number().int() })),
});
export type Commission = z.infer<typeof commissionSchema>;
const bps = z.coerce
  .number({ error: 'A rate is a number of basis points' })
  .int({ error: 'A rate is a whole number of basis points' })
  .min(0, { error: 'A rate is 0 to 10000 basis points' })
  .max(10_000, { error: 'A rate is 0 to 10000 basis points' });
export const getCommission = {
  ...endpoints.getCommission,
  response: okEnvelope(commissionSchema),
} as const;
export const setCommission = {
  ...endpoints.setCommission,
  body: z.object({
    default_bps: bps,
    categories: z
      .array(z.object({ category_id: idField('category_id'), rate_bps: bps }))
      .max(100)
      .default([]),
  }),
  response: okEnvelope(commissionSchema),
} as const;

// ---- audit log ----
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const listAudit = {
  ...endpoints.listAudit,
  query: z.object({ ...pageQuery }),
  response: okEnvelope(page(auditEntrySchema)),
} as const;
