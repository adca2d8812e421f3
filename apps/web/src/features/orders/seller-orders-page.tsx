import Alert from 'react-bootstrap/Alert';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import { SELLER_ORDER_FILTERS } from '@rima/shared/api/orders';
import { formatIdr } from '@rima/shared/format';
import { MESSAGES } from '@rima/shared/messages';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { OpenStoreHint } from '../seller/open-store-hint';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderSlotLine } from '../shipping/order-delivery';
import { OrderActions, sellerActionsFor } from './order-actions';
import { OrderStatusBadge } from './order-status';
import { formatDateTime } from './order-timeline';
import { type OrderSummary, useListSellerOrdersQuery } from './orders-api';
import './orders.css';
import { COURIER_LABELS } from '@rima/shared/constants';

type Filter = (typeof SELLER_ORDER_FILTERS)[number];
// spec §2: the dropdown's entries All, Archive, Sold Out
const FILTER_LABELS: Record<Filter, string> = { all: 'All', archive: 'Archive', soldout: 'Sold Out' };

/** /admin/my-order: the orders of my store only, filtered All / Archive / Sold Out, with their next steps. */
export default function SellerOrdersPage() {
  useDocumentTitle('My Order');
  const [params, setParams] = useSearchParams();
  const filter = SELLER_ORDER_FILTERS.find((f) => f === params.get('filter')) ?? 'all';
  // spec: any logged-in user may open this page; a customer has no store, so no call (issue 17).
  const isSeller = useAppSelector((s) => s.auth.userInfo?.role === 'seller');
  const { data: orders, error, isLoading, isFetching } = useListSellerOrdersQuery({ filter }, { skip: !isSeller });
  return (
    <>
      <PageBanner title="My Order" subtitle="Orders for your store" />
      <section className="container pb-5">
        <div className="d-flex justify-content-end mb-4">
          <Dropdown onSelect={(key) => key && setParams(key === 'all' ? {} : { filter: key }, { replace: true })}>
            <Dropdown.Toggle variant="outline-dark" className="rounded-0" id="seller-order-filter">
              {FILTER_LABELS[filter]}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {SELLER_ORDER_FILTERS.map((f) => (
                <Dropdown.Item key={f} eventKey={f} active={f === filter}>
                  {FILTER_LABELS[f]}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        </div>
        {!isSeller ? (
          <>
            <h2 className="fw-light text-center py-5">{MESSAGES.noTransactions}</h2>
            <OpenStoreHint />
          </>
        ) : isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading orders</span>
            </Spinner>
          </div>
        ) : error || !orders ? (
          <Alert variant="danger">{getErrorMessage(error, 'Your orders could not be loaded.')}</Alert>
        ) : orders.length === 0 ? (
          <h2 className="fw-light text-center py-5">{MESSAGES.noTransactions}</h2>
        ) : (
          <ul className="list-unstyled" aria-busy={isFetching}>
            {orders.map((order) => (
              <li key={order.id}>
                <SellerOrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function SellerOrderCard({ order }: { order: OrderSummary }) {
  return (
    <article className="order-card" aria-label={`Order #${order.id}`}>
      <header className="d-flex flex-wrap justify-content-between gap-2 mb-2">
        <div>
          <strong>Order #{order.id}</strong> · for {order.name}
          <div className="small text-muted">{formatDateTime(order.created_at)}</div>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="list-unstyled mb-2">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.name} × {item.qty} <span className="text-muted">({formatIdr(item.line_total)})</span>
          </li>
        ))}
      </ul>
      {(order.service || order.delivery_slot) && <OrderSlotLine order={order} />}
      {order.tracking_number && (
        <p className="small mb-2">
          {order.courier ? `${COURIER_LABELS[order.courier]} tracking number` : 'Tracking number'}:{' '}
          {order.tracking_number}
        </p>
      )}
      <footer className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span>
          Total <strong>{formatIdr(order.total)}</strong>
        </span>
        <span className="d-flex flex-wrap gap-2">
          <OrderActions orderId={order.id} actions={sellerActionsFor(order.status)} actor="seller" size="sm" />
          <Link to={`/order/${order.id}`} className="btn btn-outline-dark btn-sm rounded-0">
            Details
          </Link>
        </span>
      </footer>
    </article>
  );
}
