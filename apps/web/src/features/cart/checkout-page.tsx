import { useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CreateTransactionBody } from '@rima/shared/api/orders';
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
import { rememberCheckout, useCheckoutDefaults } from './checkout-defaults';
import { CheckoutForm } from './checkout-form';
import { groupByStore } from './group-by-store';
import { readShipping } from './shipping-param';
import './cart.css';

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
  const [params] = useSearchParams();
  const shipping = readShipping(params);
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const isSeller = userInfo?.role === 'seller';
  const { data: cart, error, isLoading } = useGetCartQuery({ shipping }, { skip: isSeller });
  const [createTransaction, { isLoading: isPlacing, isSuccess }] = useCreateTransactionMutation();
  const idempotency = useIdempotencyKey();
  const defaults = useCheckoutDefaults(userInfo?.id, isSeller);

  async function handleCheckout(body: CreateTransactionBody) {
    try {
      const result = await createTransaction({ body, idempotencyKey: idempotency.keyFor(body) }).unwrap();
      idempotency.settle();
      if (userInfo) {
        const { name, address, phone_code, phone } = body;
        rememberCheckout(userInfo.id, { name, address, phone_code, phone });
      }
      notify.success(`Order placed: ${result.orders.length === 1 ? '1 order' : `${result.orders.length} orders`}`);
      const to =
        result.payment.method === 'visa' ? `/payment/${result.payment.id}/card` : `/payment/${result.payment.id}`;
      await navigate(to, { replace: true });
    } catch (err) {
      idempotency.settle(err);
      notify.error(getErrorMessage(err));
    }
  }

  return (
    <>
      <PageBanner title="Checkout" subtitle="Where should we send it, and how will you pay?" />
      <section className="container pb-5">
        {isSeller ? (
          <Alert variant="light" className="border text-center py-4">
            {SELLERS_CANNOT_BUY}
          </Alert>
        ) : isLoading ? (
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
              <h2 className="h4 fw-light mb-4">Billing details</h2>
              <CheckoutForm
                shipping={cart.shipping_method}
                defaultName={userInfo?.name ?? ''}
                defaults={defaults}
                onSubmit={handleCheckout}
                disabled={isPlacing || isSuccess}
              />
              {userInfo?.email && (
                <p className="small text-muted mt-3">
                  Billing e-mail: {userInfo.email}. Use it with the order number to track your order.
                </p>
              )}
            </div>
            {/* Issue 17: on phones the summary comes first, above the 'Check Out' button */}
            <div className="col-lg-5 order-first order-lg-last">
              <OrderSummary cart={cart} />
              <Link to={`/cart?shipping=${cart.shipping_method}`} className="small text-dark d-inline-block mt-3">
                Back to cart
              </Link>
            </div>
          </div>
        )}
      </section>
    </>
  );
}

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
          <dt>Shipping ({SHIPPING_LABELS[cart.shipping_method]})</dt>
          <dd>{cart.shipping === 0 ? 'Free' : formatIdr(cart.shipping)}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatIdr(cart.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
