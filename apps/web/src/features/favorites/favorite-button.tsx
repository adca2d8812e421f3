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

/**
 * The heart: toggles a favourite for a logged-in user; a visitor is sent to log in. A visitor's heart (every
 * server-rendered page's, a dozen per page) uses only what its click needs: the favourites list and the add and
 * remove requests are the logged-in user's (render and hydration cost).
 */
export function FavoriteButton(props: Props) {
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  return isLoggedIn ? <MemberHeart {...props} /> : <VisitorHeart {...props} />;
}

type HeartProps = Omit<Props, 'productId'> & {
  label: string;
  isFavorite?: boolean;
  busy?: boolean;
  onClick: () => void;
};

function Heart({ look = 'button', className = '', label, isFavorite = false, busy = false, onClick }: HeartProps) {
  const base = look === 'icon' ? 'favorite-heart' : 'btn btn-outline-dark rounded-0 purchase__wish';
  return (
    <button
      type="button"
      className={`${base}${isFavorite ? ' is-active' : ''} ${className}`.trim()}
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      disabled={busy}
      onClick={(event) => {
        // On a card the heart sits inside the card's link.
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
    >
      <i className={`bi ${isFavorite ? 'bi-heart-fill' : 'bi-heart'}`} aria-hidden="true" />
    </button>
  );
}

/** A visitor's heart: asks to log in, and the product becomes a favourite on the way back. */
function VisitorHeart({ productId, ...look }: Props) {
  const t = useT(favoritesMessages);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Heart
      {...look}
      label={t('add')}
      onClick={() => {
        notify.info(t('loginToFavorite'));
        rememberAction({ kind: 'favorite', productId });
        void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      }}
    />
  );
}

function MemberHeart({ productId, ...look }: Props) {
  const t = useT(favoritesMessages);
  const errorText = useErrorText();
  const { data: favorites } = useListMyFavoritesQuery();
  const [add, { isLoading: isAdding }] = useAddFavoriteMutation();
  const [remove, { isLoading: isRemoving }] = useRemoveFavoriteMutation();
  const isFavorite = Boolean(favorites?.some((f) => f.product_id === productId));

  // Back from the login the heart sent a visitor to: the product becomes a favourite.
  usePendingAction(
    'favorite',
    (a) => a.productId === productId,
    () => {
      add({ product_id: productId })
        .unwrap()
        .catch((error: unknown) => notify.error(errorText(error)));
    },
  );

  async function toggle() {
    try {
      if (isFavorite) await remove(productId).unwrap();
      else await add({ product_id: productId }).unwrap();
    } catch (error) {
      notify.error(errorText(error));
    }
  }

  return (
    <Heart
      {...look}
      label={isFavorite ? t('remove') : t('add')}
      isFavorite={isFavorite}
      busy={isAdding || isRemoving}
      onClick={() => void toggle()}
    />
  );
}

/** The heart in a product card's corner (components/product-card's `heart`). */
export function ProductCardHeart({ productId }: { productId: number }) {
  return <FavoriteButton productId={productId} look="icon" className="product-card__heart" />;
}
