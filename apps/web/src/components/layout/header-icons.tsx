import { lazy, Suspense } from 'react';
import { Link } from '../../lib/link';
import { useAppSelector } from '../../app/hooks';
import { useGuestCart } from '../../features/cart/guest-cart';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../i18n/messages';
import './header-icons.css';

// Guests, most of the home page's visitors, do not load the chat, notification and live-event code, nor the
// cart's and favourites' API for the count badges (docs/decisions/003: the home page's initial JavaScript).
const MemberIcons = lazy(() => import('./member-icons'));

/**
 * Favourite and cart icon links (spec §2), each with its count badge for a logged-in customer; a seller, who
 * cannot buy, gets the seller center instead once the member icons have loaded. A visitor's cart badge counts the
 * units of the cart kept in this browser (docs/decisions/060); none while the page hydrates (the server cannot
 * know it).
 */
export function HeaderIcons() {
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const guestUnits = (useGuestCart() ?? []).reduce((units, line) => units + line.qty, 0);
  const plain = (
    <>
      <FavoriteLink count={0} />
      <CartLink count={isLoggedIn ? 0 : guestUnits} />
    </>
  );
  if (!isLoggedIn) return plain;
  return (
    <Suspense
      fallback={
        <>
          {plain}
          <span className="header-icons__pending" aria-hidden="true" />
        </>
      }
    >
      <MemberIcons />
    </Suspense>
  );
}

function Badge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="header-icon__badge" data-testid={testId} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's heart, with the number of favourites (member-icons.tsx counts them for a logged-in user). */
export function FavoriteLink({ count }: { count: number }) {
  const t = useT(commonMessages);
  return (
    <Link
      to="/favorite"
      className="header-icon"
      aria-label={count > 0 ? t('favoritesCount', { count }) : t('favorites')}
    >
      <i className="bi bi-heart" aria-hidden="true" />
      <Badge count={count} testId="favorite-count" />
    </Link>
  );
}

/** The cart link; its badge is the number of units in the server cart (GET /cart `count`). */
export function CartLink({ count }: { count: number }) {
  const t = useT(commonMessages);
  return (
    <Link to="/cart" className="header-icon" aria-label={count > 0 ? t('cartCount', { count }) : t('cart')}>
      <i className="bi bi-bag" aria-hidden="true" />
      <Badge count={count} testId="cart-count" />
    </Link>
  );
}
