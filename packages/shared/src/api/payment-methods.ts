import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idField, PG_INT_MAX } from './fields';
import * as endpoints from '../endpoints/payment-methods';
import { INSTALLMENT_TERMS, PAYMENT_METHOD_CODES, PAYMENT_METHOD_KINDS } from '../endpoints/payment-methods';

// The zod-free constants (codes, kinds, names, aliases) live beside the paths, for the web.
export {
  ALL_PAYMENT_METHODS,
  INSTALLMENT_TERMS,
  SANDBOX_3DS_OTP,
  monthlyInstalment,
  LEGACY_METHOD_ALIASES,
  LEGACY_PAYMENT_METHODS,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_KIND,
  PAYMENT_METHOD_KINDS,
  PAYMENT_METHOD_NAMES,
  canonicalMethod,
  type AnyPaymentMethod,
  type LegacyPaymentMethod,
  type PaymentMethodCode,
  type PaymentMethodKind,
} from '../endpoints/payment-methods';

// How buyers pay: the methods, what each answers to pay it (instructions), and the gateway's notification.

export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);

/**
 * Card instalments (cicilan): operator settings. `cost_borne_by`: the buyer pays the bank's interest (the
 * checkout shows it: `monthly_rate_bps` a month on the whole amount) or the merchant does (0% for the buyer).
 */
export const installmentSettingsSchema = z.object({
  terms: z.array(z.number().int()),
  /** the smallest payment, integer rupiah, that may be split */
  min_amount: z.number().int(),
  cost_borne_by: z.enum(['buyer', 'merchant']),
  /** the buyer's flat interest a month, in hundredths of a percent (0 when the merchant bears the cost) */
  monthly_rate_bps: z.number().int(),
});
export type InstallmentSettings = z.infer<typeof installmentSettingsSchema>;

/** An operator's instalment settings: every field named when it is wrong. */
export const installmentSettingsBodySchema = z.object({
  terms: z
    .array(
      z.union(
        INSTALLMENT_TERMS.map((n) => z.literal(n)),
        { error: 'terms may hold 3, 6 and 12 only' },
      ),
      {
        error: 'terms must be a list of months (3, 6, 12)',
      },
    )
    .max(INSTALLMENT_TERMS.length, { error: 'terms may hold 3, 6 and 12 only' })
    .refine((terms) => new Set(terms).size === terms.length, { error: 'terms must not repeat a term' }),
  min_amount: z
    .number({ error: 'min_amount must be a whole number of rupiah' })
    .int({ error: 'min_amount must be a whole number of rupiah' })
    .min(0, { error: 'min_amount must not be negative' })
    .max(PG_INT_MAX, { error: 'min_amount is too large' }),
  cost_borne_by: z.enum(['buyer', 'merchant'], { error: 'cost_borne_by must be buyer or merchant' }),
  monthly_rate_bps: z
    .number({ error: 'monthly_rate_bps must be a whole number' })
    .int({ error: 'monthly_rate_bps must be a whole number' })
    .min(0, { error: 'monthly_rate_bps must not be negative' })
    .max(1000, { error: 'monthly_rate_bps must be at most 1000 (10% a month)' }),
});
export type InstallmentSettingsBody = z.infer<typeof installmentSettingsBodySchema>;

export const paymentMethodInfoSchema = z.object({
  code: paymentMethodCodeSchema,
  kind: z.enum(PAYMENT_METHOD_KINDS),
  name: z.string(),
  /** the bank of a virtual account or bill payment; null otherwise */
  bank: z.string().nullable(),
  /** card only: the instalments offered; null for other methods or when none are */
  installments: installmentSettingsSchema.nullable(),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;

/** Public: the methods a checkout may offer with this deployment's provider. */
export const listPaymentMethods = {
  ...endpoints.listPaymentMethods,
  response: okEnvelope(z.array(paymentMethodInfoSchema)),
} as const;

/**
 * What the buyer needs to pay a pending payment; every field null when it does not apply to the method.
 * `qr_image` is a PNG data URL of `qr_string`; `deeplink_url` opens the wallet's app on a phone; `redirect_url`
 * is the card's 3-D Secure page; `bank` + `va_number`, or `biller_code` + `bill_key` (Mandiri), for transfers.
 */
export const paymentInstructionsSchema = z.object({
  kind: z.enum(PAYMENT_METHOD_KINDS),
  qr_string: z.string().nullable(),
  qr_image: z.string().nullable(),
  deeplink_url: z.string().nullable(),
  bank: z.string().nullable(),
  va_number: z.string().nullable(),
  biller_code: z.string().nullable(),
  bill_key: z.string().nullable(),
  redirect_url: z.string().nullable(),
  installment_term: z.number().int().nullable(),
  /** a real gateway's card: where the browser tokenises the card (GET, Midtrans's /v2/token) with `client_key` */
  card_token_url: z.string().nullable(),
  client_key: z.string().nullable(),
  /** when the payment can no longer be paid (ISO), for the countdown */
  expires_at: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/**
 * Midtrans's HTTP notification, as its documentation shows it. Only the fields the shop reads are named; the
 * rest pass through (stored for audit). Amounts are strings with two decimals ("150000.00").
 */
export const midtransNotificationSchema = z.looseObject({
  order_id: z.string().min(1).max(100),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().min(1).max(30),
  signature_key: z.string().min(1).max(256),
  transaction_status: z.string().min(1).max(40),
  transaction_id: z.string().max(100).optional(),
  fraud_status: z.string().max(40).optional(),
  payment_type: z.string().max(40).optional(),
});
export type MidtransNotification = z.infer<typeof midtransNotificationSchema>;

/** Public, signed by the gateway: a wrong signature → 401 and nothing changes. */
export const receiveMidtransNotification = {
  ...endpoints.receiveMidtransNotification,
  body: midtransNotificationSchema,
  response: okEnvelope(z.object({ outcome: z.string() })),
} as const;

// ---------- operators (under /api/v1/ops: operators only) ----------

export const paymentFlagSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int().nullable(),
  provider_ref: z.string(),
  /** amount_mismatch, paid_after_expiry, status_mismatch (reconciliation), unknown_payment */
  kind: z.string(),
  detail: z.string(),
  /** the payment's orders (the console links to them) */
  order_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type PaymentFlag = z.infer<typeof paymentFlagSchema>;

/** The newest 200 mismatches the gateway's word showed. */
export const listPaymentFlags = {
  ...endpoints.listPaymentFlags,
  response: okEnvelope(z.array(paymentFlagSchema)),
} as const;

export const paymentNotificationSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  transaction_status: z.string(),
  gross_amount: z.string(),
  is_signature_valid: z.boolean(),
  /** what came of it: settled, already_paid, expired, stale_ignored, noted, denied, amount_mismatch, … */
  outcome: z.string(),
  body: z.record(z.string(), z.unknown()),
  received_at: z.string(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** Every notification stored for one payment, oldest first (404 for an unknown payment). */
export const listPaymentNotifications = {
  ...endpoints.listPaymentNotifications,
  params: z.object({ id: idField('id', { invalid: 'id must be a payment number' }) }),
  response: okEnvelope(z.array(paymentNotificationSchema)),
} as const;

/** Runs reconciliation now (the order jobs run it every minute too). */
export const reconcilePayments = {
  ...endpoints.reconcilePayments,
  response: okEnvelope(
    z.object({
      checked: z.number().int(),
      settled: z.number().int(),
      expired: z.number().int(),
      mismatches: z.number().int(),
      errors: z.number().int(),
    }),
  ),
} as const;

/** A notification as the console's log lists it: with its payment's orders. */
export const loggedNotificationSchema = paymentNotificationSchema.extend({
  payment_id: z.number().int().nullable(),
  provider_ref: z.string(),
  order_ids: z.array(z.number().int()),
});
export type LoggedNotification = z.infer<typeof loggedNotificationSchema>;

/**
 * The newest 100 notifications, or those of one payment: `q` is a payment id, an order id or the gateway's
 * order id (RIMA-…).
 */
export const searchPaymentNotifications = {
  ...endpoints.searchPaymentNotifications,
  query: z.object({ q: z.string().max(100, { error: 'q is at most 100 characters' }).default('') }),
  response: okEnvelope(z.array(loggedNotificationSchema)),
} as const;

export const getInstallmentSettings = {
  ...endpoints.getInstallmentSettings,
  response: okEnvelope(installmentSettingsSchema),
} as const;

/** Audited; the checkout offers the new terms at once. */
export const setInstallmentSettings = {
  ...endpoints.setInstallmentSettings,
  body: installmentSettingsBodySchema,
  response: okEnvelope(installmentSettingsSchema),
} as const;
