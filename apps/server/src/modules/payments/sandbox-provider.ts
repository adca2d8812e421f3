import crypto from 'node:crypto';
import { SANDBOX_CARDS } from '@rima/shared/api/orders';
import type { PaymentProvider } from './provider';

// Bank-style virtual-account prefixes (company codes) for the sandbox: digits only, like the real ones.
const VA_PREFIX = { mandiri: '88908', bca: '39358' } as const;

function randomDigits(count: number): string {
  let out = '';
  while (out.length < count) out += crypto.randomInt(0, 10).toString();
  return out;
}

/**
 * Built-in sandbox: VA numbers for Mandiri/BCA, and a card check that approves only the documented test
 * card (README): 4111 1111 1111 1111 approves, 4000 0000 0000 0002 and every other number declines.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    isSandbox: true,
    async createCharge({ method }) {
      if (method === 'visa') return { vaNumber: null };
      return { vaNumber: VA_PREFIX[method] + randomDigits(11) };
    },
    async chargeCard({ card }) {
      if (card.number === SANDBOX_CARDS.success) return { approved: true, message: 'Approved' };
      if (card.number === SANDBOX_CARDS.declined) return { approved: false, message: 'Card declined' };
      return { approved: false, message: 'Card declined (sandbox: use a documented test card)' };
    },
    async refund({ idempotencyKey }) {
      // Accepted at once; the reference is derived from the key, so a retry answers the same one.
      const digest = crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12).toUpperCase();
      return { ok: true, reference: `SBX-RF-${digest}` };
    },
  };
}
