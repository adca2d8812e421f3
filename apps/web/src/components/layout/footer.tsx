import { Link } from 'react-router';
import { SHOP_NAME } from '@rima/shared/constants';

/** spec §9: black footer in four columns — blurb, company links, useful links, contact with opening hours. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="site-footer__brand">{SHOP_NAME}</h2>
            <p>
              Furniture and home goods from independent Indonesian stores: solid wood, honest prices in rupiah,
              delivered to your door.
            </p>
            <ul className="list-unstyled site-footer__social" aria-label="RIMA on social media">
              <li>
                <a href="https://www.instagram.com/" aria-label="Instagram" rel="noopener noreferrer" target="_blank">
                  <i className="bi bi-instagram" aria-hidden="true" />
                </a>
              </li>
              <li>
                <a href="https://www.facebook.com/" aria-label="Facebook" rel="noopener noreferrer" target="_blank">
                  <i className="bi bi-facebook" aria-hidden="true" />
                </a>
              </li>
              <li>
                <a href="https://www.pinterest.com/" aria-label="Pinterest" rel="noopener noreferrer" target="_blank">
                  <i className="bi bi-pinterest" aria-hidden="true" />
                </a>
              </li>
              <li>
                <a href="https://wa.me/62215550188" aria-label="WhatsApp" rel="noopener noreferrer" target="_blank">
                  <i className="bi bi-whatsapp" aria-hidden="true" />
                </a>
              </li>
            </ul>
          </div>
          <nav className="col-6 col-lg-3" aria-label="Company">
            <h3 className="site-footer__title">Company</h3>
            <ul className="list-unstyled">
              <li>
                <Link to="/about">About Us</Link>
              </li>
              <li>
                <Link to="/blog">Blog</Link>
              </li>
              <li>
                <Link to="/page/contact">Contact</Link>
              </li>
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
            </ul>
          </nav>
          <nav className="col-6 col-lg-3" aria-label="Useful links">
            <h3 className="site-footer__title">Useful Links</h3>
            <ul className="list-unstyled">
              <li>
                <Link to="/product">Shop</Link>
              </li>
              <li>
                <Link to="/order/tracking">Order Tracking</Link>
              </li>
              <li>
                <Link to="/favorite">Favorite</Link>
              </li>
              <li>
                <Link to="/profile">My Account</Link>
              </li>
            </ul>
          </nav>
          <address className="col-12 col-md-6 col-lg-3">
            <h3 className="site-footer__title">Contact</h3>
            <p className="mb-1">Jl. Kemang Raya No. 8, Jakarta Selatan 12730</p>
            <p className="mb-1">
              <a href="mailto:hello@rima.co.id">hello@rima.co.id</a>
            </p>
            <p className="mb-1">
              <a href="tel:+62215550188">+62 21 555 0188</a>
            </p>
            <p className="mb-0">Opening hours: Mon – Sat, 09.00 – 18.00 WIB</p>
          </address>
        </div>
        <p className="site-footer__copy">
          {/* spec §9: the copyright line says 2022 */}
          Copyright © 2022 {SHOP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
