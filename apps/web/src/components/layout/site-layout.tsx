import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { GuardLoginNotice } from '../guard-login-notice';
import { Footer } from './footer';
import { Header } from './header';

export function SiteLayout() {
  const navigation = useNavigation();
  return (
    <div className="site">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
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
