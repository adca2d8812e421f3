import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useParams } from 'react-router';
import { formatIdr, formatPhone } from '@rima/shared/format';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatSellerButton } from '../chat/chat-seller-button';
import { OrderDelivery } from '../shipping/order-delivery';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { OrderRefund } from './order-refund';
import { OrderStatusBadge } from './order-status';
import { OrderTimeline, formatDateTime } from './order-timeline';
import { type OrderDetail, useGetOrderQuery } from './orders-api';
import './orders.css';
import { COURIER_LABELS } from '@rima/shared/constants';

const SHIPPING_LABELS = {
  flat: 'Flat rate',
  free: 'Free shipping',
  pickup: 'Local pickup',
  courier: 'Courier',
} as const;
const METHOD_LABELS = { visa: 'Visa', mandiri: 'Mandiri virtual account', bca: 'BCA virtual account' } as const;

export default function OrderDetailPage() {
  const id = Number(useParams().id);
  useDocumentTitle(`Order #${id}`);
  const { data: order, error, isLoading } = useGetOrderQuery(id, { skip: !Number.isInteger(id) });
  if (!Number.isInteger(id)) return <Navigate to="/error" replace />;
  return (
    <>
      <PageBanner title={`Order #${id}`} subtitle="Items, payment, delivery and every step so far" />
      <section className="container pb-5">
        {isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading order</span>
            </Spinner>
          </div>
        ) : error || !order ? (
          <Alert variant="danger">{getErrorMessage(error, 'This order could not be found.')}</Alert>
        ) : (
          <OrderDetailView order={order} />
        )}
      </section>
    </>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const userId = useAppSelector((s) => s.auth.userInfo?.id);
  const actor = userId === order.seller_id ? 'seller' : 'buyer';
  return (
    <div className="row g-5">
      <div className="col-lg-7">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="h4 fw-light mb-0">
            {order.store_name} <OrderStatusBadge status={order.status} />
          </h2>
          <span className="small text-muted">Placed {formatDateTime(order.created_at)}</span>
        </div>
        {actor === 'buyer' && (
          <ChatSellerButton sellerId={order.seller_id} productId={order.items[0]?.product_id} className="mb-3" />
        )}
        <OrderItems items={order.items} canReview={order.status === 'completed' && actor === 'buyer'} />
        <dl className="order-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatIdr(order.subtotal)}</dd>
          </div>
          {order.discount > 0 && (
            <div>
              <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
              <dd>−{formatIdr(order.discount)}</dd>
            </div>
          )}
          <div>
            <dt>Shipping ({order.service?.name ?? SHIPPING_LABELS[order.shipping_method]})</dt>
            <dd>{order.shipping === 0 ? 'Free' : formatIdr(order.shipping)}</dd>
          </div>
          {order.assembly_fee > 0 && (
            <div>
              <dt>Assembly</dt>
              <dd>{formatIdr(order.assembly_fee)}</dd>
            </div>
          )}
          <div className="order-totals__total">
            <dt>Total</dt>
            <dd data-testid="order-total">{formatIdr(order.total)}</dd>
          </div>
        </dl>
        {order.status === 'awaiting_payment' && actor === 'buyer' && (
          <Link to={`/payment/${order.payment_id}`} className="btn btn-dark rounded-0 me-2 mb-2">
            Pay now
          </Link>
        )}
        <OrderActions orderId={order.id} actions={order.actions} actor={actor} />
        {order.cancel_reason && <p className="mt-3">Cancellation reason: {order.cancel_reason}</p>}
      </div>
      <div className="col-lg-5">
        <h2 className="h5 fw-light">Delivery</h2>
        <address className="mb-4">
          {order.name}
          <br />
          <span className="text-pre-line">{order.address}</span>
          <br />
          {formatPhone(order.phone_code, order.phone)}
          {order.tracking_number && (
            <>
              <br />
              {order.courier ? `${COURIER_LABELS[order.courier]} tracking number` : 'Tracking number'}:{' '}
              <strong>{order.tracking_number}</strong>
            </>
          )}
        </address>
        <OrderDelivery order={order} actor={actor} />
        <h2 className="h5 fw-light">Payment</h2>
        <p className="mb-4">
          {METHOD_LABELS[order.payment.method]} · {formatIdr(order.payment.amount)} ·{' '}
          {order.payment.status === 'paid' && order.payment.paid_at
            ? `paid ${formatDateTime(order.payment.paid_at)}`
            : order.payment.status}
          {order.payment.va_number && <span className="d-block small text-muted">VA {order.payment.va_number}</span>}
        </p>
        {order.refund && <OrderRefund refund={order.refund} method={order.payment.method} />}
        <h2 className="h5 fw-light">Timeline</h2>
        <OrderTimeline events={order.timeline} />
      </div>
    </div>
  );
}
