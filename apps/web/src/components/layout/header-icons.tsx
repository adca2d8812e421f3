import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../i18n/messages';
import { useGetCartQuery } from '../../features/cart/cart-api';
import { FavoriteIcon } from '../../features/favorites/favorite-icon';
import './header-icons.css';

// Guests, most of the home page's visitors, do not load the chat, notification and live-event code
// (docs/decisions/003: the home page's initial JavaScript budget).
const MemberIcons = lazy(() => import('./member-icons'));

/** Favourite and cart icon links (spec §2), each with its count badge for a logged-in customer. */
export function HeaderIcons() {
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const isCustomer = useAppSelector((s) => Boolean(s.auth.userInfo?.token) && s.auth.userInfo?.role === 'customer');
  return (
    <>
      <FavoriteIcon />
      <CartIcon isCustomer={isCustomer} />
      {isLoggedIn && (
        <Suspense fallback={<span className="header-icons__pending" aria-hidden="true" />}>
          <MemberIcons />
        </Suspense>
      )}
    </>
  );
}

/** The cart link; its badge is the number of units in the server cart (GET /cart `count`). */
function CartIcon({ isCustomer }: { isCustomer: boolean }) {
  const t = useT(commonMessages);
  const { data: cart } = useGetCartQuery(undefined, { skip: !isCustomer });
  const count = isCustomer ? (cart?.count ?? 0) : 0;
  return (
    <Link to="/cart" className="header-icon" aria-label={count > 0 ? t('cartCount', { count }) : t('cart')}>
      <i className="bi bi-bag" aria-hidden="true" />
      {count > 0 && (
        <span className="header-icon__badge" data-testid="cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
