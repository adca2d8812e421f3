import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useGetCartQuery } from '../../features/cart/cart-api';
import { ChatIcon } from '../../features/chat/chat-icon';
import { FavoriteIcon } from '../../features/favorites/favorite-icon';
import { LiveEvents } from '../../features/notifications/live-events';
import { NotificationIcon } from '../../features/notifications/notification-icon';
import './header-icons.css';

/** Favourite and cart icon links (spec §2), each with its count badge for a logged-in customer. */
export function HeaderIcons() {
  const isCustomer = useAppSelector((s) => Boolean(s.auth.userInfo?.token) && s.auth.userInfo?.role === 'customer');
  return (
    <>
      <FavoriteIcon />
      <CartIcon isCustomer={isCustomer} />
      <ChatIcon />
      <NotificationIcon />
      <LiveEvents />
    </>
  );
}

/** The cart link; its badge is the number of units in the server cart (GET /cart `count`). */
function CartIcon({ isCustomer }: { isCustomer: boolean }) {
  const { data: cart } = useGetCartQuery(undefined, { skip: !isCustomer });
  const count = isCustomer ? (cart?.count ?? 0) : 0;
  return (
    <Link to="/cart" className="header-icon" aria-label={count > 0 ? `Cart, ${count} items` : 'Cart'}>
      <i className="bi bi-bag" aria-hidden="true" />
      {count > 0 && (
        <span className="header-icon__badge" data-testid="cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
