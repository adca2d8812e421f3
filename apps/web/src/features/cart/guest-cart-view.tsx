import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { usePreviewGuestCartQuery } from './cart-api';
import { CartItems } from './cart-items';
import { CartLoading, EmptyCart } from './cart-states';
import { CartTotals } from './cart-totals';
import { removeFromGuestCart, setGuestQty, useGuestCart } from './guest-cart';
import { cartMessages } from './i18n/messages';
import { readShipping } from './shipping-param';

/**
 * A visitor's cart (kept in this browser): the same rows and totals as a customer's, priced by the server;
 * checking out asks for a login or a registration, which bring the cart into the account and come back here.
 */
export function GuestCartView() {
  const t = useT(cartMessages);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const shipping = readShipping(params);
  // The browser's cart is unknown to the server's page: a placeholder until the page runs here.
  const known = useGuestCart();
  const lines = known ?? [];
  const { data, error, isLoading, isFetching } = usePreviewGuestCartQuery(
    { items: lines, ...(shipping ? { shipping } : {}) },
    { skip: lines.length === 0 },
  );

  if (known === null || (lines.length > 0 && isLoading)) return <CartLoading />;
  if (lines.length === 0 || (data && data.items.length === 0)) return <EmptyCart withIcon />;
  if (error || !data) return <Alert variant="danger">{errorText(error, t('cartFailed'))}</Alert>;
  const unavailable = data.items.filter((i) => !i.is_available);
  const back = { from: '/cart' };
  return (
    <>
      <CartItems
        items={data.items}
        drafts={{}}
        onQtyChange={(id, qty) => {
          const item = data.items.find((i) => i.id === id);
          if (item) setGuestQty(item.product_id, item.variant_id, qty);
        }}
        onRemove={(item) => removeFromGuestCart(item.product_id, item.variant_id)}
      />
      <div className="row justify-content-end">
        <div className="col-lg-5">
          <CartTotals
            cart={data}
            selected={shipping}
            disabled={isFetching}
            onShippingChange={(method) => setParams({ shipping: method }, { replace: true })}
          />
          {unavailable.length > 0 && (
            <Alert variant="warning" className="mt-3">
              {t('notEnoughStock', { names: unavailable.map((i) => i.name).join(', ') })}
            </Alert>
          )}
          <p className="small text-muted mt-3 mb-2" data-testid="guest-cart-note">
            {t('guestCartNote')}
          </p>
          <div className="cart-checkout-bar">
            <Link to="/login" state={back} className="btn btn-dark rounded-0 w-100 py-3">
              {t('loginToCheckout')}
            </Link>
            <Link to="/register" state={back} className="btn btn-outline-dark rounded-0 w-100 py-2 mt-2">
              {t('registerToCheckout')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
