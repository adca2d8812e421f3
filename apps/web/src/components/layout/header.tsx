import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Link } from '../../lib/link';
import { SHOP_NAME } from '@rima/shared/constants';
import { LanguageSwitch } from '../../features/language/language-switch';
import { HeaderSearchSlot } from '../../features/search/header-search-slot';
import { useT } from '../../lib/i18n';
import type en from '../i18n/en.json';
import { commonMessages } from '../i18n/messages';
import { DropdownMenu } from './dropdown-menu';
import { HeaderIcons } from './header-icons';
import { HeaderUserMenu } from './header-user-menu';
import './header.css';

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

type CommonKey = keyof typeof en;
type NavLinks = readonly (readonly [string, CommonKey])[];
const SHOP_LINKS: NavLinks = [
  ['/product', 'products'],
  ['/cart', 'cart'],
  ['/cart/checkout', 'checkout'],
  ['/profile', 'myAccount'],
  ['/order', 'myOrders'],
  ['/order/tracking', 'tracking'],
  ['/favorite', 'favorite'],
];
const PAGE_LINKS: NavLinks = [
  ['/about', 'about'],
  ['/page/contact', 'contact'],
  ['/faq', 'faq'],
  ['/error', 'page404'],
];
const TOP_LINKS: NavLinks = [
  ['/blog', 'blog'],
  ['/page/contact', 'contact'],
];

/** A dropdown of the main navigation: its links, then whatever follows them. */
function NavMenu({ label, links, children }: { label: string; links: NavLinks; children?: ReactNode }) {
  const t = useT(commonMessages);
  return (
    <DropdownMenu as="li" className="nav-item" label={label} toggle={label} toggleClassName="nav-link dropdown-toggle">
      {links.map(([to, key]) => (
        <Link key={to} className="dropdown-item" to={to}>
          {t(key)}
        </Link>
      ))}
      {children}
    </DropdownMenu>
  );
}

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
            <NavMenu label={t('shop')} links={SHOP_LINKS} />
            <NavMenu label={t('pages')} links={PAGE_LINKS}>
              <hr className="dropdown-divider" />
              <span className="dropdown-item-text text-muted">{t('comingSoon')}</span>
              <span className="dropdown-item-text text-muted">{t('comingSoon')}</span>
            </NavMenu>
            {TOP_LINKS.map(([to, key]) => (
              <li key={to} className="nav-item">
                <NavLink to={to} className={navLinkClass}>
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch className="site-nav__language" />
        </nav>
      </div>
    </header>
  );
}
