import { Link } from '../../lib/link';
import { SHOP_NAME } from '@rima/shared/constants';
import { LanguageSwitch } from '../../features/language/language-switch';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../i18n/messages';

const EMAIL = 'hello@rima.co.id';

/** spec §9: black footer in four columns — blurb, company links, useful links, contact with opening hours. */
export function Footer() {
  const t = useT(commonMessages);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="site-footer__brand">{SHOP_NAME}</h2>
            <p>{t('footerBlurb')}</p>
            <ul className="list-unstyled site-footer__social" aria-label={t('social')}>
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
          <nav className="col-6 col-lg-3" aria-label={t('company')}>
            <h3 className="site-footer__title">{t('company')}</h3>
            <ul className="list-unstyled">
              <li>
                <Link to="/about">{t('about')}</Link>
              </li>
              <li>
                <Link to="/blog">{t('blog')}</Link>
              </li>
              <li>
                <Link to="/page/contact">{t('contact')}</Link>
              </li>
              <li>
                <Link to="/faq">{t('faq')}</Link>
              </li>
            </ul>
          </nav>
          <nav className="col-6 col-lg-3" aria-label={t('usefulLinks')}>
            <h3 className="site-footer__title">{t('usefulLinks')}</h3>
            <ul className="list-unstyled">
              <li>
                <Link to="/product">{t('shop')}</Link>
              </li>
              <li>
                <Link to="/order/tracking">{t('tracking')}</Link>
              </li>
              <li>
                <Link to="/favorite">{t('favorite')}</Link>
              </li>
              <li>
                <Link to="/profile">{t('myAccount')}</Link>
              </li>
            </ul>
          </nav>
          <address className="col-12 col-md-6 col-lg-3">
            <h3 className="site-footer__title">{t('contact')}</h3>
            <p className="mb-1">{t('address')}</p>
            <p className="mb-1">
              <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
            </p>
            <p className="mb-1">
              <a href="tel:+62215550188">+62 21 555 0188</a>
            </p>
            <p className="mb-0">{t('hours')}</p>
          </address>
        </div>
        <p className="site-footer__copy">
          {/* spec §9: the copyright line says 2022 */}
          {t('copyright', { shop: SHOP_NAME })}
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
