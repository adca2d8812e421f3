import { z } from 'zod';
import { COURIERS } from '../constants';
import { okEnvelope } from './envelope';
import { idField, PG_INT_MAX } from './fields';
import { orderStatusSchema } from './orders';
import * as endpoints from '../endpoints/fulfilment';
import { FULFIL_BATCH_MAX } from '../endpoints/fulfilment';

export { courierOfService, FULFIL_BATCH_MAX } from '../endpoints/fulfilment';

/**
 * Fulfilment in batches (docs/decisions/055-batch-fulfilment.md): a seller processes or ships many of the
 * store's orders in one request. Each order goes through the same state machine as PATCH
 * /transaction/:id/status; one order's refusal does not stop the others (partial success, each failure with its
 * reason). An id that is not one of the seller's orders refuses the whole batch (404), so a batch never reveals
 * whether someone else's order exists.
 */
const orderIdsSchema = z
  .array(idField('order_ids'), { error: 'order_ids must be a list of order numbers' })
  .min(1, { error: 'Choose at least one order' })
  .max(FULFIL_BATCH_MAX, { error: `At most ${FULFIL_BATCH_MAX} orders at once` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'order_ids lists an order twice' });

export const shipmentSchema = z.object({
  order_id: idField('order_id'),
  tracking_number: z
    .string({ error: 'tracking_number is required' })
    .trim()
    .min(1, { error: 'tracking_number is required' })
    .max(100, { error: 'tracking_number is at most 100 characters' }),
  /** Defaults to the courier of the service the buyer chose at checkout. */
  courier: z.enum(COURIERS, { error: `courier must be one of ${COURIERS.join(', ')}` }).optional(),
});

export const batchOrdersBodySchema = z.discriminatedUnion(
  'action',
  [
    /** paid → processing */
    z.object({ action: z.literal('process'), order_ids: orderIdsSchema }),
    /** processing → shipped, one tracking number per order */
    z.object({
      action: z.literal('ship'),
      order_ids: orderIdsSchema,
      shipments: z.array(shipmentSchema).max(FULFIL_BATCH_MAX, { error: `At most ${FULFIL_BATCH_MAX} shipments` }),
    }),
  ],
  { error: "action must be 'process' or 'ship'" },
);
export type BatchOrdersBody = z.input<typeof batchOrdersBodySchema>;

export const batchOrderOutcomeSchema = z.object({
  order_id: z.number().int(),
  ok: z.boolean(),
  /** the order's status after the batch (unchanged when it failed) */
  status: orderStatusSchema,
  /** why it failed: the same message and code a single status change answers */
  error: z
    .object({
      status_code: z.number().int(),
      code: z.string(),
      message: z.string(),
      /** the message's key in @rima/shared/api-messages, when it has one (the web app words it) */
      key: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable(),
});
export type BatchOrderOutcome = z.infer<typeof batchOrderOutcomeSchema>;

export const batchOrdersResultSchema = z.object({
  action: z.enum(['process', 'ship']),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(batchOrderOutcomeSchema),
});
export type BatchOrdersResult = z.infer<typeof batchOrdersResultSchema>;

export const batchSellerOrders = {
  ...endpoints.batchSellerOrders,
  body: batchOrdersBodySchema,
  response: okEnvelope(batchOrdersResultSchema),
} as const;

/** `?ids=1,2,3` (the order numbers, comma-separated, at most FULFIL_BATCH_MAX). */
export const labelsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .trim()
    .min(1, { error: 'ids is required' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'ids must be order numbers separated by commas' })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= PG_INT_MAX), { error: 'ids must be order numbers' })
    .refine((ids) => ids.length <= FULFIL_BATCH_MAX, { error: `At most ${FULFIL_BATCH_MAX} orders at once` }),
});
