import type { PaymentMethod } from '@rima/shared/api/orders';

/** Card details live only in memory for the length of one request: never stored, never logged. */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

/**
 * What a payment gateway does for us. The sandbox below is built in and the default; a real gateway
 * (Midtrans, Xendit, …) implements the same functions, and its webhook calls `settlePayment`, the same code
 * path the sandbox's 'Simulate payment' takes.
 */
export type PaymentProvider = {
  name: string;
  /** Sandbox providers allow POST /payment/:id/simulate. */
  isSandbox: boolean;
  /** Opens a charge; bank methods answer a virtual-account number, cards answer null (card page). */
  createCharge(input: { method: PaymentMethod; amount: number; expiresAt: Date }): Promise<{ vaNumber: string | null }>;
  /**
   * Charges a card once; `approved: false` is a decline (the payment stays pending). `idempotencyKey` is the
   * same for every attempt on one payment, so a repeated call never charges twice.
   */
  chargeCard(input: {
    idempotencyKey: string;
    amount: number;
    card: CardDetails;
  }): Promise<{ approved: boolean; message: string }>;
  /**
   * Gives `amount` of a settled payment back to the buyer's method. `idempotencyKey` is the same on every
   * retry of one refund, so a gateway that already accepted it answers the same reference instead of paying
   * twice. `ok: false` is a refusal (retried later); a thrown error is treated the same way.
   */
  refund(input: {
    idempotencyKey: string;
    paymentId: number;
    method: PaymentMethod;
    amount: number;
  }): Promise<{ ok: true; reference: string } | { ok: false; message: string }>;
};
