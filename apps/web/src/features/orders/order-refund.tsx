import { Link } from '../../lib/link';
import type { PaymentMethod, Refund } from '@rima/shared/api/orders';
import { PAYMENT_METHOD_KIND, canonicalMethod } from '@rima/shared/endpoints/payment-methods';
import { useFormat, useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { ordersMessages } from './i18n/messages';

/** What the refund goes back to, as the messages name it: the old select's own words, else the method's kind. */
function refundTo(method: PaymentMethod): string {
  if (method === 'visa' || method === 'mandiri' || method === 'bca') return method;
  const kind = PAYMENT_METHOD_KIND[canonicalMethod(method)];
  return kind === 'qr' ? 'qris' : kind === 'va' || kind === 'bill' ? 'bank' : kind;
}

/** Where the money of a cancelled paid order is: on its way, back with the buyer, or stuck. */
export function OrderRefund({ refund, method: paidBy }: { refund: Refund; method: PaymentMethod }) {
  const t = useT(ordersMessages);
  const method = refundTo(paidBy);
  const { price, dateTime } = useFormat();
  const amount = price(refund.amount);
  return (
    <>
      <h2 className="h5 fw-light">{t('refund')}</h2>
      <p className="mb-4" data-testid="order-refund" data-status={refund.status}>
        {refund.status === 'succeeded' && (
          <>
            {refund.completed_at
              ? t('refundDoneAt', { amount, method, date: dateTime(refund.completed_at) })
              : t('refundDone', { amount, method })}
            {refund.reference && (
              <span className="d-block small text-muted">{t('refundReference', { reference: refund.reference })}</span>
            )}
          </>
        )}
        {refund.status === 'pending' && (
          <>
            {t('refundPending', { amount, method })}
            <span className="d-block small text-muted">
              {t('refundRequested', { date: dateTime(refund.created_at) })}
            </span>
          </>
        )}
        {refund.status === 'failed' &&
          rich(t('refundFailed', { amount }), { link: (text) => <Link to="/page/contact">{text}</Link> })}
      </p>
    </>
  );
}
