import { z } from 'zod';
import { okEnvelope } from './envelope';
import * as paymentMethodEndpoints from '../endpoints/payment-methods';
import * as endpoints from '../endpoints/orders';
import { orderStatusSchema, paymentIdParamsSchema, paymentSchema } from './order-records';

/** A checkout's payment as its buyer sees and settles it; ./order-records holds the payment record itself. */

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
