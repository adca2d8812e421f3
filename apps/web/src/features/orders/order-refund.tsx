import { Link } from 'react-router';
import type { PaymentMethod, Refund } from '@rima/shared/api/orders';
import { REFUND_DESTINATIONS } from '@rima/shared/constants';
import { formatIdr } from '@rima/shared/format';
import { formatDateTime } from './order-timeline';

/** Where the money of a cancelled paid order is: on its way, back with the buyer, or stuck. */
export function OrderRefund({ refund, method }: { refund: Refund; method: PaymentMethod }) {
  const amount = formatIdr(refund.amount);
  return (
    <>
      <h2 className="h5 fw-light">Refund</h2>
      <p className="mb-4" data-testid="order-refund" data-status={refund.status}>
        {refund.status === 'succeeded' && (
          <>
            {amount} refunded to the {REFUND_DESTINATIONS[method]}
            {refund.completed_at && ` on ${formatDateTime(refund.completed_at)}`}
            {refund.reference && <span className="d-block small text-muted">Reference {refund.reference}</span>}
          </>
        )}
        {refund.status === 'pending' && (
          <>
            Refund of {amount} to the {REFUND_DESTINATIONS[method]} is being processed
            <span className="d-block small text-muted">Requested {formatDateTime(refund.created_at)}</span>
          </>
        )}
        {refund.status === 'failed' && (
          <>
            The refund of {amount} could not be completed by the payment provider.{' '}
            <Link to="/page/contact">Contact us</Link> and we will sort it out.
          </>
        )}
      </p>
    </>
  );
}
