import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatIdr } from '@rima/shared/format';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status';
import { OrderTimeline, formatDateTime } from './order-timeline';
import { useTrackOrderQuery } from './orders-api';
import './orders.css';
import { COURIER_LABELS } from '@rima/shared/constants';

/** /order/tracking/detail/:id?email=…: the order's status and timeline for whoever knows the pair. */
export default function TrackingDetailPage() {
  useDocumentTitle('Tracking detail');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const canLookUp = /^\d{1,9}$/.test(id) && email !== '';
  const { data: order, error, isLoading } = useTrackOrderQuery({ order_id: id, email }, { skip: !canLookUp });
  return (
    <>
      <PageBanner title="Tracking detail" subtitle={canLookUp ? `Order #${id}` : undefined} />
      <section className="container pb-5" style={{ maxWidth: 760 }}>
        {!canLookUp ? (
          <Alert variant="light" className="border">
            Enter your order ID and billing e-mail on the <Link to="/order/tracking">Order Tracking</Link> page.
          </Alert>
        ) : isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Looking up your order</span>
            </Spinner>
          </div>
        ) : error || !order ? (
          <Alert variant="danger">
            {getErrorMessage(error, 'Order not found')}{' '}
            <Link to="/order/tracking">Try another order ID or e-mail.</Link>
          </Alert>
        ) : (
          <>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
              <h2 className="h4 fw-light mb-0">
                Order #{order.id} · {order.store_name}
              </h2>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-muted small">
              Placed {formatDateTime(order.created_at)} · total {formatIdr(order.total)}
              {order.tracking_number && (
                <>
                  {' '}
                  · {order.courier ? `${COURIER_LABELS[order.courier]} ` : ''}tracking number{' '}
                  <strong className="text-dark">{order.tracking_number}</strong>
                </>
              )}
            </p>
            <OrderItems items={order.items} />
            <h3 className="h5 fw-light mt-4">Timeline</h3>
            <OrderTimeline events={order.timeline} />
          </>
        )}
      </section>
    </>
  );
}
