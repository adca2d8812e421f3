import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idField, multiLineText, singleLineText } from './fields';
import * as endpoints from '../endpoints/complaints';

export {
  COMPLAINT_ANSWER_WORKING_DAYS,
  COMPLAINT_RETURN_SHIP_DAYS,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_VIDEO_TYPES,
  COMPLAINT_WINDOW_DAYS,
  MAX_COMPLAINT_PHOTOS,
  MAX_COMPLAINT_VIDEO_BYTES,
  MAX_COMPLAINT_VIDEO_SECONDS,
} from '../endpoints/complaints';

/*
 * Complaints and returns. Paths are relative to /api/v1; amounts are integer rupiah.
 *   POST /transaction/:id/complaints   multipart: reason, description, items, up to 5 photo and 1 video
 *                                      → {id, status, deadline}
 *   GET  /transaction/:id/complaints   the order's complaints (buyer, seller)
 *   GET  /complaints/:id               one complaint with its items, photos, video and thread
 *   GET  /complaints/:id/video         the video's bytes (Range → 206), by the signed link the complaint gives
 *   POST /complaints/:id/actions       {action, amount?, note?, tracking_number?, version?}
 *   GET  /complaints                   the caller's complaints (buyer or seller); GET /ops/complaints the queue
 */

export const COMPLAINT_REASONS = endpoints.COMPLAINT_REASONS;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
export const COMPLAINT_STATUSES = [
  'awaiting_seller',
  'awaiting_buyer',
  'seller_rejected',
  'escalated',
  'awaiting_return',
  'return_shipped',
  'closed',
] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_OUTCOMES = ['refund', 'parts', 'return_refund', 'rejected', 'withdrawn'] as const;
export const COMPLAINT_ACTIONS = [
  'offer_refund',
  'offer_parts',
  'offer_return',
  'reject',
  'accept',
  'escalate',
  'withdraw',
  'ship_return',
  'confirm_return',
  'message',
  'decide',
] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

const text = (field: string, max: number) =>
  multiLineText()
    .transform((v) => v.trim())
    .pipe(z.string().max(max, { error: `${field} is at most ${max} characters` }));

/** The text fields of the multipart body (photos travel under `photo`). */
export const openComplaintFieldsSchema = z.object({
  reason: z.enum(COMPLAINT_REASONS, { error: `Choose a reason: ${COMPLAINT_REASONS.join(', ')}` }),
  description: text('description', endpoints.COMPLAINT_TEXT_MAX).pipe(
    z.string().min(10, { error: 'Describe the problem in at least 10 characters' }),
  ),
  /** Order item ids, as JSON `[{"id":1,"qty":1}]`, `[1,2]` or "1,2" (every unit of each). */
  items: z.string({ error: 'Choose the items the complaint is about' }).min(1, { error: 'Choose an item' }),
});

export const complaintParamsSchema = z.object({ id: idField('id') });

export const complaintActionBodySchema = z.object({
  action: z.enum(COMPLAINT_ACTIONS, { error: `action is one of ${COMPLAINT_ACTIONS.join(', ')}` }),
  amount: z.number({ error: 'amount must be a whole number of rupiah' }).int().min(0).max(2_000_000_000).optional(),
  /** What the outcome is for an operator's decision: refund (amount) or reject. */
  outcome: z.enum(['refund', 'rejected']).optional(),
  note: text('note', endpoints.COMPLAINT_TEXT_MAX).optional(),
  tracking_number: singleLineText()
    .transform((v) => v.trim())
    .pipe(z.string().min(4, { error: 'Enter the tracking number' }).max(60))
    .optional(),
  /** The version the caller saw: an offer accepted after it changed is refused (409). */
  version: z.number().int().min(1).optional(),
  /**
   * An offer of parts or a return: the courier's price of the parts' parcel or the return label (a return's
   * defaults to the order's shipping, in proportion to what comes back), charged through the ledger.
   */
  shipping_cost: z
    .number({ error: 'shipping_cost must be a whole number of rupiah' })
    .int()
    .min(0)
    .max(100_000_000)
    .optional(),
  /** Who pays that shipping: the store (the default) or the buyer, out of the refund. */
  paid_by: z.enum(['seller', 'buyer'], { error: 'paid_by is seller or buyer' }).optional(),
});
export type ComplaintActionBody = z.infer<typeof complaintActionBodySchema>;

export const complaintSummarySchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  buyer_id: z.number().int(),
  seller_id: z.number().int(),
  buyer_name: z.string(),
  store_name: z.string(),
  reason: z.enum(COMPLAINT_REASONS),
  status: z.enum(COMPLAINT_STATUSES),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  claimed_amount: z.number().int(),
  refund_amount: z.number().int(),
  deadline: z.string().nullable(),
  created_at: z.string(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintSchema = complaintSummarySchema.extend({
  description: z.string(),
  version: z.number().int(),
  offer: z
    .object({
      kind: z.enum(['refund', 'parts', 'return']),
      amount: z.number().int().nullable(),
      note: z.string(),
      /** The parts' parcel or the return label's price, and who pays it (docs/decisions/056). */
      shipping_cost: z.number().int(),
      paid_by: z.enum(['seller', 'buyer']).nullable(),
    })
    .nullable(),
  /** What the outcome charged for shipping through the ledger, and to whom. */
  shipping_cost: z.number().int(),
  cost_paid_by: z.enum(['seller', 'buyer']).nullable(),
  return_tracking: z.string().nullable(),
  decided_by: z.enum(['buyer', 'seller', 'operator', 'deadline']).nullable(),
  decision_reason: z.string().nullable(),
  /** The most the complaint may still refund (its order's total less earlier refunds). */
  refundable: z.number().int(),
  refund_status: z.enum(['pending', 'succeeded', 'failed']).nullable(),
  items: z.array(
    z.object({ order_item_id: z.number().int(), name: z.string(), price: z.number().int(), qty: z.number().int() }),
  ),
  photos: z.array(z.object({ url: z.string(), srcset: z.string() })),
  /** The buyer's short video: a link signed for the caller's session, valid for some hours. */
  video: z
    .object({
      url: z.string(),
      type: z.enum(endpoints.COMPLAINT_VIDEO_TYPES),
      bytes: z.number().int(),
      seconds: z.number(),
    })
    .nullable(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      author_role: z.enum(['buyer', 'seller', 'operator', 'system']),
      action: z.string().nullable(),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
  /** What the caller may do now. */
  actions: z.array(z.enum(COMPLAINT_ACTIONS)),
  viewer: z.enum(['buyer', 'seller', 'operator']),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const openComplaint = {
  ...endpoints.openComplaint,
  params: complaintParamsSchema,
  response: okEnvelope(z.object({ id: z.number().int(), status: z.enum(COMPLAINT_STATUSES), deadline: z.string() })),
} as const;
export const listOrderComplaints = {
  ...endpoints.listOrderComplaints,
  params: complaintParamsSchema,
  response: okEnvelope(z.array(complaintSummarySchema)),
} as const;
export const getComplaint = {
  ...endpoints.getComplaint,
  params: complaintParamsSchema,
  response: okEnvelope(complaintSchema),
} as const;
export const complaintAction = {
  ...endpoints.complaintAction,
  params: complaintParamsSchema,
  body: complaintActionBodySchema,
  response: okEnvelope(complaintSchema),
} as const;
export const listMyComplaints = {
  ...endpoints.listMyComplaints,
  response: okEnvelope(z.array(complaintSummarySchema)),
} as const;
export const listOpsComplaints = {
  ...endpoints.listOpsComplaints,
  query: z.object({ status: z.enum(['open', 'escalated', 'closed']).default('open') }),
  response: okEnvelope(z.array(complaintSummarySchema)),
} as const;
