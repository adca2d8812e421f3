import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../lib/get-error-message';
import { rememberAction, usePendingAction } from '../../lib/pending-action';
import { notify } from '../../lib/toast';
import { useAddToCartMutation } from './cart-api';

type Props = { productId: number; qty: number; stock: number; sellerId: number; className?: string };

export const LOGIN_TO_BUY = 'Please log in to add products to your cart';
export const SELLERS_CANNOT_BUY = 'Sellers cannot buy products. Log in with a customer account to shop.';

/**
 * 'Add to cart' on the product page: a customer adds `qty` to the server cart; a visitor is sent to /login;
 * a seller is told that sellers cannot buy (the server refuses too).
 */
export function AddToCartButton({ productId, qty, stock, sellerId, className = '' }: Props) {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const navigate = useNavigate();
  const location = useLocation();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const isSeller = userInfo?.token !== undefined && userInfo.role === 'seller';
  const isOwnProduct = isSeller && userInfo.id === sellerId;
  const isSoldOut = stock < 1;

  async function add(amount: number) {
    try {
      await addToCart({ product_id: productId, qty: amount }).unwrap();
      notify.success(`Added ${amount} to your cart`);
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  }

  // Back from the login 'Add to cart' sent a visitor to: the item goes into the cart (issue 17).
  usePendingAction(
    'cart',
    (a) => a.productId === productId,
    (a) => {
      if (userInfo?.role === 'customer') void add(a.qty);
    },
  );

  async function handleClick() {
    if (!userInfo?.token) {
      notify.info(LOGIN_TO_BUY);
      rememberAction({ kind: 'cart', productId, qty });
      await navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    await add(qty);
  }

  return (
    <>
      <Button
        variant="dark"
        className={`rounded-0 px-4 ${className}`}
        disabled={isSeller || isSoldOut || isLoading}
        onClick={() => void handleClick()}
      >
        <i className="bi bi-bag me-2" aria-hidden="true" />
        {isSoldOut ? 'Sold out' : isLoading ? 'Adding…' : 'Add to cart'}
      </Button>
      {isSeller && (
        // order-last + w-100: in a wrapping flex row the note sits on its own line below the buttons
        <p className="small text-muted mb-0 w-100 order-last" role="note">
          {isOwnProduct ? 'This is your own product. ' : ''}
          {SELLERS_CANNOT_BUY}
        </p>
      )}
    </>
  );
}
