import { useEffect, useEffectEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  type Cart,
  type CartItem,
  type ShippingMethod,
  useApplyCouponMutation,
  useClearCartMutation,
  useGetCartQuery,
  useMergeGuestCart,
  useRemoveCartItemMutation,
  useRemoveCouponMutation,
  useUpdateCartItemMutation,
} from './cart-api';
import { CartItems } from './cart-items';
import { CartGate, EmptyCart } from './cart-states';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { GuestCartView } from './guest-cart-view';
import { cartMessages } from './i18n/messages';
import { readShipping } from './shipping-param';
import { DeliveryChoices, ShipTo, useDeliveryParams, type DeliveryState } from '../shipping';
import './cart.css';

/**
 * The edits the cart does not show yet. A saved edit stays until the refreshed cart shows it (so the row never
 * flickers back to the old number), and is let go at the next edit.
 */
function savedLeftOut(drafts: Record<number, number>, items: CartItem[]): Record<number, number> {
  const next = { ...drafts };
  for (const item of items) if (next[item.id] === item.qty) delete next[item.id];
  return next;
}

/** How long a quantity rests unchanged before it is saved: a few taps on "+" make one request. */
const QUANTITY_SAVE_DELAY_MS = 600;

/** A customer's (or a seller's) cart from the server; a visitor's is kept by the browser (guest-cart-view.tsx). */
export default function CartPage() {
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const t = useT(cartMessages);
  useDocumentTitle(t('cart'));
  if (isLoggedIn) return <MemberCart />;
  return (
    <>
      <PageBanner title={t('cart')} subtitle={t('cartSubtitle')} />
      <section className="container pb-5">
        <GuestCartView />
      </section>
    </>
  );
}

function MemberCart() {
  const t = useT(cartMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const shipping = readShipping(params);
  const role = useAppSelector((s) => s.auth.userInfo?.role);
  const isSeller = role === 'seller';
  // A cart filled before logging in that the login did not bring over yet (another tab's, a failed try).
  const mergeGuestCart = useMergeGuestCart();
  useEffect(() => void mergeGuestCart(role), [mergeGuestCart, role]);
  // With an address in the book, each store's courier service is priced for it.
  const delivery = useDeliveryParams(!isSeller);
  const {
    data: cart,
    error,
    isLoading,
    isFetching,
  } = useGetCartQuery({ shipping, ...delivery.query }, { skip: isSeller || delivery.isLoading });
  // When the subtotal earns free shipping and the shopper has not chosen, choose it for them.
  const hasChosen = params.has('shipping');
  // (Legacy flat-rate mode only: with an address the couriers' own prices apply.)
  const earnsFree = cart?.free_shipping_available === true && cart.delivery === null;
  useEffect(() => {
    if (!hasChosen && earnsFree) setParams({ shipping: 'free' }, { replace: true });
  }, [hasChosen, earnsFree, setParams]);
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const [updateCartItem, updateState] = useUpdateCartItemMutation();
  const [removeCartItem, removeState] = useRemoveCartItemMutation();
  const [clearCart, clearState] = useClearCartMutation();
  const [applyCoupon, applyState] = useApplyCouponMutation();
  const [removeCoupon, removeCouponState] = useRemoveCouponMutation();
  // A quantity being saved does not lock the steppers: the shopper keeps tapping and the last value is saved.
  const isRowBusy = removeState.isLoading || clearState.isLoading;
  const isBusy = isRowBusy || updateState.isLoading || applyState.isLoading || removeCouponState.isLoading;

  const changed = (cart?.items ?? []).filter((i) => drafts[i.id] !== undefined && drafts[i.id] !== i.qty);

  /**
   * Saves every edited quantity; true when all were accepted. The line totals already show the edits; a
   * refused one is dropped (the row goes back to the saved quantity) and said why.
   */
  async function applyDrafts(): Promise<boolean> {
    let ok = true;
    for (const item of changed) {
      const qty = drafts[item.id];
      if (qty === undefined) continue;
      try {
        // The edit stays until the refreshed cart shows it (savedLeftOut), so the row never flickers back.
        await updateCartItem({ id: item.id, qty }).unwrap();
      } catch (err) {
        ok = false;
        setDrafts(({ [item.id]: _undone, ...rest }) => rest);
        notify.error(errorText(err));
      }
    }
    return ok;
  }

  // An edited quantity is saved by itself once the shopper stops changing it for a moment (no "Update Cart").
  const saveDrafts = useEffectEvent(() => void applyDrafts());
  const pending = changed.map((i) => `${i.id}:${drafts[i.id]}`).join(',');
  useEffect(() => {
    if (pending === '') return;
    const timer = setTimeout(saveDrafts, QUANTITY_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  async function handleRemove(item: CartItem) {
    try {
      await removeCartItem(item.id).unwrap();
      setDrafts(({ [item.id]: _removed, ...rest }) => rest);
      notify.success(t('itemRemoved', { name: item.name }));
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  async function handleClear() {
    try {
      await clearCart().unwrap();
      setDrafts({});
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  async function handleApplyCoupon(code: string): Promise<boolean> {
    try {
      await applyCoupon({ code }).unwrap();
      notify.success(t('couponAdded', { code: code.toUpperCase() }));
      return true;
    } catch (err) {
      notify.error(errorText(err));
      return false;
    }
  }

  async function handleRemoveCoupon() {
    try {
      await removeCoupon().unwrap();
    } catch (err) {
      notify.error(errorText(err));
    }
  }

  async function handleProceed() {
    if (changed.length > 0 && !(await applyDrafts())) return;
    await navigate(delivery.address ? `/cart/checkout?${delivery.search}` : `/cart/checkout?shipping=${shipping}`);
  }

  return (
    <>
      <PageBanner title={t('cart')} subtitle={t('cartSubtitle')} />
      <section className="container pb-5">
        <CartGate isSeller={isSeller} isLoading={isLoading || delivery.isLoading} error={error} cart={cart}>
          {(cart) => (
            <CartView
              cart={cart}
              delivery={delivery}
              drafts={drafts}
              isBusy={isBusy}
              isStepperBusy={isRowBusy}
              isRefreshing={isFetching}
              requestedShipping={shipping}
              onQtyChange={(id, qty) => setDrafts((d) => ({ ...savedLeftOut(d, cart.items), [id]: qty }))}
              onRemove={(item) => void handleRemove(item)}
              onClear={() => void handleClear()}
              onApplyCoupon={handleApplyCoupon}
              onRemoveCoupon={() => void handleRemoveCoupon()}
              onShippingChange={(method) => setParams({ shipping: method }, { replace: true })}
              onProceed={() => void handleProceed()}
            />
          )}
        </CartGate>
      </section>
    </>
  );
}

type CartViewProps = {
  cart: Cart;
  /** The address and per-store services (absent in tests of the plain cart) */
  delivery?: DeliveryState;
  drafts: Record<number, number>;
  isBusy: boolean;
  /** Only the quantity steppers (they stay usable while a quantity is saved); `isBusy` when absent. */
  isStepperBusy?: boolean;
  isRefreshing: boolean;
  /** The shipping chosen in the URL (the server falls back from free to flat below the threshold). */
  requestedShipping?: ShippingMethod;
  onQtyChange: (itemId: number, qty: number) => void;
  onRemove: (item: CartItem) => void;
  onClear: () => void;
  onApplyCoupon: (code: string) => Promise<boolean>;
  onRemoveCoupon: () => void;
  onShippingChange: (method: ShippingMethod) => void;
  onProceed: () => void;
};

/** The cart screen for a loaded cart: the empty view, or rows, actions, coupon and totals. */
export function CartView(props: CartViewProps) {
  const t = useT(cartMessages);
  const { cart, isBusy } = props;
  if (cart.items.length === 0) {
    return <EmptyCart withIcon />;
  }
  const unavailable = cart.items.filter((i) => !i.is_available);
  return (
    <>
      <CartItems
        items={cart.items}
        drafts={props.drafts}
        isBusy={isBusy}
        isStepperBusy={props.isStepperBusy}
        onQtyChange={props.onQtyChange}
        onRemove={props.onRemove}
      />
      <div className="d-flex flex-wrap gap-3 justify-content-between align-items-start mb-5">
        <div className="cart-coupon">
          <CouponForm
            coupon={cart.coupon}
            onApply={props.onApplyCoupon}
            onRemove={props.onRemoveCoupon}
            disabled={isBusy}
          />
        </div>
        <Button variant="outline-dark" className="rounded-0" disabled={isBusy} onClick={props.onClear}>
          {t('clearCart')}
        </Button>
      </div>
      <div className="row justify-content-end">
        <div className="col-lg-5">
          {props.delivery && <ShipTo delivery={props.delivery} />}
          {props.delivery && cart.delivery && (
            <DeliveryChoices cart={cart} delivery={props.delivery} disabled={isBusy} />
          )}
          <CartTotals
            cart={cart}
            onShippingChange={props.onShippingChange}
            selected={props.requestedShipping}
            disabled={isBusy}
          />
          {unavailable.length > 0 && (
            <Alert variant="warning" className="mt-3">
              {t('notEnoughStock', { names: unavailable.map((i) => i.name).join(', ') })}
            </Alert>
          )}
          <Button
            variant="dark"
            className="rounded-0 w-100 py-3 mt-3"
            disabled={
              isBusy ||
              props.isRefreshing ||
              unavailable.length > 0 ||
              (cart.delivery !== null && !cart.delivery.is_complete)
            }
            onClick={props.onProceed}
          >
            {t('proceed')}
          </Button>
        </div>
      </div>
    </>
  );
}
