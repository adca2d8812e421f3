import { z } from 'zod';
import { emptyToUndefined } from './fields';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/orders';
import {
  courierSchema,
  orderDetailSchema,
  orderEventSchema,
  orderIdParamsSchema,
  orderItemSchema,
  orderStatusSchema,
  orderSummarySchema,
  orderTabSchema,
} from './order-records';

// The order and payment records and the payment endpoints live beside this file; the modules import them all
// from here.
export * from './order-records';
export * from './payments';
// The checkout's types (./checkout), for the modules that import them from here.
export type { CreateTransactionBody, CreateTransactionInput, CreateTransactionResult } from './checkout';

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
