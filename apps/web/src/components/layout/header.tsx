import { useState } from 'react';
import { NavLink } from 'react-router';
import { Link } from '../../lib/link';
import { SHOP_NAME } from '@rima/shared/constants';
import { LanguageSwitch } from '../../features/language/language-switch';
import { HeaderSearchSlot } from '../../features/search/header-search-slot';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../i18n/messages';
import { DropdownMenu } from './dropdown-menu';
import { HeaderIcons } from './header-icons';
import { HeaderUserMenu } from './header-user-menu';
import './header.css';

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/**
 * spec §2 header navigation: every listed route, plus the two 'Coming Soon' entries without a route.
 * Bootstrap's navbar CSS with a few lines of state instead of react-bootstrap's Navbar (see DropdownMenu).
 */
export function Header() {
  const t = useT(commonMessages);
  const [isNavOpen, setNavOpen] = useState(false);
  return (
    <header className="navbar navbar-expand-lg site-header sticky-top">
      <div className="container">
        <Link to="/" className="navbar-brand site-header__brand">
          {SHOP_NAME}
        </Link>
        <HeaderSearchSlot />
        <div className="d-flex align-items-center gap-1 order-lg-last">
          <HeaderIcons />
          <HeaderUserMenu />
          <button
            type="button"
            className="navbar-toggler ms-2"
            aria-controls="site-nav"
            aria-expanded={isNavOpen}
            aria-label={t('toggleNav')}
            onClick={() => setNavOpen((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
        </div>
        <nav
          id="site-nav"
          aria-label={t('mainNav')}
          className={`navbar-collapse site-nav${isNavOpen ? ' is-open' : ''}`}
          // Choosing a page closes the menu on small screens.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setNavOpen(false);
          }}
        >
          <ul className="navbar-nav mx-auto">
            <li className="nav-item">
              <NavLink to="/" end className={navLinkClass}>
                {t('home')}
              </NavLink>
            </li>
            <DropdownMenu
              as="li"
              className="nav-item"
              label={t('shop')}
              toggle={t('shop')}
              toggleClassName="nav-link dropdown-toggle"
            >
              <Link className="dropdown-item" to="/product">
                {t('products')}
              </Link>
              <Link className="dropdown-item" to="/cart">
                {t('cart')}
              </Link>
              <Link className="dropdown-item" to="/cart/checkout">
                {t('checkout')}
              </Link>
              <Link className="dropdown-item" to="/profile">
                {t('myAccount')}
              </Link>
              <Link className="dropdown-item" to="/order">
                {t('myOrders')}
              </Link>
              <Link className="dropdown-item" to="/order/tracking">
                {t('tracking')}
              </Link>
              <Link className="dropdown-item" to="/favorite">
                {t('favorite')}
              </Link>
            </DropdownMenu>
            <DropdownMenu
              as="li"
              className="nav-item"
              label={t('pages')}
              toggle={t('pages')}
              toggleClassName="nav-link dropdown-toggle"
            >
              <Link className="dropdown-item" to="/about">
                {t('about')}
              </Link>
              <Link className="dropdown-item" to="/page/contact">
                {t('contact')}
              </Link>
              <Link className="dropdown-item" to="/faq">
                {t('faq')}
              </Link>
              <Link className="dropdown-item" to="/error">
                {t('page404')}
              </Link>
              <hr className="dropdown-divider" />
              <span className="dropdown-item-text text-muted">{t('comingSoon')}</span>
              <span className="dropdown-item-text text-muted">{t('comingSoon')}</span>
            </DropdownMenu>
            <li className="nav-item">
              <NavLink to="/blog" className={navLinkClass}>
                {t('blog')}
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink to="/page/contact" className={navLinkClass}>
                {t('contact')}
              </NavLink>
            </li>
          </ul>
          <LanguageSwitch className="site-nav__language" />
        </nav>
      </div>
    </header>
  );
}
