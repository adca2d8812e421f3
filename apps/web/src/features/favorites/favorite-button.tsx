import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { rememberAction, usePendingAction } from '../../lib/pending-action';
import { notify } from '../../lib/toast';
import './favorites.css';
import { favoritesMessages } from './i18n/messages';
import { useAddFavoriteMutation, useListMyFavoritesQuery, useRemoveFavoriteMutation } from './favorites-api';

type Props = {
  productId: number;
  /** 'icon': the round heart on a card; 'button': the outlined square on the product page. */
  look?: 'icon' | 'button';
  className?: string;
};

/** The heart: toggles a favourite for a logged-in user; a visitor is sent to log in. */
export function FavoriteButton({ productId, look = 'button', className = '' }: Props) {
  const t = useT(favoritesMessages);
  const errorText = useErrorText();
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
        .catch((error: unknown) => notify.error(errorText(error)));
    },
  );

  async function toggle(event: React.MouseEvent) {
    // On a card the heart sits inside the card's link.
    event.preventDefault();
    event.stopPropagation();
    if (!isLoggedIn) {
      notify.info(t('loginToFavorite'));
      rememberAction({ kind: 'favorite', productId });
      await navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    try {
      if (isFavorite) await remove(productId).unwrap();
      else await add({ product_id: productId }).unwrap();
    } catch (error) {
      notify.error(errorText(error));
    }
  }

  const label = isFavorite ? t('remove') : t('add');
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
