import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../lib/get-error-message';
import { rememberAction, usePendingAction } from '../../lib/pending-action';
import { notify } from '../../lib/toast';
import './favorites.css';
import { useAddFavoriteMutation, useListMyFavoritesQuery, useRemoveFavoriteMutation } from './favorites-api';

type Props = {
  productId: number;
  /** 'icon': the round heart on a card; 'button': the outlined square on the product page. */
  look?: 'icon' | 'button';
  className?: string;
};

export const LOGIN_TO_FAVORITE = 'Please log in to keep favourites';

/** The heart: toggles a favourite for a logged-in user; a visitor is sent to log in. */
export function FavoriteButton({ productId, look = 'button', className = '' }: Props) {
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const navigate = useNavigate();
  const location = useLocation();
  const { data: favorites } = useListMyFavoritesQuery(undefined, { skip: !isLoggedIn });
  const [add, { isLoading: isAdding }] = useAddFavoriteMutation();
  const [remove, { isLoading: isRemoving }] = useRemoveFavoriteMutation();
  const isFavorite = Boolean(favorites?.some((f) => f.product_id === productId));

  // Back from the login the heart sent a visitor to: the product becomes a favourite (issue 17).
  usePendingAction(
    'favorite',
    (a) => a.productId === productId,
    () => {
      add({ product_id: productId })
        .unwrap()
        .catch((error: unknown) => notify.error(getErrorMessage(error)));
    },
  );

  async function toggle(event: React.MouseEvent) {
    // On a card the heart sits inside the card's link.
    event.preventDefault();
    event.stopPropagation();
    if (!isLoggedIn) {
      notify.info(LOGIN_TO_FAVORITE);
      rememberAction({ kind: 'favorite', productId });
      await navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    try {
      if (isFavorite) await remove(productId).unwrap();
      else await add({ product_id: productId }).unwrap();
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  }

  const label = isFavorite ? 'Remove from wishlist' : 'Add to wishlist';
  const base = look === 'icon' ? 'favorite-heart' : 'btn btn-outline-dark rounded-0 purchase__wish';
  return (
    <button
      type="button"
      className={`${base}${isFavorite ? ' is-active' : ''} ${className}`.trim()}
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      disabled={isAdding || isRemoving}
      onClick={(e) => void toggle(e)}
    >
      <i className={`bi ${isFavorite ? 'bi-heart-fill' : 'bi-heart'}`} aria-hidden="true" />
    </button>
  );
}
