import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderItems } from './order-items';
import { OrderStatusBadge, useTrackingLabel } from './order-status';
import { OrderTimeline } from './order-timeline';
import { useTrackOrderQuery } from './orders-api';
import { ordersMessages } from './i18n/messages';
import './orders.css';

/** /order/tracking/detail/:id?email=…: the order's status and timeline for whoever knows the pair. */
export default function TrackingDetailPage() {
  const t = useT(ordersMessages);
  const errorText = useErrorText();
  const { price, dateTime } = useFormat();
  const trackingLabel = useTrackingLabel();
  useDocumentTitle(t('trackingDetail'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const canLookUp = /^\d{1,9}$/.test(id) && email !== '';
  const { data: order, error, isLoading } = useTrackOrderQuery({ order_id: id, email }, { skip: !canLookUp });
  return (
    <>
      <PageBanner title={t('trackingDetail')} subtitle={canLookUp ? t('orderN', { id }) : undefined} />
      <section className="container pb-5" style={{ maxWidth: 760 }}>
        {!canLookUp ? (
          <Alert variant="light" className="border">
            {rich(t('trackingEnter'), { link: (text) => <Link to="/order/tracking">{text}</Link> })}
          </Alert>
        ) : isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('lookingUp')}</span>
            </Spinner>
          </div>
        ) : error || !order ? (
          <Alert variant="danger">
            {errorText(error, t('orderNotFound'))} <Link to="/order/tracking">{t('tryAnother')}</Link>
          </Alert>
        ) : (
          <>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
              <h2 className="h4 fw-light mb-0">{t('orderAtStore', { id: order.id, store: order.store_name })}</h2>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-muted small">
              {t('placedTotal', { date: dateTime(order.created_at), amount: price(order.total) })}
              {order.tracking_number && (
                <>
                  {' · '}
                  {rich(t('trackingLine', { label: trackingLabel(order.courier), number: order.tracking_number }), {
                    strong: (text) => <strong className="text-dark">{text}</strong>,
                  })}
                </>
              )}
            </p>
            <OrderItems items={order.items} />
            <h3 className="h5 fw-light mt-4">{t('timeline')}</h3>
            <OrderTimeline events={order.timeline} />
          </>
        )}
      </section>
    </>
  );
}
