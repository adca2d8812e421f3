import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { SANDBOX_CARDS } from '@rima/shared/api/orders';
import type { PaymentMethodCode } from '@rima/shared/api/payment-methods';
import type { GatewayStatus, PaymentProvider, StoredInstructions } from './provider';

// Bank-style virtual-account prefixes (company codes) for the sandbox: digits only, like the real ones.
const VA_BANKS = {
  bca_va: { bank: 'bca', prefix: '39358' },
  bni_va: { bank: 'bni', prefix: '98812' },
  bri_va: { bank: 'bri', prefix: '26215' },
  permata_va: { bank: 'permata', prefix: '85051' },
} as const satisfies Partial<Record<PaymentMethodCode, { bank: string; prefix: string }>>;
/** Mandiri's bill payment: the shop's biller (company) code and a bill key per payment. */
const SANDBOX_BILLER_CODE = '70012';
/** The wallets' apps; a phone opens them from the payment page. */
const DEEPLINKS = {
  gopay: 'gojek://gopay/merchanttransfer?tref=',
  shopeepay: 'shopeeid://main?sandbox_ref=',
} as const;

function randomDigits(count: number): string {
  let out = '';
  while (out.length < count) out += crypto.randomInt(0, 10).toString();
  return out;
}

/** A QR image the page shows as it is (a PNG data URL); the string is what a wallet's scanner reads. */
export async function qrInstructions(qrString: string): Promise<StoredInstructions> {
  return { qr_string: qrString, qr_image: await QRCode.toDataURL(qrString, { margin: 1, width: 256 }) };
}

/**
 * Built-in sandbox: every method simulated — a QR image for QRIS and the wallets, a deeplink for GoPay and
 * ShopeePay, VA numbers for BCA/BNI/BRI/Permata, a biller code and bill key for Mandiri — and a card check
 * that approves only the documented test cards (README): 4111 1111 1111 1111 approves, 4811 1111 1111 1114
 * approves after a 3-D Secure challenge (one-time password 112233), 4000 0000 0000 0002 and every other
 * number declines. Payments are settled by 'Simulate payment' (or the card page).
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    isSandbox: true,
    async createCharge({ method, orderId, amount, installmentTerm }) {
      if (method === 'card') {
        return { vaNumber: null, instructions: installmentTerm ? { installment_term: installmentTerm } : {} };
      }
      if (method === 'mandiri_bill') {
        const billKey = randomDigits(12);
        return {
          vaNumber: billKey,
          instructions: { bank: 'mandiri', biller_code: SANDBOX_BILLER_CODE, bill_key: billKey },
        };
      }
      if (method === 'bca_va' || method === 'bni_va' || method === 'bri_va' || method === 'permata_va') {
        const { bank, prefix } = VA_BANKS[method];
        const vaNumber = prefix + randomDigits(11);
        return { vaNumber, instructions: { bank, va_number: vaNumber } };
      }
      // QRIS, and the wallets (each of which scans QRIS): a QR naming the charge; GoPay/ShopeePay also a deeplink.
      const qr = await qrInstructions(`SANDBOX-QRIS|${orderId}|${amount}`);
      const deeplink = method === 'gopay' || method === 'shopeepay' ? DEEPLINKS[method] + orderId : undefined;
      return { vaNumber: null, instructions: deeplink ? { ...qr, deeplink_url: deeplink } : qr };
    },
    async chargeCard({ card }) {
      if (card.number === SANDBOX_CARDS.success) return { approved: true, message: 'Approved' };
      if (card.number === SANDBOX_CARDS.threeDs) return { approved: true, challenge: true, message: '3-D Secure' };
      if (card.number === SANDBOX_CARDS.declined) return { approved: false, message: 'Card declined' };
      return { approved: false, message: 'Card declined (sandbox: use a documented test card)' };
    },
    async chargeCardToken() {
      return { ok: false, message: 'The sandbox takes cards on its own card page (POST /payment/:id/card)' };
    },
    // The sandbox keeps no state of its own: the shop's payment row is the truth.
    async getStatus(): Promise<GatewayStatus> {
      return { status: 'unknown', amount: null, raw: 'sandbox' };
    },
    async cancel() {},
    async refund({ idempotencyKey }) {
      // Accepted at once; the reference is derived from the key, so a retry answers the same one.
      const digest = crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12).toUpperCase();
      return { ok: true, reference: `SBX-RF-${digest}` };
    },
  };
}
