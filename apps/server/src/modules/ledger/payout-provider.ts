import crypto from 'node:crypto';

/**
 * Sends a seller's payout to their bank account. The built-in sandbox is the default; a real disbursement
 * gateway (Xendit, Flip, Midtrans Iris, …) implements the same function. `idempotencyKey` is the same on every
 * attempt for one payout, so a gateway that already sent it answers the same reference instead of paying twice.
 */
export type PayoutProvider = {
  name: string;
  isSandbox: boolean;
  send(input: {
    idempotencyKey: string;
    amount: number;
    bankCode: string;
    accountNumber: string;
    holderName: string;
  }): Promise<{ ok: true; reference: string } | { ok: false; message: string }>;
};

/** Sandbox: accepts at once, with a reference derived from the key (a retry answers the same one). */
export function createSandboxPayoutProvider(): PayoutProvider {
  return {
    name: 'sandbox',
    isSandbox: true,
    async send({ idempotencyKey }) {
      const digest = crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12).toUpperCase();
      return { ok: true, reference: `SBX-PO-${digest}` };
    },
  };
}
