import { lazy, Suspense, useState } from 'react';
import { Link } from '../../lib/link';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../i18n/messages';
import type en from '../i18n/en.json';
import { DropdownMenu } from './dropdown-menu';

// The dialog (react-bootstrap Modal) loads the first time someone asks to log out, not with every page.
/** A menu entry: where it leads and its text. */
type MenuLink = [to: string, label: keyof typeof en];

const LogoutDialog = lazy(() => import('../logout-dialog').then((m) => ({ default: m.LogoutDialog })));

/** spec §2: logged-in menu Profile, Chat, Notification, Logout; logged-out Login, Register, Chat, Notification. */
export function HeaderUserMenu() {
  const t = useT(commonMessages);
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  const [hasAskedToLogout, setHasAskedToLogout] = useState(false);
  // Orders are one tap away
  const orders: MenuLink = userInfo?.role === 'seller' ? ['/admin/my-order', 'storeOrders'] : ['/order', 'myOrders'];
  const accountLinks: MenuLink[] = userInfo?.token
    ? [['/profile', 'profile'], orders]
    : [
        ['/login', 'login'],
        ['/register', 'register'],
      ];
  const links: MenuLink[] = [...accountLinks, ['/chat', 'chat'], ['/notification', 'notification']];
  return (
    <>
      <DropdownMenu
        label={t('accountMenu')}
        toggle={<i className="bi bi-person" aria-hidden="true" />}
        toggleClassName="btn btn-link header-icon"
        align="end"
      >
        {links.map(([to, label]) => (
          <Link key={to} className="dropdown-item" to={to}>
            {t(label)}
          </Link>
        ))}
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
