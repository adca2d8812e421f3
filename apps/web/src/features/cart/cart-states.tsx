import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from '../../lib/link';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import type { Cart } from './cart-api';
import { cartMessages } from './i18n/messages';

/** The cart's spinner while it loads. */
export function CartLoading() {
  const t = useT(cartMessages);
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('loadingCart')}</span>
      </Spinner>
    </div>
  );
}

/** An empty cart, with the way back to the products; the bag icon on the cart itself. */
export function EmptyCart({ withIcon = false }: { withIcon?: boolean }) {
  const t = useT(cartMessages);
  return (
    <div className="text-center py-5">
      {withIcon && <i className="bi bi-bag display-4 d-block mb-3" aria-hidden="true" />}
      <h2 className="fw-light">{t('emptyCart')}</h2>
      <Link to="/product" className="btn btn-dark rounded-0 mt-3 px-4">
        {t('continueShopping')}
      </Link>
    </div>
  );
}

type GateProps = {
  isSeller: boolean;
  isLoading: boolean;
  error: unknown;
  cart: Cart | undefined;
  /** The page for a loaded cart. */
  children: (cart: Cart) => ReactNode;
};

/** What the cart and the checkout show before a cart: a seller's notice, the spinner, or why it failed. */
export function CartGate({ isSeller, isLoading, error, cart, children }: GateProps) {
  const t = useT(cartMessages);
  const errorText = useErrorText();
  if (isSeller)
    return (
      <Alert variant="light" className="border text-center py-4">
        {t('sellersCannotBuy')}
      </Alert>
    );
  if (isLoading) return <CartLoading />;
  if (error || !cart) return <Alert variant="danger">{errorText(error, t('cartFailed'))}</Alert>;
  return children(cart);
}
