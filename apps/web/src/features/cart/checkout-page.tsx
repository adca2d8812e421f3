import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router';
import { PAYMENT_METHODS, type CreateTransactionInput, type PaymentMethod } from '@rima/shared/api/orders';
import type { SlotChoice } from '@rima/shared/api/shipping';
import { formatIdr } from '@rima/shared/format';
import { MESSAGES } from '@rima/shared/messages';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage, isApiError } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateTransactionMutation } from '../orders/orders-api';
import { SELLERS_CANNOT_BUY } from './add-to-cart-button';
import { type Cart, useGetCartQuery } from './cart-api';
import { groupByStore } from './group-by-store';
import { AddressForm } from '../addresses/address-form';
import { DeliveryChoices, ShipTo } from '../shipping/delivery-choices';
import { useDeliveryParams } from '../shipping/delivery-params';
import { useT } from '../../lib/i18n';
import { shippingMessages } from '../shipping/i18n/messages';
import { SlotPicker } from '../shipping/slot-picker';
import './cart.css';
import '../addresses/addresses.css';
import '../shipping/shipping.css';

/** A random v4 UUID; crypto.randomUUID exists only in secure contexts (https, localhost), so fall back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per checkout attempt: a retry of the same body after a network failure or a 5xx reuses
 * it (so a lost answer never makes a second order); any other outcome ends the attempt.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const serialized = JSON.stringify(body);
      if (attempt.current?.body !== serialized) attempt.current = { key: newIdempotencyKey(), body: serialized };
      return attempt.current.key;
    },
    settle(error?: unknown) {
      const isRetryable = isApiError(error) && (error.statusCode === 0 || error.statusCode >= 500);
      if (!isRetryable) attempt.current = null;
    },
  };
}

export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const isSeller = userInfo?.role === 'seller';
  // Issue 15: the address comes from the address book; each store's service, slot and assembly are chosen here.
  const delivery = useDeliveryParams(!isSeller);
  const {
    data: cart,
    error,
    isLoading,
  } = useGetCartQuery(delivery.query, {
    skip: isSeller || delivery.isLoading,
  });
  const [createTransaction, { isLoading: isPlacing, isSuccess }] = useCreateTransactionMutation();
  const idempotency = useIdempotencyKey();
  const [slots, setSlots] = useState<Record<number, SlotChoice>>({});
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  const [tried, setTried] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const t = useT(shippingMessages);

  const stores = cart?.delivery?.stores ?? [];
  const problems = {
    address: delivery.address ? null : CHECKOUT_TEXT.needAddress,
    services: stores.filter((s) => s.service === null).map((s) => t('chooseService', { store: s.store_name })),
    slots: Object.fromEntries(
      stores
        .filter((s) => s.needs_slot && !slots[s.seller_id])
        .map((s) => [s.seller_id, t('chooseSlot', { store: s.store_name })]),
    ) as Record<number, string>,
    payment: payment ? null : CHECKOUT_TEXT.choosePayment,
  };
  const isReady =
    !problems.address &&
    problems.services.length === 0 &&
    Object.keys(problems.slots).length === 0 &&
    !problems.payment;

  async function handleCheckout() {
    setTried(true);
    if (!isReady || !delivery.address || !payment) return;
    const body: CreateTransactionInput = {
      address_id: delivery.address.id,
      payment_method: payment,
      deliveries: stores.map((s) => {
        const slot = slots[s.seller_id];
        return {
          seller_id: s.seller_id,
          service: s.service ?? 'pickup',
          ...(s.needs_slot && slot ? { slot } : {}),
          assembly: s.assembly,
        };
      }),
    };
    try {
      const result = await createTransaction({ body, idempotencyKey: idempotency.keyFor(body) }).unwrap();
      idempotency.settle();
      notify.success(`Order placed: ${result.orders.length === 1 ? '1 order' : `${result.orders.length} orders`}`);
      const to =
        result.payment.method === 'visa' ? `/payment/${result.payment.id}/card` : `/payment/${result.payment.id}`;
      await navigate(to, { replace: true });
    } catch (err) {
      idempotency.settle(err);
      notify.error(getErrorMessage(err));
    }
  }

  const busy = isPlacing || isSuccess;
  return (
    <>
      <PageBanner title="Checkout" subtitle="Where should we send it, and how will you pay?" />
      <section className="container pb-5">
        {isSeller ? (
          <Alert variant="light" className="border text-center py-4">
            {SELLERS_CANNOT_BUY}
          </Alert>
        ) : isLoading || delivery.isLoading ? (
          <div className="text-center py-5">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading cart</span>
            </Spinner>
          </div>
        ) : error || !cart ? (
          <Alert variant="danger">{getErrorMessage(error, 'Your cart could not be loaded.')}</Alert>
        ) : cart.items.length === 0 && !isSuccess ? (
          <div className="text-center py-5">
            <h2 className="fw-light">{MESSAGES.emptyCart}</h2>
            <Link to="/product" className="btn btn-dark rounded-0 mt-3 px-4">
              Continue Shopping
            </Link>
          </div>
        ) : (
          <div className="row g-5">
            <div className="col-lg-7">
              <h2 className="h4 fw-light mb-4">Shipping details</h2>
              {isAdding || delivery.addresses.length === 0 ? (
                <div className="address-card mb-4">
                  <h3 className="h6">{t('addAddress')}</h3>
                  <AddressForm
                    defaultRecipient={userInfo?.name ?? ''}
                    onSaved={(a) => {
                      setAdding(false);
                      delivery.setAddress(a.id);
                    }}
                    {...(delivery.addresses.length > 0 ? { onCancel: () => setAdding(false) } : {})}
                  />
                </div>
              ) : (
                <>
                  <ShipTo delivery={delivery} />
                  <button
                    type="button"
                    className="btn btn-link text-dark p-0 mb-3 small"
                    onClick={() => setAdding(true)}
                  >
                    + {t('addAddress')}
                  </button>
                </>
              )}
              {cart.delivery && <DeliveryChoices cart={cart} delivery={delivery} disabled={busy} />}
              {tried &&
                problems.services.map((p) => (
                  <p key={p} className="small text-danger">
                    {p}
                  </p>
                ))}
              {stores
                .filter((s) => s.needs_slot)
                .map((s) => (
                  <SlotPicker
                    key={s.seller_id}
                    sellerId={s.seller_id}
                    storeName={s.store_name}
                    value={slots[s.seller_id]}
                    onChange={(slot) => setSlots((all) => ({ ...all, [s.seller_id]: slot }))}
                    error={tried ? problems.slots[s.seller_id] : undefined}
                  />
                ))}
              <Form.Group className="mb-4" controlId="checkout-payment">
                <Form.Label>Payment method</Form.Label>
                <Form.Select
                  className="rounded-0"
                  isInvalid={tried && Boolean(problems.payment)}
                  value={payment}
                  onChange={(e) => setPayment(PAYMENT_METHODS.find((m) => m === e.target.value) ?? '')}
                >
                  <option value="" disabled>
                    Select…
                  </option>
                  {PAYMENT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {PAYMENT_LABELS[method]}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{problems.payment}</Form.Control.Feedback>
              </Form.Group>
              {tried && problems.address && <p className="small text-danger">{problems.address}</p>}
              <Button
                variant="dark"
                className="rounded-0 w-100 py-3"
                disabled={busy}
                onClick={() => void handleCheckout()}
              >
                {busy ? 'Placing your order…' : 'Check Out'}
              </Button>
              {userInfo?.email && (
                <p className="small text-muted mt-3">
                  Billing e-mail: {userInfo.email}. Use it with the order number to track your order.
                </p>
              )}
            </div>
            {/* Issue 17: on phones the summary comes first, above the 'Check Out' button */}
            <div className="col-lg-5 order-first order-lg-last">
              <OrderSummary cart={cart} />
              <Link to={`/cart?${delivery.search}`} className="small text-dark d-inline-block mt-3">
                Back to cart
              </Link>
            </div>
          </div>
        )}
      </section>
    </>
  );
}

const PAYMENT_LABELS = { visa: 'Visa', mandiri: 'Mandiri', bca: 'BCA' } as const;
const CHECKOUT_TEXT = {
  needAddress: 'Please add the address we deliver to',
  choosePayment: 'Choose a payment method',
} as const;

const SHIPPING_LABELS = { flat: 'Flat rate', free: 'Free shipping', pickup: 'Local pickup' } as const;

/** The order summary: items by store (one order each), then the server's subtotal, discount, shipping, total. */
export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="h4 fw-light mb-4">
        Your order
      </h2>
      {groupByStore(cart.items).map((group) => (
        <div key={group.sellerId} className="mb-3">
          <h3 className="h6 text-uppercase small text-muted">{group.storeName}</h3>
          <ul className="list-unstyled mb-0">
            {group.items.map((item) => (
              <li key={item.id} className="d-flex justify-content-between gap-3">
                <span>
                  {item.name} × {item.qty}
                </span>
                <span>{formatIdr(item.line_total)}</span>
              </li>
            ))}
            {cart.delivery?.stores
              .filter((s) => s.seller_id === group.sellerId && s.service !== null)
              .map((s) => (
                <li key="ship" className="d-flex justify-content-between gap-3 small text-muted">
                  <span>{s.services.find((x) => x.code === s.service)?.name}</span>
                  <span>{s.shipping === 0 ? 'Free' : formatIdr(s.shipping)}</span>
                </li>
              ))}
          </ul>
        </div>
      ))}
      <dl className="cart-totals__list border-top pt-3">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatIdr(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div>
            <dt>Discount{cart.coupon ? ` (${cart.coupon.code})` : ''}</dt>
            <dd>−{formatIdr(cart.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping{cart.delivery ? '' : ` (${SHIPPING_LABELS[cart.shipping_method]})`}</dt>
          <dd>{cart.shipping === 0 ? 'Free' : formatIdr(cart.shipping)}</dd>
        </div>
        {cart.delivery && cart.delivery.assembly_fee > 0 && (
          <div>
            <dt>Assembly</dt>
            <dd data-testid="checkout-assembly">{formatIdr(cart.delivery.assembly_fee)}</dd>
          </div>
        )}
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatIdr(cart.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
