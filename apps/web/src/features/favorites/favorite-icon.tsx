import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { commonMessages } from '../../components/i18n/messages';
import { useT } from '../../lib/i18n';
import { useListMyFavoritesQuery } from './favorites-api';

/** The header's heart, with the number of favourites for a logged-in user. */
export function FavoriteIcon() {
  const t = useT(commonMessages);
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const { data } = useListMyFavoritesQuery(undefined, { skip: !isLoggedIn });
  const count = isLoggedIn ? (data?.length ?? 0) : 0;
  return (
    <Link
      to="/favorite"
      className="header-icon"
      aria-label={count > 0 ? t('favoritesCount', { count }) : t('favorites')}
    >
      <i className="bi bi-heart" aria-hidden="true" />
      {count > 0 && (
        <span className="header-icon__badge" data-testid="favorite-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
