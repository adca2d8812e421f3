import Alert from 'react-bootstrap/Alert';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import type { OrderTab } from '@rima/shared/api/orders';
import { formatIdr } from '@rima/shared/format';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ReviewLink } from './order-items';
import { OrderStatusBadge } from './order-status';
import { formatDateTime } from './order-timeline';
import { type OrderSummary, useListBuyerOrdersQuery } from './orders-api';
import './orders.css';

const TABS: { key: OrderTab; label: string; empty: string }[] = [
  { key: 'waiting', label: 'Waiting for payment', empty: 'No order is waiting for payment.' },
  { key: 'packed', label: 'Packed', empty: 'No order is being packed.' },
  { key: 'shipped', label: 'Shipped', empty: 'No order is on its way.' },
  { key: 'done', label: 'Done', empty: 'No completed order yet.' },
  { key: 'cancelled', label: 'Cancelled', empty: 'No cancelled order.' },
];

export default function OrdersPage() {
  useDocumentTitle('My Orders');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  const { data: orders, error, isLoading } = useListBuyerOrdersQuery(tab ? { tab: tab.key } : undefined);
  return (
    <>
      <PageBanner title="My Orders" subtitle="Follow your orders from payment to your door" />
      <section className="container pb-5">
        <Nav
          variant="underline"
          className="order-tabs mb-4 flex-nowrap overflow-auto"
          activeKey={tab?.key}
          onSelect={(key) => key && setParams({ tab: key }, { replace: true })}
          role="tablist"
        >
          {TABS.map((t) => (
            <Nav.Item key={t.key}>
              <Nav.Link eventKey={t.key} role="tab" aria-selected={t.key === tab?.key} className="text-nowrap">
                {t.label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <div role="tabpanel" aria-label={tab?.label}>
          {isLoading ? (
            <div className="text-center py-5">
              <Spinner animation="border" role="status">
                <span className="visually-hidden">Loading orders</span>
              </Spinner>
            </div>
          ) : error || !orders ? (
            <Alert variant="danger">{getErrorMessage(error, 'Your orders could not be loaded.')}</Alert>
          ) : orders.length === 0 ? (
            <p className="text-muted text-center py-5">{tab?.empty}</p>
          ) : (
            <ul className="list-unstyled">
              {orders.map((order) => (
                <li key={order.id}>
                  <BuyerOrderCard order={order} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

function BuyerOrderCard({ order }: { order: OrderSummary }) {
  const [first, ...more] = order.items;
  return (
    <article className="order-card" aria-label={`Order #${order.id}`}>
      <header className="d-flex flex-wrap justify-content-between gap-2 mb-2">
        <div>
          <strong>Order #{order.id}</strong> · {order.store_name}
          <div className="small text-muted">{formatDateTime(order.created_at)}</div>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {first && (
        <p className="mb-2">
          {first.name} × {first.qty}
          {more.length > 0 && <span className="text-muted"> and {more.length} more</span>}
        </p>
      )}
      {order.status === 'completed' && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
          {order.items
            .filter((item) => item.product_id > 0)
            .map((item) => (
              <li key={item.id}>
                <ReviewLink item={item} />
              </li>
            ))}
        </ul>
      )}
      <footer className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span>
          Total <strong>{formatIdr(order.total)}</strong>
        </span>
        <span className="d-flex gap-2">
          {order.status === 'awaiting_payment' && (
            <Link to={`/payment/${order.payment_id}`} className="btn btn-dark btn-sm rounded-0">
              Pay now
            </Link>
          )}
          <Link to={`/order/${order.id}`} className="btn btn-outline-dark btn-sm rounded-0">
            View details
          </Link>
        </span>
      </footer>
    </article>
  );
}
