export const listPaymentMethods = { method: 'GET', path: '/payment-methods' } as const;
export const receiveMidtransNotification = { method: 'POST', path: '/payments/notifications/midtrans' } as const;
export const listPaymentFlags = { method: 'GET', path: '/ops/payments/flags' } as const;
export const listPaymentNotifications = { method: 'GET', path: '/ops/payments/:id/notifications' } as const;
export const chargeCardToken = { method: 'POST', path: '/payment/:id/card-token' } as const;
export const reconcilePayments = { method: 'POST', path: '/ops/payments/reconcile' } as const;
export const searchPaymentNotifications = { method: 'GET', path: '/ops/payments/notifications' } as const;
export const getInstallmentSettings = { method: 'GET', path: '/ops/payments/installments' } as const;
export const setInstallmentSettings = { method: 'PUT', path: '/ops/payments/installments' } as const;
export const confirmCardChallenge = { method: 'POST', path: '/payment/:id/3ds' } as const;

// How buyers pay: the methods' codes, kinds and names (zod-free; the schemas are in ../api/payment-methods).

/** The methods a checkout offers, in the order the list shows them. */
export const PAYMENT_METHOD_CODES = [
  'qris',
  'gopay',
  'shopeepay',
  'ovo',
  'dana',
  'bca_va',
  'mandiri_bill',
  'bni_va',
  'bri_va',
  'permata_va',
  'card',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The old checkout's select (spec: Visa, Mandiri, BCA): still accepted, and kept as sent on the payment. */
export const LEGACY_PAYMENT_METHODS = ['visa', 'mandiri', 'bca'] as const;
export type LegacyPaymentMethod = (typeof LEGACY_PAYMENT_METHODS)[number];
export const LEGACY_METHOD_ALIASES = {
  visa: 'card',
  mandiri: 'mandiri_bill',
  bca: 'bca_va',
} as const satisfies Record<LegacyPaymentMethod, PaymentMethodCode>;

/** Every value a payment's `method` may hold: the methods and the old aliases. */
export const ALL_PAYMENT_METHODS = [...PAYMENT_METHOD_CODES, ...LEGACY_PAYMENT_METHODS] as const;
export type AnyPaymentMethod = (typeof ALL_PAYMENT_METHODS)[number];

/** The method an old alias stands for; a method stands for itself. */
export function canonicalMethod(method: AnyPaymentMethod): PaymentMethodCode {
  return method in LEGACY_METHOD_ALIASES
    ? LEGACY_METHOD_ALIASES[method as LegacyPaymentMethod]
    : (method as PaymentMethodCode);
}

/** qr: scan a QRIS code; ewallet: the wallet's app (deeplink) or its QR; va/bill: a bank transfer; card: 3-D Secure. */
export const PAYMENT_METHOD_KINDS = ['qr', 'ewallet', 'va', 'bill', 'card'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const PAYMENT_METHOD_KIND = {
  qris: 'qr',
  gopay: 'ewallet',
  shopeepay: 'ewallet',
  ovo: 'ewallet',
  dana: 'ewallet',
  bca_va: 'va',
  mandiri_bill: 'bill',
  bni_va: 'va',
  bri_va: 'va',
  permata_va: 'va',
  card: 'card',
} as const satisfies Record<PaymentMethodCode, PaymentMethodKind>;

/** Brand names: the same in both languages. */
export const PAYMENT_METHOD_NAMES = {
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  ovo: 'OVO',
  dana: 'DANA',
  bca_va: 'BCA Virtual Account',
  mandiri_bill: 'Mandiri Bill Payment',
  bni_va: 'BNI Virtual Account',
  bri_va: 'BRI Virtual Account',
  permata_va: 'Permata Virtual Account',
  card: 'Credit / debit card',
} as const satisfies Record<PaymentMethodCode, string>;

/** Card instalment terms (months) a deployment may offer. */
export const INSTALLMENT_TERMS = [3, 6, 12] as const;

/** The sandbox's 3-D Secure one-time password (Midtrans's sandbox takes the same one). */
export const SANDBOX_3DS_OTP = '112233';

/**
 * What one month of instalments costs the buyer: the amount plus, when the buyer bears the cost, the flat
 * monthly rate on the whole amount, split in equal months (rounded up to the rupiah).
 */
export function monthlyInstalment(
  amount: number,
  term: number,
  plan: { cost_borne_by: 'buyer' | 'merchant'; monthly_rate_bps: number },
): number {
  const fee = plan.cost_borne_by === 'buyer' ? Math.ceil((amount * plan.monthly_rate_bps * term) / 10_000) : 0;
  return Math.ceil((amount + fee) / term);
}

export type {
  PaymentMethodInfo,
  PaymentInstructions,
  InstallmentSettings,
  PaymentFlag,
  PaymentNotification,
  LoggedNotification,
  InstallmentSettingsBody,
} from '../api/payment-methods';
