import { lazy, Suspense, useState } from 'react';
import { Link } from '../../lib/link';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../i18n/messages';
import { DropdownMenu } from './dropdown-menu';

// The dialog (react-bootstrap Modal) loads the first time someone asks to log out, not with every page.
const LogoutDialog = lazy(() => import('../logout-dialog').then((m) => ({ default: m.LogoutDialog })));

/** spec §2: logged-in menu Profile, Chat, Notification, Logout; logged-out Login, Register, Chat, Notification. */
export function HeaderUserMenu() {
  const t = useT(commonMessages);
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  const [hasAskedToLogout, setHasAskedToLogout] = useState(false);
  return (
    <>
      <DropdownMenu
        label={t('accountMenu')}
        toggle={<i className="bi bi-person" aria-hidden="true" />}
        toggleClassName="btn btn-link header-icon"
        align="end"
      >
        {userInfo?.token ? (
          <>
            <Link className="dropdown-item" to="/profile">
              {t('profile')}
            </Link>
            {/* Orders are one tap away */}
            {userInfo.role === 'seller' ? (
              <Link className="dropdown-item" to="/admin/my-order">
                {t('storeOrders')}
              </Link>
            ) : (
              <Link className="dropdown-item" to="/order">
                {t('myOrders')}
              </Link>
            )}
          </>
        ) : (
          <>
            <Link className="dropdown-item" to="/login">
              {t('login')}
            </Link>
            <Link className="dropdown-item" to="/register">
              {t('register')}
            </Link>
          </>
        )}
        <Link className="dropdown-item" to="/chat">
          {t('chat')}
        </Link>
        <Link className="dropdown-item" to="/notification">
          {t('notification')}
        </Link>
        {userInfo?.token && (
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              setHasAskedToLogout(true);
              setLogoutOpen(true);
            }}
          >
            {t('logout')}
          </button>
        )}
      </DropdownMenu>
      {hasAskedToLogout && (
        <Suspense fallback={null}>
          <LogoutDialog show={isLogoutOpen} onHide={() => setLogoutOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
