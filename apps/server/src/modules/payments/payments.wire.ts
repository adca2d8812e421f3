import { PAYMENT_METHOD_KIND, canonicalMethod, type PaymentInstructions } from '@rima/shared/api/payment-methods';
import type { PaymentRow } from './payments.repository';
import { iso } from '../../http/wire-time';

/** What the buyer needs to pay it: the stored answer of the gateway, every absent field null. */
export function toInstructionsWire(p: Pick<PaymentRow, 'method' | 'instructions' | 'expires_at'>): PaymentInstructions {
  const i = p.instructions;
  return {
    kind: PAYMENT_METHOD_KIND[canonicalMethod(p.method)],
    qr_string: i.qr_string ?? null,
    qr_image: i.qr_image ?? null,
    deeplink_url: i.deeplink_url ?? null,
    bank: i.bank ?? null,
    va_number: i.va_number ?? null,
    biller_code: i.biller_code ?? null,
    bill_key: i.bill_key ?? null,
    redirect_url: i.redirect_url ?? null,
    installment_term: i.installment_term ?? null,
    card_token_url: i.card_token_url ?? null,
    client_key: i.client_key ?? null,
    expires_at: iso(p.expires_at),
  };
}
