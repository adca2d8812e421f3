import { useEffect, useRef, useState } from 'react';
import { GUEST_CART_MAX_LINES } from '@rima/shared/constants';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useAddToCartMutation } from './cart-api';
import { addToGuestCart } from './guest-cart';
import { cartMessages } from './i18n/messages';

type Props = {
  productId: number;
  /** The chosen variant; without it the server takes the product's default variant. */
  variantId?: number | undefined;
  /** Set while the shopper has not picked every option: said beside the button instead of adding. */
  missingChoice?: string | undefined;
  qty: number;
  stock: number;
  sellerId: number;
  className?: string;
  /** The button's words instead of 'Add to cart' (the phone's buy bar says '+ Cart'). */
  label?: string;
  /** Bootstrap's button variant. */
  variant?: string;
  /** 'Buy now': after adding, the shopper goes on to the cart. */
  buyNow?: boolean;
  /** Called instead of the note beside the button when an option is still to pick. */
  onMissingChoice?: () => void;
  /** Leaves the seller's note out (the buy bar has no room; the panel above says it). */
  quiet?: boolean;
};

/**
 * 'Add to cart' on the product page: a customer adds `qty` to the server cart, a visitor to the cart kept in
 * this browser (merged into the account's at login); a seller is told that sellers cannot buy (the server
 * refuses too).
 */
export function AddToCartButton(props: Props) {
  const { productId, variantId, missingChoice, qty, stock, sellerId, className = '', buyNow = false } = props;
  const [showMissing, setShowMissing] = useState(false);
  const t = useT(cartMessages);
  const errorText = useErrorText();
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const navigate = useNavigate();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const isSeller = userInfo?.token !== undefined && userInfo.role === 'seller';
  const isOwnProduct = isSeller && userInfo.id === sellerId;
  const isSoldOut = stock < 1;
  const button = useRef<HTMLButtonElement>(null);
  // The server-rendered button works before the app has loaded (public/start-after-paint.js, docs/decisions/060);
  // hydrated, the app takes it over.
  useEffect(() => button.current?.removeAttribute('data-early-cart'), []);
  const early =
    missingChoice === undefined && !isSoldOut
      ? JSON.stringify({
          line: { product_id: productId, ...(variantId === undefined ? {} : { variant_id: variantId }) },
          stock,
          max: GUEST_CART_MAX_LINES,
          added: t('added', { count: '{count}' }),
          full: t('guestCartFull'),
          ...(buyNow ? { go: '/cart' } : {}),
        })
      : undefined;

  async function add(amount: number) {
    try {
      await addToCart({
        product_id: productId,
        qty: amount,
        ...(variantId === undefined ? {} : { variant_id: variantId }),
      }).unwrap();
      notify.success(t('added', { count: amount }));
      if (buyNow) await navigate('/cart');
    } catch (error) {
      notify.error(errorText(error));
    }
  }

  async function handleClick() {
    if (missingChoice !== undefined) {
      if (props.onMissingChoice) props.onMissingChoice();
      else setShowMissing(true);
      return;
    }
    if (!userInfo?.token) {
      // A visitor's cart is kept in this browser until they log in or register (docs/decisions/050).
      const line = { product_id: productId, qty, ...(variantId === undefined ? {} : { variant_id: variantId }) };
      if (addToGuestCart(line, stock)) notify.success(t('added', { count: qty }));
      else notify.info(t('guestCartFull'));
      if (buyNow) await navigate('/cart');
      return;
    }
    await add(qty);
  }

  return (
    <>
      <Button
        ref={button}
        data-early-cart={early}
        variant={props.variant ?? 'dark'}
        className={`rounded-0 px-4 ${className}`}
        disabled={isSeller || isSoldOut || isLoading}
        onClick={() => void handleClick()}
      >
        {props.label === undefined && <i className="bi bi-bag me-2" aria-hidden="true" />}
        {isSoldOut ? t('soldOut') : isLoading ? t('adding') : (props.label ?? t('addToCart'))}
      </Button>
      {showMissing && missingChoice !== undefined && (
        <p className="purchase__missing small text-danger" role="alert">
          {missingChoice}
        </p>
      )}
      {isSeller && !props.quiet && (
        // order-last + w-100: in a wrapping flex row the note sits on its own line below the buttons
        <p className="small text-muted mb-0 w-100 order-last" role="note">
          {isOwnProduct ? t('ownProduct') : t('sellersCannotBuy')}
        </p>
      )}
    </>
  );
}
