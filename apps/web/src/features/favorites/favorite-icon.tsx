import { useAppSelector } from '../../app/hooks';
import { FavoriteLink } from '../../components/layout/header-icons';
import { useListMyFavoritesQuery } from './favorites-api';

/** The header's heart for a logged-in user, with the number of their favourites. */
export function FavoriteIcon() {
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const { data } = useListMyFavoritesQuery(undefined, { skip: !isLoggedIn });
  return <FavoriteLink count={isLoggedIn ? (data?.length ?? 0) : 0} />;
}
