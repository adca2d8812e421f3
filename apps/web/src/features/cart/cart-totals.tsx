import Form from 'react-bootstrap/Form';
import { useFormat, useT } from '../../lib/i18n';
import type { Cart, ShippingMethod } from './cart-api';
import { cartMessages } from './i18n/messages';

type Props = {
  cart: Cart;
  onShippingChange: (method: ShippingMethod) => void;
  /** The choice made (shown at once, while the server prices it); defaults to the cart's own method. */
  selected?: ShippingMethod;
  disabled?: boolean;
};

/** Subtotal, shipping choice (flat rate, free shipping above the threshold, local pickup), discount, total. */
export function CartTotals({ cart, onShippingChange, selected: requested, disabled = false }: Props) {
  const t = useT(cartMessages);
  const { price } = useFormat();
  const selected =
    requested === 'free' && !cart.free_shipping_available ? cart.shipping_method : (requested ?? cart.shipping_method);
  const stores = new Set(cart.items.map((i) => i.seller_id)).size;
  const missing = cart.free_shipping_min - cart.subtotal;
  const min = price(cart.free_shipping_min);
  const freeReason = missing > 0 ? t('freeFromMore', { min, missing: price(missing) }) : t('freeFrom', { min });
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="h4 fw-light mb-3">
        {t('cartTotals')}
      </h2>
      <dl className="cart-totals__list">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{price(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div>
            <dt>{cart.coupon ? t('discountCode', { code: cart.coupon.code }) : t('discount')}</dt>
            <dd data-testid="cart-discount">−{price(cart.discount)}</dd>
          </div>
        )}
        {cart.delivery ? (
          <>
            <div>
              <dt>{t('shipping')}</dt>
              <dd data-testid="cart-shipping">{cart.shipping === 0 ? t('free') : price(cart.shipping)}</dd>
            </div>
            {cart.delivery.assembly_fee > 0 && (
              <div>
                <dt>{t('assembly')}</dt>
                <dd data-testid="cart-assembly">{price(cart.delivery.assembly_fee)}</dd>
              </div>
            )}
          </>
        ) : (
          <div>
            <dt>{t('shipping')}</dt>
            <dd>
              <fieldset disabled={disabled}>
                <legend className="visually-hidden">{t('shipping')}</legend>
                <Form.Check
                  type="radio"
                  id="shipping-flat"
                  name="shipping"
                  checked={selected === 'flat'}
                  onChange={() => onShippingChange('flat')}
                  label={
                    stores > 1
                      ? t('flatRateStores', { price: price(cart.flat_shipping_per_store), stores })
                      : t('flatRate', { price: price(cart.flat_shipping_per_store) })
                  }
                />
                <Form.Check
                  type="radio"
                  id="shipping-free"
                  name="shipping"
                  checked={selected === 'free'}
                  disabled={!cart.free_shipping_available}
                  onChange={() => onShippingChange('free')}
                  label={t('freeShipping')}
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
                  label={t('pickup')}
                />
              </fieldset>
              <div className="mt-1" data-testid="cart-shipping">
                {cart.shipping === 0 ? t('free') : price(cart.shipping)}
              </div>
            </dd>
          </div>
        )}
        <div className="cart-totals__total">
          <dt>{t('total')}</dt>
          <dd data-testid="cart-total">{price(cart.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
