import { Link } from 'react-router';

/** Favourite and cart icon links (spec §2). Counts arrive with the favourites and cart features. */
export function HeaderIcons() {
  return (
    <>
      <Link to="/favorite" className="header-icon" aria-label="Favorites">
        <i className="bi bi-heart" aria-hidden="true" />
      </Link>
      <Link to="/cart" className="header-icon" aria-label="Cart">
        <i className="bi bi-bag" aria-hidden="true" />
      </Link>
    </>
  );
}
