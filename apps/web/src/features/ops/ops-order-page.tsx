import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatIdr } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import { useCancelOrderMutation, useGetOrderQuery, useRetryRefundMutation } from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, run } from './ops-ui';

/** Issue 14: /ops/orders/:id — the order, its payment, refund and timeline; retry a failed refund, cancel + refund. */
export default function OpsOrderPage() {
  const id = Number(useParams().id);
  const { data: order, error } = useGetOrderQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [retry, retrying] = useRetryRefundMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [isCancelOpen, setCancelOpen] = useState(false);
  return (
    <OpsPage
      title={`Order #${id}`}
      actions={
        <Link to="/ops/orders" className="text-dark">
          All orders
        </Link>
      }
    >
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {!order ? (
        !error && <Loading rows={8} />
      ) : (
        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <dl className="ops-facts">
              <dt>Status</dt>
              <dd data-testid="order-status">{order.status}</dd>
              <dt>Store</dt>
              <dd className="text-break">{order.store_name}</dd>
              <dt>Buyer</dt>
              <dd className="text-break">
                {order.name} · {order.email}
              </dd>
              <dt>Total</dt>
              <dd>{formatIdr(order.total)}</dd>
              <dt>Payment</dt>
              <dd>
                #{order.payment.id} · {order.payment.method.toUpperCase()} · {order.payment.status}
              </dd>
              <dt>Refund</dt>
              <dd data-testid="refund-status">
                {order.refund ? `${order.refund.status} · ${formatIdr(order.refund.amount)}` : 'none'}
                {order.refund?.reference && ` · ${order.refund.reference}`}
                {order.refund_error && order.refund?.status !== 'succeeded' && (
                  <div className="small text-danger">
                    {order.refund_attempts} attempts: {order.refund_error}
                  </div>
                )}
              </dd>
            </dl>
            <div className="d-flex flex-wrap gap-2">
              {order.refund?.status === 'failed' && (
                <Button
                  variant="dark"
                  className="rounded-0"
                  disabled={retrying.isLoading}
                  onClick={() => void run(retry(order.id).unwrap(), 'Refund sent to the provider again')}
                >
                  {T.retryRefund}
                </Button>
              )}
              {order.status !== 'cancelled' && (
                <Button variant="outline-danger" className="rounded-0" onClick={() => setCancelOpen(true)}>
                  {T.cancelOrder}
                </Button>
              )}
            </div>
          </div>
          <div className="col-12 col-lg-6">
            <h2 className="h6">Items</h2>
            <ul className="small">
              {order.items.map((i) => (
                <li key={i.id} className="text-break">
                  {i.qty} × {i.name} ({formatIdr(i.price)})
                </li>
              ))}
            </ul>
            <h2 className="h6">Timeline</h2>
            <ol className="small ps-3">
              {order.timeline.map((e) => (
                <li key={e.id} className="text-break">
                  {formatDateTime(e.created_at)} · {e.to} ({e.actor_role}){e.note ? ` · ${e.note}` : ''}
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
      {isCancelOpen && order && (
        <ReasonDialog
          title={`${T.cancelOrder}: order #${order.id}`}
          confirmLabel={T.cancelOrder}
          onHide={() => setCancelOpen(false)}
          isBusy={cancelling.isLoading}
          onConfirm={(reason) =>
            void run(cancel({ id: order.id, reason }).unwrap(), 'Order cancelled and refunded').then(
              (ok) => ok && setCancelOpen(false),
            )
          }
        />
      )}
    </OpsPage>
  );
}
