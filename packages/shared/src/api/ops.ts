import { z } from 'zod';
import { couponKindSchema } from './cart';
import { idField, multiLineText, singleLineText } from './fields';
import { okEnvelope } from './envelope';
import { orderDetailSchema, orderStatusSchema } from './orders';
import { payoutSchema, PAYOUT_STATUSES } from './money';

/*
 * Issue 14: the operator console's API, under /api/v1/ops (operators only: customers, sellers → 403,
 * visitors → 401). Every action writes one audit_log entry in its own transaction.
 */

const idParams = (what: string) => z.object({ id: idField('id', { invalid: `id must be ${what} number` }) });
const reasonField = multiLineText()
  .transform((v) => v.trim())
  .pipe(
    z
      .string({ error: 'Give a reason' })
      .min(3, { error: 'Give a reason (at least 3 characters)' })
      .max(1000, { error: 'A reason is at most 1000 characters' }),
  );
const searchField = singleLineText().max(200, { error: 'Search text is at most 200 characters' }).optional();
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: searchField,
};
const page = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), dataCount: z.number().int(), page: z.number().int(), totalPage: z.number().int() });
export const OPS_PAGE_SIZE = 20;

const reasonBody = z.object({ reason: reasonField });
export type ReasonBody = z.infer<typeof reasonBody>;

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
  method: 'GET',
  path: '/ops/dashboard',
  query: z.object({ days: z.coerce.number().int().min(7).max(90).default(30) }),
  response: okEnvelope(dashboardSchema),
} as const;

// ---- stores and customers ----
export const accountRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  created_at: z.string(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  products: z.number().int(),
  orders: z.number().int(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;
export const listAccountsQuerySchema = z.object({ ...pageQuery });
export const listStores = {
  method: 'GET',
  path: '/ops/stores',
  query: listAccountsQuerySchema,
  response: okEnvelope(page(accountRowSchema)),
} as const;
export const OPEN_ORDER_CHOICES = ['fulfil', 'cancel'] as const;
export const suspendStoreBodySchema = z.object({
  reason: reasonField,
  open_orders: z.enum(OPEN_ORDER_CHOICES, { error: "open_orders must be 'fulfil' or 'cancel'" }).default('fulfil'),
});
export type SuspendStoreBody = z.infer<typeof suspendStoreBodySchema>;
export const suspendStore = {
  method: 'POST',
  path: '/ops/stores/:id/suspend',
  params: idParams('a store'),
  body: suspendStoreBodySchema,
  response: okEnvelope(z.object({ store: accountRowSchema, cancelled_orders: z.array(z.number().int()) })),
} as const;
export const reinstateStore = {
  method: 'POST',
  path: '/ops/stores/:id/reinstate',
  params: idParams('a store'),
  body: reasonBody,
  response: okEnvelope(z.object({ store: accountRowSchema })),
} as const;
export const listCustomers = {
  method: 'GET',
  path: '/ops/customers',
  query: listAccountsQuerySchema,
  response: okEnvelope(page(accountRowSchema)),
} as const;
export const suspendCustomer = {
  method: 'POST',
  path: '/ops/customers/:id/suspend',
  params: idParams('a customer'),
  body: reasonBody,
  response: okEnvelope(z.object({ customer: accountRowSchema })),
} as const;
export const reinstateCustomer = {
  method: 'POST',
  path: '/ops/customers/:id/reinstate',
  params: idParams('a customer'),
  body: reasonBody,
  response: okEnvelope(z.object({ customer: accountRowSchema })),
} as const;

// ---- products ----
export const OPS_PRODUCT_STATUSES = ['active', 'archived', 'suspended', 'taken_down'] as const;
export const opsProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  status: z.enum(OPS_PRODUCT_STATUSES),
  moderation_reason: z.string().nullable(),
  seller_id: z.number().int(),
  store_name: z.string(),
  created_at: z.string(),
});
export type OpsProduct = z.infer<typeof opsProductSchema>;
export const listOpsProducts = {
  method: 'GET',
  path: '/ops/products',
  query: z.object({ ...pageQuery, status: z.enum(OPS_PRODUCT_STATUSES).optional() }),
  response: okEnvelope(page(opsProductSchema)),
} as const;
export const takeDownProduct = {
  method: 'POST',
  path: '/ops/products/:id/take-down',
  params: idParams('a product'),
  body: reasonBody,
  response: okEnvelope(opsProductSchema),
} as const;
export const restoreProduct = {
  method: 'POST',
  path: '/ops/products/:id/restore',
  params: idParams('a product'),
  body: reasonBody,
  response: okEnvelope(opsProductSchema),
} as const;

// ---- reports (shoppers file them with POST /reports) ----
export const REPORT_TARGETS = ['product', 'review', 'message'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const createReportBodySchema = z.object({
  target_type: z.enum(REPORT_TARGETS, { error: "target_type must be 'product', 'review' or 'message'" }),
  target_id: idField('target_id'),
  reason: reasonField,
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;
export const reportSchema = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.string().nullable(),
  reporter_id: z.number().int(),
  reporter: z.string(),
  /** What was reported, as it is now (a product's name, a review's or a message's text); null when gone. */
  target_text: z.string().nullable(),
  /** The store behind it (the product's or the message sender's seller, the reviewed product's seller). */
  seller_id: z.number().int().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const createReport = {
  method: 'POST',
  path: '/reports',
  body: createReportBodySchema,
  response: okEnvelope(z.object({ id: z.number().int() })),
} as const;
export const listReports = {
  method: 'GET',
  path: '/ops/reports',
  query: z.object({ page: pageQuery.page, status: z.enum(REPORT_STATUSES).default('open') }),
  response: okEnvelope(page(reportSchema)),
} as const;
export const REPORT_ACTIONS = ['dismiss', 'take_down', 'hide_review', 'suspend'] as const;
export const resolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: "action must be 'dismiss', 'take_down', 'hide_review' or 'suspend'" }),
  reason: reasonField,
});
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;
export const resolveReport = {
  method: 'POST',
  path: '/ops/reports/:id/resolve',
  params: idParams('a report'),
  body: resolveReportBodySchema,
  response: okEnvelope(reportSchema),
} as const;

// ---- orders and payments ----
export const opsOrderRowSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  status: orderStatusSchema,
  total: z.number().int(),
  email: z.string(),
  store_name: z.string(),
  seller_id: z.number().int(),
  refund_status: z.string().nullable(),
  created_at: z.string(),
});
export const listOpsOrders = {
  method: 'GET',
  path: '/ops/orders',
  query: z.object({ ...pageQuery, refund: z.enum(['failed', 'pending', 'succeeded']).optional() }),
  response: okEnvelope(page(opsOrderRowSchema)),
} as const;
export const opsOrderDetailSchema = orderDetailSchema.extend({
  refund_attempts: z.number().int().nullable(),
  refund_error: z.string().nullable(),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetailSchema>;
export const getOpsOrder = {
  method: 'GET',
  path: '/ops/orders/:id',
  params: idParams('an order'),
  response: okEnvelope(opsOrderDetailSchema),
} as const;
export const cancelOpsOrder = {
  method: 'POST',
  path: '/ops/orders/:id/cancel',
  params: idParams('an order'),
  body: reasonBody,
  response: okEnvelope(opsOrderDetailSchema),
} as const;
export const retryRefund = {
  method: 'POST',
  path: '/ops/orders/:id/retry-refund',
  params: idParams('an order'),
  body: z.object({}).optional(),
  response: okEnvelope(opsOrderDetailSchema),
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
  method: 'GET',
  path: '/ops/coupons',
  response: okEnvelope(z.array(opsCouponSchema)),
} as const;
export const createOpsCoupon = {
  method: 'POST',
  path: '/ops/coupons',
  body: couponBodySchema,
  response: okEnvelope(opsCouponSchema),
} as const;
export const updateOpsCoupon = {
  method: 'PUT',
  path: '/ops/coupons/:id',
  params: idParams('a coupon'),
  body: couponBodySchema,
  response: okEnvelope(opsCouponSchema),
} as const;
export const pauseOpsCoupon = {
  method: 'POST',
  path: '/ops/coupons/:id/pause',
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
  method: 'GET',
  path: '/ops/contact',
  query: z.object({ page: pageQuery.page, handled: z.enum(['true', 'false', 'all']).default('false') }),
  response: okEnvelope(page(contactMessageSchema)),
} as const;
export const replyContactMessage = {
  method: 'POST',
  path: '/ops/contact/:id/reply',
  params: idParams('a message'),
  body: z.object({
    text: multiLineText()
      .transform((v) => v.trim())
      .pipe(z.string().min(1, { error: 'Write a reply' }).max(5000, { error: 'A reply is at most 5000 characters' })),
  }),
  response: okEnvelope(contactMessageSchema),
} as const;
export const markContactHandled = {
  method: 'POST',
  path: '/ops/contact/:id/handled',
  params: idParams('a message'),
  body: z.object({ handled: z.boolean({ error: 'handled must be true or false' }) }),
  response: okEnvelope(contactMessageSchema),
} as const;

// ---- payouts and commission ----
export const listOpsPayouts = {
  method: 'GET',
  path: '/ops/payouts',
  query: z.object({ page: pageQuery.page, status: z.enum(PAYOUT_STATUSES).default('requested') }),
  response: okEnvelope(page(payoutSchema)),
} as const;
export const payPayout = {
  method: 'POST',
  path: '/ops/payouts/:id/pay',
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
  method: 'POST',
  path: '/ops/payouts/:id/reject',
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
  method: 'GET',
  path: '/ops/commission',
  response: okEnvelope(commissionSchema),
} as const;
export const setCommission = {
  method: 'PUT',
  path: '/ops/commission',
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
  method: 'GET',
  path: '/ops/audit',
  query: z.object({ ...pageQuery }),
  response: okEnvelope(page(auditEntrySchema)),
} as const;
