import { Link } from '../../lib/link';
import type { PaymentMethod, Refund } from '@rima/shared/api/orders';
import { useFormat, useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { ordersMessages } from './i18n/messages';

/** Where the money of a cancelled paid order is: on its way, back with the buyer, or stuck. */
export function OrderRefund({ refund, method }: { refund: Refund; method: PaymentMethod }) {
  const t = useT(ordersMessages);
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
