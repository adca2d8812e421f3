import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { MESSAGES } from '@rima/shared/messages';
import { useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { Loading } from './ops-ui';

// The console's layout, pages and stylesheet load after the guard lets an operator in.
const Console = lazy(() => import('./ops-console'));
const SetupPage = lazy(() => import('./ops-setup-page'));

function Guarded() {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const location = useLocation();
  if (!userInfo?.token) {
    notify.guard(MESSAGES.guardNoToken);
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (userInfo.role !== 'operator') {
    notify.guard(MESSAGES.guardWrongRole);
    return <Navigate to="/" replace />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <Console />
    </Suspense>
  );
}

/** /ops/* — the operator console (docs/decisions/014), its own lazily loaded part of the app. /ops/setup is public. */
export default function OpsApp() {
  const t = useT(opsMessages);
  useDocumentTitle(t('consoleName'));
  return (
    <Routes>
      <Route
        path="setup"
        element={
          <Suspense fallback={<Loading />}>
            <SetupPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Guarded />} />
    </Routes>
  );
}
