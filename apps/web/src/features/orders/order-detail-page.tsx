import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useParams } from 'react-router';
import { Link } from '../../lib/link';
import { formatPhone } from '@rima/shared/format';
import {
  LEGACY_PAYMENT_METHODS,
  PAYMENT_METHOD_NAMES,
  canonicalMethod,
  type PaymentMethodCode,
} from '@rima/shared/endpoints/payment-methods';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatSellerButton } from '../chat';
import { OrderComplaints } from '../complaints';
import { OrderDelivery } from '../shipping';
import { OrderActions } from './order-actions';
import { preselectedCourier } from './ship-many-dialog';
import { OrderItems } from './order-items';
import { OrderRefund } from './order-refund';
import { OrderStatusBadge, useTrackingLabel } from './order-status';
import { OrderTimeline } from './order-timeline';
import { type OrderDetail, useGetOrderQuery } from './orders-api';
import { ordersMessages } from './i18n/messages';
import './orders.css';

const isLegacyMethod = (m: string): m is (typeof LEGACY_PAYMENT_METHODS)[number] =>
  (LEGACY_PAYMENT_METHODS as readonly string[]).includes(m);

export default function OrderDetailPage() {
  const t = useT(ordersMessages);
  const errorText = useErrorText();
  const id = Number(useParams().id);
  useDocumentTitle(t('orderN', { id }));
  const { data: order, error, isLoading } = useGetOrderQuery(id, { skip: !Number.isInteger(id) });
  if (!Number.isInteger(id)) return <Navigate to="/error" replace />;
  return (
    <>
      <PageBanner title={t('orderN', { id })} subtitle={t('detailSubtitle')} />
      <section className="container pb-5">
        {isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('loadingOrder')}</span>
            </Spinner>
          </div>
        ) : error || !order ? (
          <Alert variant="danger">{errorText(error, t('orderMissing'))}</Alert>
        ) : (
          <OrderDetailView order={order} />
        )}
      </section>
    </>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const t = useT(ordersMessages);
  // The brands as they are; the card and Mandiri's bill payment are words, in the page's language.
  const methodName = (code: PaymentMethodCode) =>
    code === 'card' || code === 'mandiri_bill' ? t(`method.${code}`) : PAYMENT_METHOD_NAMES[code];
  const { price, dateTime } = useFormat();
  const trackingLabel = useTrackingLabel();
  const userId = useAppSelector((s) => s.auth.userInfo?.id);
  const actor = userId === order.seller_id ? 'seller' : 'buyer';
  return (
    <div className="row g-5">
      <div className="col-lg-7">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="h4 fw-light mb-0">
            {order.store_name} <OrderStatusBadge status={order.status} />
          </h2>
          <span className="small text-muted">{t('placed', { date: dateTime(order.created_at) })}</span>
        </div>
        {actor === 'buyer' && (
          <ChatSellerButton sellerId={order.seller_id} productId={order.items[0]?.product_id} className="mb-3" />
        )}
        <OrderItems items={order.items} canReview={order.status === 'completed' && actor === 'buyer'} />
        <dl className="order-totals">
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>{price(order.subtotal)}</dd>
          </div>
          {order.discount > 0 && (
            <div>
              <dt>{order.coupon_code ? t('discountCode', { code: order.coupon_code }) : t('discount')}</dt>
              <dd>−{price(order.discount)}</dd>
            </div>
          )}
          <div>
            <dt>
              {t('shippingVia', {
                method:
                  order.service && order.service.code !== 'pickup'
                    ? order.service.name
                    : t(order.service ? 'shipping.pickup' : `shipping.${order.shipping_method}`),
              })}
            </dt>
            <dd>{order.shipping === 0 ? t('free') : price(order.shipping)}</dd>
          </div>
          {order.assembly_fee > 0 && (
            <div>
              <dt>{t('assembly')}</dt>
              <dd>{price(order.assembly_fee)}</dd>
            </div>
          )}
          <div className="order-totals__total">
            <dt>{t('totalLabel')}</dt>
            <dd data-testid="order-total">{price(order.total)}</dd>
          </div>
        </dl>
        {order.status === 'awaiting_payment' && actor === 'buyer' && (
          <Link to={`/payment/${order.payment_id}`} className="btn btn-dark rounded-0 me-2 mb-2">
            {t('payNow')}
          </Link>
        )}
        {order.ship_by && (
          <p className="small mb-2" data-testid="order-ship-by">
            {t('shipBy', { date: order.ship_by })}
          </p>
        )}
        {order.late && (
          <Alert variant="warning" className="rounded-0" data-testid="order-late">
            {t(
              actor === 'buyer' && order.actions.includes('cancelled')
                ? 'lateCancel'
                : order.shipped_at
                  ? 'lateShipped'
                  : 'late',
              { date: order.ship_by ?? '' },
            )}
          </Alert>
        )}
        <OrderActions
          orderId={order.id}
          actions={order.actions}
          actor={actor}
          defaultCourier={preselectedCourier(order) || null}
        />
        <OrderComplaints order={order} actor={actor} />
        {order.cancel_reason && <p className="mt-3">{t('cancelReason', { reason: order.cancel_reason })}</p>}
      </div>
      <div className="col-lg-5">
        <h2 className="h5 fw-light">{t('delivery')}</h2>
        <address className="mb-4">
          {order.name}
          <br />
          <span className="text-pre-line">{order.address}</span>
          <br />
          {formatPhone(order.phone_code, order.phone)}
          {order.tracking_number && (
            <>
              <br />
              {trackingLabel(order.courier)}: <strong>{order.tracking_number}</strong>
            </>
          )}
        </address>
        <OrderDelivery order={order} actor={actor} />
        <h2 className="h5 fw-light">{t('payment')}</h2>
        <p className="mb-4">
          {isLegacyMethod(order.payment.method)
            ? t(`method.${order.payment.method}`)
            : methodName(canonicalMethod(order.payment.method))}{' '}
          · {price(order.payment.amount)} ·{' '}
          {order.payment.status === 'paid' && order.payment.paid_at
            ? t('paidAt', { date: dateTime(order.payment.paid_at) })
            : t(`paymentStatus.${order.payment.status}`)}
          {order.payment.va_number && (
            <span className="d-block small text-muted">{t('va', { number: order.payment.va_number })}</span>
          )}
        </p>
        {order.refund && <OrderRefund refund={order.refund} method={order.payment.method} />}
        <h2 className="h5 fw-light">{t('timeline')}</h2>
        <OrderTimeline events={order.timeline} />
      </div>
    </div>
  );
}
