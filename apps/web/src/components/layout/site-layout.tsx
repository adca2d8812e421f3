import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { GuardLoginNotice } from '../guard-login-notice';
import { commonMessages } from '../i18n/messages';
import { Footer } from './footer';
import { Header } from './header';

export function SiteLayout() {
  const t = useT(commonMessages);
  const navigation = useNavigation();
  return (
    <div className="site">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('skip')}
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t('loadingPage')} />
      )}
      <main id="main" className="site-main">
        <GuardLoginNotice />
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
