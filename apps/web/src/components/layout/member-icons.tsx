import { useAppSelector } from '../../app/hooks';
import { useGetCartQuery } from '../../features/cart/cart-api';
import { ChatIcon } from '../../features/chat/chat-icon';
import { FavoriteIcon } from '../../features/favorites/favorite-icon';
import { LiveEvents } from '../../features/notifications/live-events';
import { NotificationIcon } from '../../features/notifications/notification-icon';
import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { sellerMessages } from '../../features/seller/i18n/messages';
import { CartLink } from './header-icons';

/** A seller's way back to the seller center, where a shopper's heart and cart would be. */
function SellerCenterLink() {
  const t = useT(sellerMessages);
  return (
    <Link to="/seller" className="header-icon" aria-label={t('sellerCenter')}>
      <i className="bi bi-shop" aria-hidden="true" />
    </Link>
  );
}

/** The cart link with the number of units in a customer's server cart (GET /cart `count`). */
function CartIcon() {
  const isCustomer = useAppSelector((s) => Boolean(s.auth.userInfo?.token) && s.auth.userInfo?.role === 'customer');
  const { data: cart } = useGetCartQuery(undefined, { skip: !isCustomer });
  return <CartLink count={isCustomer ? (cart?.count ?? 0) : 0} />;
}

/**
 * A logged-in visitor's header icons: the favourite and cart links with their counts, the chat and
 * notification links and the live event stream (header-icons.tsx draws the plain links until this loads).
 */
export default function MemberIcons() {
  const isSeller = useAppSelector((s) => s.auth.userInfo?.role === 'seller');
  return (
    <>
      {isSeller ? (
        <SellerCenterLink />
      ) : (
        <>
          <FavoriteIcon />
          <CartIcon />
        </>
      )}
      <ChatIcon />
      <NotificationIcon />
      <LiveEvents />
    </>
  );
}
