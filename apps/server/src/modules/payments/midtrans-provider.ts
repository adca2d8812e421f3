import crypto from 'node:crypto';
import { canonicalMethod, type PaymentMethodCode } from '@rima/shared/api/payment-methods';
import { AppError } from '../../http/errors';
import type { GatewayStatus, PaymentProvider, StoredInstructions } from './provider';
import { qrInstructions } from './sandbox-provider';

/**
 * Midtrans Core API over plain HTTP (docs/decisions/043-payment-providers.md): Basic auth with the server key,
 * JSON both ways, amounts as integer rupiah. Only the base URL tells its sandbox, production and the tests'
 * local server apart.
 */
export type MidtransConfig = { serverKey: string; clientKey: string; isProduction: boolean; baseUrl: string };

/** The parts of Midtrans's answers the shop reads (charge, status, refund all share them). */
type MidtransAnswer = {
  status_code?: string;
  status_message?: string;
  transaction_status?: string;
  fraud_status?: string;
  gross_amount?: string;
  qr_string?: string;
  actions?: { name: string; method?: string; url: string }[];
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  redirect_url?: string;
  refund_key?: string;
  refund_chargeback_id?: number | string;
};

const TIMEOUT_MS = 15_000;
const VA_BANK = { bca_va: 'bca', bni_va: 'bni', bri_va: 'bri', permata_va: 'permata' } as const;

/** SHA-512(order_id + status_code + gross_amount + server key), hex: what Midtrans signs its notifications with. */
export function midtransSignature(
  n: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
): string {
  return crypto
    .createHash('sha512')
    .update(n.order_id + n.status_code + n.gross_amount + serverKey)
    .digest('hex');
}

/** Constant-time check of a notification's signature_key. */
export function isMidtransSignatureValid(
  n: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(midtransSignature(n, serverKey), 'utf8');
  const given = Buffer.from(n.signature_key.toLowerCase(), 'utf8');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** "150000.00" → 150000; anything with a fraction of a rupiah or not a number → null. */
export function parseMidtransAmount(text: string): number | null {
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** What Midtrans's word for a transaction means for the payment. */
export function midtransOutcome(transactionStatus: string, fraudStatus?: string): GatewayStatus['status'] | 'denied' {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // A captured card is money only when the fraud check accepted it; 'challenge' waits for a person.
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'paid' : 'pending';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'expire':
    case 'cancel':
    case 'failure':
      return 'expired';
    case 'deny':
      return 'denied';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'refunded';
    default:
      return 'unknown';
  }
}

/** Midtrans's order time: Jakarta time (UTC+7, no daylight saving) with its offset. */
function jakartaTime(at: Date): string {
  const t = new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)} +0700`;
}

function chargeBody(method: PaymentMethodCode, orderId: string, amount: number, expiresAt: Date) {
  const now = new Date();
  const base = {
    transaction_details: { order_id: orderId, gross_amount: amount },
    custom_expiry: {
      order_time: jakartaTime(now),
      expiry_duration: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000)),
      unit: 'minute',
    },
  };
  switch (method) {
    // OVO and DANA pay QRIS codes from their apps: Core API charges them as QRIS.
    case 'qris':
    case 'ovo':
    case 'dana':
      return { ...base, payment_type: 'qris', qris: { acquirer: 'gopay' } };
    case 'gopay':
      return { ...base, payment_type: 'gopay', gopay: { enable_callback: false } };
    case 'shopeepay':
      return { ...base, payment_type: 'shopeepay', shopeepay: {} };
    case 'mandiri_bill':
      return { ...base, payment_type: 'echannel', echannel: { bill_info1: 'Payment:', bill_info2: 'RIMA order' } };
    case 'bca_va':
    case 'bni_va':
    case 'bri_va':
    case 'permata_va':
      return { ...base, payment_type: 'bank_transfer', bank_transfer: { bank: VA_BANK[method] } };
    case 'card':
      return null;
  }
}

export function createMidtransProvider(config: MidtransConfig): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<MidtransAnswer> {
    const res = await fetch(config.baseUrl + path, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: auth,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as MidtransAnswer;
    } catch {
      throw new Error(`Midtrans answered HTTP ${res.status} without JSON`);
    }
  }

  const ref = (orderId: string) => `/v2/${encodeURIComponent(orderId)}`;

  return {
    name: 'midtrans',
    isSandbox: false,

    async createCharge({ method, orderId, amount, expiresAt }) {
      const body = chargeBody(method, orderId, amount, expiresAt);
      // Cards are charged later, with the token the buyer's browser gets from Midtrans (3-D Secure): the card
      // number goes from the browser to Midtrans only.
      if (!body) {
        return {
          vaNumber: null,
          instructions: { card_token_url: `${config.baseUrl}/v2/token`, client_key: config.clientKey },
        };
      }
      const answer = await call('POST', '/v2/charge', body);
      if (answer.status_code !== '201' && answer.status_code !== '200') {
        throw new AppError(
          503,
          'SERVICE_UNAVAILABLE',
          `The payment gateway refused the charge: ${answer.status_message ?? answer.status_code ?? 'no answer'}`,
        );
      }
      const action = (name: string) => answer.actions?.find((a) => a.name === name)?.url;
      let instructions: StoredInstructions = {};
      if (answer.qr_string) instructions = await qrInstructions(answer.qr_string);
      else if (action('generate-qr-code')) instructions = { qr_image: action('generate-qr-code') };
      const deeplink = action('deeplink-redirect');
      if (deeplink) instructions.deeplink_url = deeplink;
      if (method === 'mandiri_bill' && answer.bill_key && answer.biller_code) {
        instructions = { bank: 'mandiri', biller_code: answer.biller_code, bill_key: answer.bill_key };
        return { vaNumber: answer.bill_key, instructions };
      }
      const va = method === 'permata_va' ? answer.permata_va_number : answer.va_numbers?.[0]?.va_number;
      if (va && method in VA_BANK) {
        return { vaNumber: va, instructions: { bank: VA_BANK[method as keyof typeof VA_BANK], va_number: va } };
      }
      return { vaNumber: null, instructions };
    },

    async chargeCard() {
      // Card numbers never reach the shop's server with Midtrans: Midtrans.js tokenises them in the browser.
      return { approved: false, message: 'Cards are paid on the 3-D Secure page with this payment gateway' };
    },

    async chargeCardToken({ orderId, amount, tokenId, installmentTerm }) {
      const answer = await call('POST', '/v2/charge', {
        payment_type: 'credit_card',
        transaction_details: { order_id: orderId, gross_amount: amount },
        credit_card: {
          token_id: tokenId,
          authentication: true,
          ...(installmentTerm ? { installment_term: installmentTerm } : {}),
        },
      });
      if (answer.status_code === '201' || answer.status_code === '200') {
        return { ok: true, redirectUrl: answer.redirect_url ?? null };
      }
      return { ok: false, message: `Card declined: ${answer.status_message ?? answer.status_code ?? 'no answer'}` };
    },

    async getStatus(orderId) {
      const answer = await call('GET', `${ref(orderId)}/status`);
      if (answer.status_code === '404') return { status: 'unknown', amount: null, raw: 'not_found' };
      const raw = answer.transaction_status ?? 'unknown';
      const outcome = midtransOutcome(raw, answer.fraud_status);
      return {
        status: outcome === 'denied' ? 'pending' : outcome,
        amount: answer.gross_amount ? parseMidtransAmount(answer.gross_amount) : null,
        raw,
      };
    },

    async cancel(orderId) {
      await call('POST', `${ref(orderId)}/expire`);
    },

    async refund({ idempotencyKey, providerRef, method, amount }) {
      if (!providerRef) return { ok: false, message: 'This payment has no Midtrans order id' };
      // Wallets and QRIS refund straight to the wallet; cards through the acquiring bank.
      const kind = canonicalMethod(method);
      const path = kind === 'card' ? '/refund' : '/refund/online/direct';
      const answer = await call('POST', `${ref(providerRef)}${path}`, {
        refund_key: idempotencyKey,
        amount,
        reason: 'Order cancelled',
      });
      if (answer.status_code === '200') {
        return { ok: true, reference: String(answer.refund_chargeback_id ?? answer.refund_key ?? idempotencyKey) };
      }
      return { ok: false, message: `Midtrans refused the refund: ${answer.status_message ?? answer.status_code}` };
    },
  };
}
