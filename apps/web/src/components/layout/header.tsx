import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { SHOP_NAME } from '@rima/shared/constants';
import { HeaderSearch } from '../../features/search/header-search';
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
  const [isNavOpen, setNavOpen] = useState(false);
  return (
    <header className="navbar navbar-expand-lg site-header sticky-top">
      <div className="container">
        <Link to="/" className="navbar-brand site-header__brand">
          {SHOP_NAME}
        </Link>
        <HeaderSearch />
        <div className="d-flex align-items-center gap-1 order-lg-last">
          <HeaderIcons />
          <HeaderUserMenu />
          <button
            type="button"
            className="navbar-toggler ms-2"
            aria-controls="site-nav"
            aria-expanded={isNavOpen}
            aria-label="Toggle navigation"
            onClick={() => setNavOpen((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
        </div>
        <nav
          id="site-nav"
          aria-label="Main"
          className={`navbar-collapse site-nav${isNavOpen ? ' is-open' : ''}`}
          // Choosing a page closes the menu on small screens.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setNavOpen(false);
          }}
        >
          <ul className="navbar-nav mx-auto">
            <li className="nav-item">
              <NavLink to="/" end className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <DropdownMenu
              as="li"
              className="nav-item"
              label="Shop"
              toggle="Shop"
              toggleClassName="nav-link dropdown-toggle"
            >
              <Link className="dropdown-item" to="/product">
                Products
              </Link>
              <Link className="dropdown-item" to="/cart">
                Cart
              </Link>
              <Link className="dropdown-item" to="/cart/checkout">
                Checkout
              </Link>
              <Link className="dropdown-item" to="/profile">
                My Account
              </Link>
              <Link className="dropdown-item" to="/order">
                My Orders
              </Link>
              <Link className="dropdown-item" to="/order/tracking">
                Order Tracking
              </Link>
              <Link className="dropdown-item" to="/favorite">
                Favorite
              </Link>
            </DropdownMenu>
            <DropdownMenu
              as="li"
              className="nav-item"
              label="Pages"
              toggle="Pages"
              toggleClassName="nav-link dropdown-toggle"
            >
              <Link className="dropdown-item" to="/about">
                About Us
              </Link>
              <Link className="dropdown-item" to="/page/contact">
                Contact
              </Link>
              <Link className="dropdown-item" to="/faq">
                FAQ
              </Link>
              <Link className="dropdown-item" to="/error">
                404 Page
              </Link>
              <hr className="dropdown-divider" />
              <span className="dropdown-item-text text-muted">Coming Soon</span>
              <span className="dropdown-item-text text-muted">Coming Soon</span>
            </DropdownMenu>
            <li className="nav-item">
              <NavLink to="/blog" className={navLinkClass}>
                Blog
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink to="/page/contact" className={navLinkClass}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
