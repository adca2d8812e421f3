import { z } from 'zod';
import { idField, multiLineText, singleLineText } from './fields';
import { okEnvelope } from './envelope';
import { orderDetailSchema, orderStatusSchema } from './orders';
import * as endpoints from '../endpoints/ops';
import * as reportEndpoints from '../endpoints/reports';

// Types of the console's other half (./ops-content), for the modules that import them from here.
export type { AuditEntry, Commission, ContactMessage, CouponBody, Dashboard, OpsCoupon } from './ops-content';

/*
 * The operator console's API, under /api/v1/ops (operators only: customers, sellers → 403, visitors → 401).
 * Every action writes one audit_log entry in its own transaction. This file: accounts, products, reports and
 * orders; ./ops-content: dashboard, coupons, contact messages, payouts, commission and the audit log.
 */

export const idParams = (what: string) => z.object({ id: idField('id', { invalid: `id must be ${what} number` }) });
export const reasonField = multiLineText()
  .transform((v) => v.trim())
  .pipe(
    z
      .string({ error: 'Give a reason' })
      .min(3, { error: 'Give a reason (at least 3 characters)' })
      .max(1000, { error: 'A reason is at most 1000 characters' }),
  );
export const searchField = singleLineText().max(200, { error: 'Search text is at most 200 characters' }).optional();
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: searchField,
};
export const page = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), dataCount: z.number().int(), page: z.number().int(), totalPage: z.number().int() });
export const OPS_PAGE_SIZE = 20;

export const reasonBody = z.object({ reason: reasonField });
export type ReasonBody = z.infer<typeof reasonBody>;

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
  ...endpoints.listStores,
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
  ...endpoints.suspendStore,
  params: idParams('a store'),
  body: suspendStoreBodySchema,
  response: okEnvelope(z.object({ store: accountRowSchema, cancelled_orders: z.array(z.number().int()) })),
} as const;
export const reinstateStore = {
  ...endpoints.reinstateStore,
  params: idParams('a store'),
  body: reasonBody,
  response: okEnvelope(z.object({ store: accountRowSchema })),
} as const;
export const listCustomers = {
  ...endpoints.listCustomers,
  query: listAccountsQuerySchema,
  response: okEnvelope(page(accountRowSchema)),
} as const;
export const suspendCustomer = {
  ...endpoints.suspendCustomer,
  params: idParams('a customer'),
  body: reasonBody,
  response: okEnvelope(z.object({ customer: accountRowSchema })),
} as const;
export const reinstateCustomer = {
  ...endpoints.reinstateCustomer,
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
  ...endpoints.listOpsProducts,
  query: z.object({ ...pageQuery, status: z.enum(OPS_PRODUCT_STATUSES).optional() }),
  response: okEnvelope(page(opsProductSchema)),
} as const;
export const takeDownProduct = {
  ...endpoints.takeDownProduct,
  params: idParams('a product'),
  body: reasonBody,
  response: okEnvelope(opsProductSchema),
} as const;
export const restoreProduct = {
  ...endpoints.restoreProduct,
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
  ...reportEndpoints.createReport,
  body: createReportBodySchema,
  response: okEnvelope(z.object({ id: z.number().int() })),
} as const;
export const listReports = {
  ...endpoints.listReports,
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
  ...endpoints.resolveReport,
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
export type OpsOrderRow = z.infer<typeof opsOrderRowSchema>;
export const listOpsOrders = {
  ...endpoints.listOpsOrders,
  query: z.object({ ...pageQuery, refund: z.enum(['failed', 'pending', 'succeeded']).optional() }),
  response: okEnvelope(page(opsOrderRowSchema)),
} as const;
export const opsOrderDetailSchema = orderDetailSchema.extend({
  refund_attempts: z.number().int().nullable(),
  refund_error: z.string().nullable(),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetailSchema>;
export const getOpsOrder = {
  ...endpoints.getOpsOrder,
  params: idParams('an order'),
  response: okEnvelope(opsOrderDetailSchema),
} as const;
export const cancelOpsOrder = {
  ...endpoints.cancelOpsOrder,
  params: idParams('an order'),
  body: reasonBody,
  response: okEnvelope(opsOrderDetailSchema),
} as const;
export const retryRefund = {
  ...endpoints.retryRefund,
  params: idParams('an order'),
  body: z.object({}).optional(),
  response: okEnvelope(opsOrderDetailSchema),
} as const;
