import { PAYMENT_METHOD_NAMES, type PaymentMethodCode } from '@rima/shared/endpoints/payment-methods';
import { useT } from '../../lib/i18n';
import { paymentMessages } from './i18n/messages';

/**
 * A method's name for the shopper: the brands as they are; the two names that are words (the card, Mandiri's
 * bill payment, which Indonesian shops call a virtual account) in the page's language.
 */
export function useMethodName(): (code: PaymentMethodCode) => string {
  const t = useT(paymentMessages);
  return (code) =>
    code === 'card' ? t('name.card') : code === 'mandiri_bill' ? t('name.mandiri_bill') : PAYMENT_METHOD_NAMES[code];
}
