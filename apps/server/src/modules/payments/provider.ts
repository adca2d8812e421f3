import type { AnyPaymentMethod, PaymentMethodCode } from '@rima/shared/api/payment-methods';

/** Card details live only in memory for the length of one request: never stored, never logged. */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

/** What a charge answered for paying it, kept on the payment row (`instructions`); absent fields do not apply. */
export type StoredInstructions = {
  qr_string?: string;
  qr_image?: string;
  deeplink_url?: string;
  bank?: string;
  va_number?: string;
  biller_code?: string;
  bill_key?: string;
  redirect_url?: string;
  installment_term?: number;
  /** a real gateway's card tokeniser the browser calls with the (public) client key, as Midtrans.js does */
  card_token_url?: string;
  client_key?: string;
  /** the sandbox's card 3-D Secure step: waiting for the one-time password */
  three_ds?: 'pending';
  /** the last four digits of the card waiting for 3-D Secure (the paid note names them) */
  card_last4?: string;
};

/** What the gateway says of a payment now (status query, reconciliation). */
export type GatewayStatus = {
  /** paid: settled (or a card captured and accepted); expired: expired, cancelled or failed for good */
  status: 'pending' | 'paid' | 'expired' | 'refunded' | 'unknown';
  /** integer rupiah the gateway holds for it; null when it does not know the payment */
  amount: number | null;
  /** the gateway's own word for it (e.g. Midtrans's transaction_status) */
  raw: string;
};

/**
 * What a payment gateway does for us. The built-in sandbox is the default; Midtrans (midtrans-provider.ts)
 * implements the same functions. Its notifications and the sandbox's 'Simulate payment' both end in the
 * settlement service's one path.
 */
export type PaymentProvider = {
  name: string;
  /** Sandbox providers allow POST /payment/:id/simulate. */
  isSandbox: boolean;
  /**
   * Opens a charge for `orderId` (our reference, unique per charge, what notifications name). Answers what
   * the buyer needs to pay it; `vaNumber` is the number a bank transfer goes to (the bill key for Mandiri).
   */
  createCharge(input: {
    method: PaymentMethodCode;
    orderId: string;
    amount: number;
    expiresAt: Date;
    installmentTerm: number | null;
  }): Promise<{ vaNumber: string | null; instructions: StoredInstructions }>;
  /**
   * Charges a card once; `approved: false` is a decline (the payment stays pending); `challenge`: the issuer
   * asks for 3-D Secure first (the buyer confirms on the challenge page). `idempotencyKey` is the same for
   * every attempt on one payment, so a repeated call never charges twice.
   */
  chargeCard(input: {
    idempotencyKey: string;
    amount: number;
    card: CardDetails;
  }): Promise<{ approved: boolean; message: string; challenge?: boolean }>;
  /**
   * Charges a card by the token the gateway's script made in the buyer's browser, with 3-D Secure: answers the
   * page the buyer must visit (`redirectUrl`), or a decline. The gateway's notification settles it later.
   */
  chargeCardToken(input: {
    orderId: string;
    amount: number;
    tokenId: string;
    installmentTerm: number | null;
  }): Promise<{ ok: true; redirectUrl: string | null } | { ok: false; message: string }>;
  /** The gateway's view of the charge `orderId` (reconciliation). */
  getStatus(orderId: string): Promise<GatewayStatus>;
  /** Stops a pending charge so it can no longer be paid (the buyer cancelled or it expired on our side). */
  cancel(orderId: string): Promise<void>;
  /**
   * Gives `amount` of a settled payment back to the buyer's method. `idempotencyKey` is the same on every
   * retry of one refund, so a gateway that already accepted it answers the same reference instead of paying
   * twice. `ok: false` is a refusal (retried later); a thrown error is treated the same way.
   */
  refund(input: {
    idempotencyKey: string;
    paymentId: number;
    /** the charge's order id at the gateway (null for payments made before gateways had one) */
    providerRef: string | null;
    method: AnyPaymentMethod;
    amount: number;
  }): Promise<{ ok: true; reference: string } | { ok: false; message: string }>;
};
