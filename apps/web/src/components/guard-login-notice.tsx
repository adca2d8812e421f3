import { useLocation } from 'react-router';
import { Link } from '../lib/link';
import { MESSAGES } from '@rima/shared/messages';
import { useAppSelector } from '../app/hooks';
import type { GuardRedirectState } from './require-auth';
import { useT } from '../lib/i18n';
import { commonMessages } from './i18n/messages';

/**
 * After the guard's redirect to / with 'Silahkan Login Terlebih Dahulu' (spec §2), the message offers
 * a 'Login' button that comes back to the guarded page after login.
 */
export function GuardLoginNotice() {
  const t = useT(commonMessages);
  const location = useLocation();
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const state = location.state as Partial<GuardRedirectState> | null;
  if (isLoggedIn || state?.redirect !== true || state.message !== MESSAGES.guardNoToken || !state.from) return null;
  return (
    <div className="container pt-3">
      <div className="alert alert-light border rounded-0 d-flex flex-wrap align-items-center gap-3 mb-0" role="status">
        <span className="flex-grow-1">{t('guardNoToken')}</span>
        <Link to="/login" state={{ from: state.from }} className="btn btn-dark rounded-0 px-4">
          {t('login')}
        </Link>
      </div>
    </div>
  );
}
