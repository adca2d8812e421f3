import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link';
import type { CreateTransactionInput } from '@rima/shared/api/orders';
import { type PaymentMethodCode, canonicalMethod } from '@rima/shared/endpoints/payment-methods';
import type { SlotChoice } from '@rima/shared/api/shipping';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { isApiError } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateTransactionMutation } from '../orders/orders-api';
import { PaymentMethodField } from '../payment';
import { type Cart, useGetCartQuery } from './cart-api';
import { CartGate, EmptyCart } from './cart-states';
import { StoreHolidayNotice } from './store-holiday-notice';
import { useVoucherChoice, VoucherPicker, VoucherTotalLine } from './voucher-picker';
import { lineName, variantText } from '../../lib/line-text';
import { groupByStore } from './group-by-store';
import { cartMessages } from './i18n/messages';
import { AddressForm } from '../addresses';
import { useFormat, useLanguage, useT } from '../../lib/i18n';
import { DeliveryChoices, ShipTo, shippingMessages, SlotPicker, useDeliveryParams } from '../shipping';
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
  const t = useT(cartMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('checkout'));
  const navigate = useNavigate();
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const isSeller = userInfo?.role === 'seller';
  // The address comes from the address book; each store's service, slot and assembly are chosen here.
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
  // Keyed by store and service: another service promises other days, so its slot is chosen again.
  const [slotChoices, setSlotChoices] = useState<Record<string, SlotChoice>>({});
  const [payment, setPayment] = useState<PaymentMethodCode | ''>('');
  const [term, setTerm] = useState(0);
  const [tried, setTried] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const ts = useT(shippingMessages);
  const addAddress = ts('addAddress');

  const stores = cart?.delivery?.stores ?? [];
  // Store vouchers: one per store's order, funded by the store (docs/decisions/054).
  const vouchers = useVoucherChoice(
    (storeId) => stores.find((s) => s.seller_id === storeId)?.shipping ?? 0,
    isSeller || !cart || cart.items.length === 0,
  );
  const total = Math.max(0, (cart?.total ?? 0) - vouchers.total);
  const slots: Record<number, SlotChoice | undefined> = Object.fromEntries(
    stores.map((s) => [s.seller_id, slotChoices[`${s.seller_id}:${s.service ?? ''}`]]),
  );
  const problems = {
    address: delivery.address ? null : t('needAddress'),
    services: stores.filter((s) => s.service === null).map((s) => ts('chooseService', { store: s.store_name })),
    slots: Object.fromEntries(
      stores
        .filter((s) => s.needs_slot && !slots[s.seller_id])
        .map((s) => [s.seller_id, ts('chooseSlot', { store: s.store_name })]),
    ) as Record<number, string>,
    payment: payment ? null : t('choosePayment'),
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
      ...(payment === 'card' && term > 0 ? { installment_term: term } : {}),
      deliveries: stores.map((s) => {
        const slot = slots[s.seller_id];
        return {
          seller_id: s.seller_id,
          service: s.service ?? 'pickup',
          ...(s.needs_slot && slot ? { slot } : {}),
          assembly: s.assembly,
        };
      }),
      ...(vouchers.ids.length > 0 ? { vouchers: vouchers.ids } : {}),
    };
    try {
      const result = await createTransaction({ body, idempotencyKey: idempotency.keyFor(body) }).unwrap();
      idempotency.settle();
      notify.success(t('orderPlaced', { count: result.orders.length }));
      const to =
        canonicalMethod(result.payment.method) === 'card'
          ? `/payment/${result.payment.id}/card`
          : `/payment/${result.payment.id}`;
      await navigate(to, { replace: true });
    } catch (err) {
      idempotency.settle(err);
      notify.error(errorText(err));
    }
  }

  const busy = isPlacing || isSuccess;
  return (
    <>
      <PageBanner title={t('checkout')} subtitle={t('checkoutSubtitle')} />
      <section className="container pb-5">
        <CartGate isSeller={isSeller} isLoading={isLoading || delivery.isLoading} error={error} cart={cart}>
          {(cart) =>
            cart.items.length === 0 && !isSuccess ? (
              <EmptyCart />
            ) : (
              <div className="row g-5">
                {cart.store_holidays && cart.store_holidays.length > 0 && (
                  <div className="col-12">
                    <StoreHolidayNotice holidays={cart.store_holidays} />
                  </div>
                )}
                <div className="col-lg-7">
                  <h2 className="h4 fw-light mb-4">{t('shippingDetails')}</h2>
                  {isAdding || delivery.addresses.length === 0 ? (
                    <div className="address-card mb-4">
                      <h3 className="h6">{addAddress}</h3>
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
                        + {addAddress}
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
                        onChange={(slot) =>
                          setSlotChoices((all) => ({ ...all, [`${s.seller_id}:${s.service ?? ''}`]: slot }))
                        }
                        promise={{
                          service: s.service,
                          productId: cart?.items.find((i) => i.seller_id === s.seller_id)?.product_id,
                          addressId: delivery.address?.id,
                        }}
                        error={tried ? problems.slots[s.seller_id] : undefined}
                      />
                    ))}
                  <VoucherPicker choice={vouchers} disabled={busy} />
                  <PaymentMethodField
                    label={t('paymentMethod')}
                    placeholder={t('select')}
                    value={payment}
                    onChange={setPayment}
                    term={term}
                    onTermChange={setTerm}
                    amount={total}
                    error={tried ? problems.payment : null}
                    disabled={busy}
                  />
                  {tried && problems.address && <p className="small text-danger">{problems.address}</p>}
                  <Button
                    variant="dark"
                    className="rounded-0 w-100 py-3"
                    disabled={busy}
                    onClick={() => void handleCheckout()}
                  >
                    {busy ? t('placing') : t('checkOut')}
                  </Button>
                  {userInfo?.email && (
                    <p className="small text-muted mt-3">{t('billingEmail', { email: userInfo.email })}</p>
                  )}
                </div>
                {/* On phones the summary comes first, above the 'Check Out' button */}
                <div className="col-lg-5 order-first order-lg-last">
                  <OrderSummary cart={cart} voucherDiscount={vouchers.total} />
                  <Link to={`/cart?${delivery.search}`} className="small text-dark d-inline-block mt-3">
                    {t('backToCart')}
                  </Link>
                </div>
              </div>
            )
          }
        </CartGate>
      </section>
    </>
  );
}

/** The order summary: items by store (one order each), then the server's subtotal, discount, shipping, total. */
export function OrderSummary({ cart, voucherDiscount = 0 }: { cart: Cart; voucherDiscount?: number }) {
  const t = useT(cartMessages);
  const language = useLanguage();
  const { price } = useFormat();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="h4 fw-light mb-4">
        {t('yourOrder')}
      </h2>
      {groupByStore(cart.items).map((group) => (
        <div key={group.sellerId} className="mb-3">
          <h3 className="h6 text-uppercase small text-muted">{group.storeName}</h3>
          <ul className="list-unstyled mb-0">
            {group.items.map((item) => (
              <li key={item.id} className="d-flex justify-content-between gap-3">
                <span>
                  {lineName(item, language)} × {item.qty}
                  {variantText(item.variant_options, item.option_names) && (
                    <span className="d-block small text-muted">
                      {variantText(item.variant_options, item.option_names)}
                    </span>
                  )}
                </span>
                <span>{price(item.line_total)}</span>
              </li>
            ))}
            {cart.delivery?.stores
              .filter((s) => s.seller_id === group.sellerId && s.service !== null)
              .map((s) => (
                <li key="ship" className="d-flex justify-content-between gap-3 small text-muted">
                  <span>
                    {s.service === 'pickup' ? t('pickup') : s.services.find((x) => x.code === s.service)?.name}
                  </span>
                  <span>{s.shipping === 0 ? t('free') : price(s.shipping)}</span>
                </li>
              ))}
          </ul>
        </div>
      ))}
      <dl className="cart-totals__list border-top pt-3">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{price(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div>
            <dt>{cart.coupon ? t('discountCode', { code: cart.coupon.code }) : t('discount')}</dt>
            <dd>−{price(cart.discount)}</dd>
          </div>
        )}
        <div>
          <dt>{cart.delivery ? t('shipping') : t(`shippingWith.${cart.shipping_method}`)}</dt>
          <dd>{cart.shipping === 0 ? t('free') : price(cart.shipping)}</dd>
        </div>
        {cart.delivery && cart.delivery.assembly_fee > 0 && (
          <div>
            <dt>{t('assembly')}</dt>
            <dd data-testid="checkout-assembly">{price(cart.delivery.assembly_fee)}</dd>
          </div>
        )}
        {voucherDiscount > 0 && <VoucherTotalLine amount={voucherDiscount} />}
        <div className="cart-totals__total">
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{price(Math.max(0, cart.total - voucherDiscount))}</dd>
        </div>
      </dl>
    </section>
  );
}
