import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../i18n/messages';
import { Footer } from './footer';
import { Header } from './header';

// Shown only after a guard's redirect (a client-side navigation): not part of every page's first chunk.
const GuardLoginNotice = lazy(() => import('../guard-login-notice').then((m) => ({ default: m.GuardLoginNotice })));

export function SiteLayout() {
  const t = useT(commonMessages);
  const navigation = useNavigation();
  const location = useLocation();
  const isGuardRedirect = (location.state as { redirect?: unknown } | null)?.redirect === true;
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
        {isGuardRedirect && (
          <Suspense fallback={null}>
            <GuardLoginNotice />
          </Suspense>
        )}
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
