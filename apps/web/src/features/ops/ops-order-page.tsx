import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { getErrorMessage } from '../../lib/get-error-message';
import { useCancelOrderMutation, useGetOrderQuery, useRetryRefundMutation } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, run } from './ops-ui';

/** /ops/orders/:id — the order, its payment, refund and timeline; retry a failed refund, cancel + refund. */
export default function OpsOrderPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const id = Number(useParams().id);
  const { data: order, error } = useGetOrderQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [retry, retrying] = useRetryRefundMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [isCancelOpen, setCancelOpen] = useState(false);
  return (
    <OpsPage
      title={t('orderTitle', { id })}
      actions={
        <Link to="/ops/orders" className="text-dark">
          {t('allOrders')}
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
              <dt>{t('status')}</dt>
              <dd data-testid="order-status">{order.status}</dd>
              <dt>{t('colStore')}</dt>
              <dd className="text-break">{order.store_name}</dd>
              <dt>{t('colBuyer')}</dt>
              <dd className="text-break">
                {order.name} · {order.email}
              </dd>
              <dt>{t('colTotal')}</dt>
              <dd>{format.price(order.total)}</dd>
              <dt>{t('payment')}</dt>
              <dd>
                #{order.payment.id} · {order.payment.method.toUpperCase()} · {order.payment.status}
              </dd>
              <dt>{t('refund')}</dt>
              <dd data-testid="refund-status">
                {order.refund ? `${order.refund.status} · ${format.price(order.refund.amount)}` : t('noRefund')}
                {order.refund?.reference && ` · ${order.refund.reference}`}
                {order.refund_error && order.refund?.status !== 'succeeded' && (
                  <div className="small text-danger">
                    {t('refundAttempts', { count: order.refund_attempts ?? 0, error: order.refund_error })}
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
                  onClick={() => void run(retry(order.id).unwrap(), t('refundRetried'))}
                >
                  {t('retryRefund')}
                </Button>
              )}
              {order.status !== 'cancelled' && (
                <Button variant="outline-danger" className="rounded-0" onClick={() => setCancelOpen(true)}>
                  {t('cancelOrder')}
                </Button>
              )}
            </div>
          </div>
          <div className="col-12 col-lg-6">
            <h2 className="h6">{t('items')}</h2>
            <ul className="small">
              {order.items.map((i) => (
                <li key={i.id} className="text-break">
                  {t('itemLine', { qty: i.qty, name: i.name, price: format.price(i.price) })}
                </li>
              ))}
            </ul>
            <h2 className="h6">{t('timeline')}</h2>
            <ol className="small ps-3">
              {order.timeline.map((e) => (
                <li key={e.id} className="text-break">
                  {t('timelineLine', {
                    date: format.dateTime(e.created_at),
                    to: e.to,
                    actor: e.actor_role,
                    note: e.note ? ` · ${e.note}` : '',
                  })}
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
      {isCancelOpen && order && (
        <ReasonDialog
          title={t('dialogOnOrder', { action: t('cancelOrder'), id: order.id })}
          confirmLabel={t('cancelOrder')}
          onHide={() => setCancelOpen(false)}
          isBusy={cancelling.isLoading}
          onConfirm={(reason) =>
            void run(cancel({ id: order.id, reason }).unwrap(), t('orderCancelled')).then(
              (ok) => ok && setCancelOpen(false),
            )
          }
        />
      )}
    </OpsPage>
  );
}
