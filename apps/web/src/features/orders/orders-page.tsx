import Alert from 'react-bootstrap/Alert';
import Nav from 'react-bootstrap/Nav';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import type { OrderTab } from '@rima/shared/api/orders';
import { PageBanner } from '../../components/layout/page-banner';
import { ListLoading } from '../../components/list-states';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ReviewLink } from './order-items';
import { OrderStatusBadge } from './order-status';
import { type OrderSummary, useListBuyerOrdersQuery } from './orders-api';
import { ordersMessages } from './i18n/messages';
import './orders.css';

// In Indonesian the tabs shoppers know — Belum Bayar, Dikemas, Dikirim, Selesai, Dibatalkan.
const TABS: OrderTab[] = ['waiting', 'packed', 'shipped', 'done', 'cancelled'];

export default function OrdersPage() {
  const t = useT(ordersMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('myOrders'));
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? TABS[0];
  const { data: orders, error, isLoading } = useListBuyerOrdersQuery(tab ? { tab } : undefined);
  return (
    <>
      <PageBanner title={t('myOrders')} subtitle={t('myOrdersSubtitle')} />
      <section className="container pb-5">
        <Nav
          variant="underline"
          className="order-tabs mb-4 flex-nowrap overflow-auto"
          activeKey={tab}
          onSelect={(key) => key && setParams({ tab: key }, { replace: true })}
          role="tablist"
        >
          {TABS.map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key} role="tab" aria-selected={key === tab} className="text-nowrap">
                {t(`tab.${key}`)}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <div role="tabpanel" aria-label={tab && t(`tab.${tab}`)}>
          {isLoading ? (
            <ListLoading label={t('loadingOrders')} />
          ) : error || !orders ? (
            <Alert variant="danger">{errorText(error, t('ordersFailed'))}</Alert>
          ) : orders.length === 0 ? (
            <p className="text-muted text-center py-5">{tab && t(`empty.${tab}`)}</p>
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
  const t = useT(ordersMessages);
  const { price, dateTime } = useFormat();
  const [first, ...more] = order.items;
  return (
    <article className="order-card" aria-label={t('orderN', { id: order.id })}>
      <header className="d-flex flex-wrap justify-content-between gap-2 mb-2">
        <div>
          {rich(t('orderFrom', { id: order.id, store: order.store_name }), {
            strong: (text) => <strong>{text}</strong>,
          })}
          <div className="small text-muted">{dateTime(order.created_at)}</div>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {first && (
        <p className="mb-2">
          {more.length > 0
            ? rich(t('itemQtyMore', { name: first.name, qty: first.qty, count: more.length }), {
                muted: (text) => <span className="text-muted">{text}</span>,
              })
            : t('itemQty', { name: first.name, qty: first.qty })}
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
        <span>{rich(t('total', { amount: price(order.total) }), { strong: (text) => <strong>{text}</strong> })}</span>
        <span className="d-flex gap-2">
          {order.status === 'awaiting_payment' && (
            <Link to={`/payment/${order.payment_id}`} className="btn btn-dark btn-sm rounded-0">
              {t('payNow')}
            </Link>
          )}
          <Link to={`/order/${order.id}`} className="btn btn-outline-dark btn-sm rounded-0">
            {t('viewDetails')}
          </Link>
        </span>
      </footer>
    </article>
  );
}
