import Form from 'react-bootstrap/Form';
import { formatIdr } from '@rima/shared/format';
import type { Cart, ShippingMethod } from './cart-api';

type Props = {
  cart: Cart;
  onShippingChange: (method: ShippingMethod) => void;
  /** The choice made (shown at once, while the server prices it); defaults to the cart's own method. */
  selected?: ShippingMethod;
  disabled?: boolean;
};

/** Subtotal, shipping choice (flat rate, free shipping above the threshold, local pickup), discount, total. */
export function CartTotals({ cart, onShippingChange, selected: requested, disabled = false }: Props) {
  const selected =
    requested === 'free' && !cart.free_shipping_available ? cart.shipping_method : (requested ?? cart.shipping_method);
  const stores = new Set(cart.items.map((i) => i.seller_id)).size;
  const missing = cart.free_shipping_min - cart.subtotal;
  const freeReason = `Free shipping from ${formatIdr(cart.free_shipping_min)}${
    missing > 0 ? ` (add ${formatIdr(missing)} more)` : ''
  }`;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="h4 fw-light mb-3">
        Cart Totals
      </h2>
      <dl className="cart-totals__list">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatIdr(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div>
            <dt>Discount{cart.coupon ? ` (${cart.coupon.code})` : ''}</dt>
            <dd data-testid="cart-discount">−{formatIdr(cart.discount)}</dd>
          </div>
        )}
        {cart.delivery ? (
          <>
            <div>
              <dt>Shipping</dt>
              <dd data-testid="cart-shipping">{cart.shipping === 0 ? 'Free' : formatIdr(cart.shipping)}</dd>
            </div>
            {cart.delivery.assembly_fee > 0 && (
              <div>
                <dt>Assembly</dt>
                <dd data-testid="cart-assembly">{formatIdr(cart.delivery.assembly_fee)}</dd>
              </div>
            )}
          </>
        ) : (
          <div>
            <dt>Shipping</dt>
            <dd>
              <fieldset disabled={disabled}>
                <legend className="visually-hidden">Shipping</legend>
                <Form.Check
                  type="radio"
                  id="shipping-flat"
                  name="shipping"
                  checked={selected === 'flat'}
                  onChange={() => onShippingChange('flat')}
                  label={`Flat rate: ${formatIdr(cart.flat_shipping_per_store)}${stores > 1 ? ` × ${stores} stores` : ''}`}
                />
                <Form.Check
                  type="radio"
                  id="shipping-free"
                  name="shipping"
                  checked={selected === 'free'}
                  disabled={!cart.free_shipping_available}
                  onChange={() => onShippingChange('free')}
                  label="Free shipping"
                  aria-describedby="shipping-free-reason"
                />
                {!cart.free_shipping_available && (
                  <div id="shipping-free-reason" className="small text-muted ms-4">
                    {freeReason}
                  </div>
                )}
                <Form.Check
                  type="radio"
                  id="shipping-pickup"
                  name="shipping"
                  checked={selected === 'pickup'}
                  onChange={() => onShippingChange('pickup')}
                  label="Local pickup"
                />
              </fieldset>
              <div className="mt-1" data-testid="cart-shipping">
                {cart.shipping === 0 ? 'Free' : formatIdr(cart.shipping)}
              </div>
            </dd>
          </div>
        )}
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatIdr(cart.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
