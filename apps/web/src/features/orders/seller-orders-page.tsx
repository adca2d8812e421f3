import Alert from 'react-bootstrap/Alert';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { SELLER_ORDER_FILTERS } from '@rima/shared/api/orders';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { OpenStoreHint } from '../products';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderSlotLine } from '../shipping';
import { FulfilBar } from './fulfil-bar';
import { OrderActions, sellerActionsFor } from './order-actions';
import { preselectedCourier } from './ship-many-dialog';
import { VariantLine } from './order-items';
import { OrderStatusBadge, useTrackingLabel } from './order-status';
import { type OrderSummary, useListSellerOrdersQuery } from './orders-api';
import { ordersMessages } from './i18n/messages';
import './orders.css';

type Filter = (typeof SELLER_ORDER_FILTERS)[number];
// spec §2: the dropdown's entries All, Archive, Sold Out (`filter.<name>`)
const filterKey = (filter: Filter) => `filter.${filter}` as const;

/** /admin/my-order: the orders of my store only, filtered All / Archive / Sold Out, with their next steps. */
export default function SellerOrdersPage() {
  const t = useT(ordersMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('myOrder'));
  const [params, setParams] = useSearchParams();
  const filter = SELLER_ORDER_FILTERS.find((f) => f === params.get('filter')) ?? 'all';
  // spec: any logged-in user may open this page; a customer has no store, so no call.
  const isSeller = useAppSelector((s) => s.auth.userInfo?.role === 'seller');
  const { data: orders, error, isLoading, isFetching } = useListSellerOrdersQuery({ filter }, { skip: !isSeller });
  // Picked for batch fulfilment; only orders still in the store's hands can be picked.
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const pickable = (orders ?? []).filter((o) => FULFILLABLE.has(o.status));
  const selected = pickable.filter((o) => picked.has(o.id));
  const isAllPicked = pickable.length > 0 && selected.length === pickable.length;
  const toggle = (id: number) =>
    setPicked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <PageBanner title={t('myOrder')} subtitle={t('sellerSubtitle')} />
      <section className="container pb-5">
        <div className="d-flex justify-content-end mb-4">
          <Dropdown onSelect={(key) => key && setParams(key === 'all' ? {} : { filter: key }, { replace: true })}>
            <Dropdown.Toggle variant="outline-dark" className="rounded-0" id="seller-order-filter">
              {t(filterKey(filter))}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {SELLER_ORDER_FILTERS.map((f) => (
                <Dropdown.Item key={f} eventKey={f} active={f === filter}>
                  {t(filterKey(f))}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        </div>
        {!isSeller ? (
          <>
            <h2 className="fw-light text-center py-5">{t('noTransactions')}</h2>
            <OpenStoreHint />
          </>
        ) : isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">{t('loadingOrders')}</span>
            </Spinner>
          </div>
        ) : error || !orders ? (
          <Alert variant="danger">{errorText(error, t('ordersFailed'))}</Alert>
        ) : orders.length === 0 ? (
          <h2 className="fw-light text-center py-5">{t('noTransactions')}</h2>
        ) : (
          <>
            {pickable.length > 0 && (
              <Form.Check
                id="seller-orders-pick-all"
                className="mb-2 seller-orders__pick-all"
                label={t('selectAllOrders')}
                checked={isAllPicked}
                onChange={() => setPicked(isAllPicked ? new Set() : new Set(pickable.map((o) => o.id)))}
              />
            )}
            <FulfilBar orders={selected} onClear={() => setPicked(new Set())} />
            <ul className="list-unstyled" aria-busy={isFetching}>
              {orders.map((order) => (
                <li key={order.id}>
                  <SellerOrderCard
                    order={order}
                    isPicked={picked.has(order.id)}
                    onPick={FULFILLABLE.has(order.status) ? () => toggle(order.id) : undefined}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

/** Orders a batch can process, print or ship. */
const FULFILLABLE = new Set(['paid', 'processing', 'shipped']);

type CardProps = { order: OrderSummary; isPicked: boolean; onPick: (() => void) | undefined };

function SellerOrderCard({ order, isPicked, onPick }: CardProps) {
  const t = useT(ordersMessages);
  const { price, dateTime } = useFormat();
  const trackingLabel = useTrackingLabel();
  const strong = (text: string) => <strong>{text}</strong>;
  return (
    <article className="order-card" aria-label={t('orderN', { id: order.id })}>
      <header className="d-flex flex-wrap justify-content-between gap-2 mb-2">
        <div className="d-flex gap-2 align-items-start">
          {onPick && (
            <Form.Check
              id={`pick-order-${order.id}`}
              className="order-card__pick"
              checked={isPicked}
              onChange={onPick}
              aria-label={t('pickOrder', { id: order.id })}
            />
          )}
          <div>
            {rich(t('orderFor', { id: order.id, name: order.name }), { strong })}
            <div className="small text-muted">{dateTime(order.created_at)}</div>
          </div>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="list-unstyled mb-2">
        {order.items.map((item) => (
          <li key={item.id}>
            {rich(t('lineTotal', { name: item.name, qty: item.qty, amount: price(item.line_total) }), {
              muted: (text) => <span className="text-muted">{text}</span>,
            })}
            <VariantLine item={item} />
          </li>
        ))}
      </ul>
      {(order.service || order.delivery_slot) && <OrderSlotLine order={order} />}
      {order.tracking_number && (
        <p className="small mb-2">
          {trackingLabel(order.courier)}: {order.tracking_number}
        </p>
      )}
      <footer className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span>{rich(t('total', { amount: price(order.total) }), { strong })}</span>
        <span className="d-flex flex-wrap gap-2">
          <OrderActions
            orderId={order.id}
            actions={sellerActionsFor(order.status)}
            actor="seller"
            size="sm"
            defaultCourier={preselectedCourier(order) || null}
          />
          <Link to={`/order/${order.id}`} className="btn btn-outline-dark btn-sm rounded-0">
            {t('details')}
          </Link>
        </span>
      </footer>
    </article>
  );
}
