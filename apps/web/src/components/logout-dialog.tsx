import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { SHOP_NAME } from '@rima/shared/constants';
import { api } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { USER_INFO_STORAGE_KEY } from '../features/auth/auth-slice';
import { logout } from '../features/auth/auth-thunks';
import { useT } from '../lib/i18n';
import { commonMessages } from './i18n/messages';

/** Location state of the /login visit a logout makes (the guest guard lets it through while the token goes). */
export type LoggingOutState = { loggingOut: true };

/**
 * spec §2/§4: the logout confirmation, titled with the shop name. Yes revokes the token on the server,
 * forgets the stored user info and every cached answer, and ends on /login.
 */
export function LogoutDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT(commonMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function confirm() {
    onHide();
    // Leave the guarded page first: clearing the token while it is still shown would bounce the user to /
    // with the guard's 'Silahkan Login Terlebih Dahulu'. flushSync: /login is on screen when the navigation
    // resolves, not left in a transition React may defer past the logout's answer.
    const state: LoggingOutState = { loggingOut: true };
    await navigate('/login', { replace: true, state, flushSync: true });
    // This browser stops receiving the account's push notifications (docs/push.md); its push service then
    // answers 410 and the server forgets the subscription.
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker
        .getRegistration()
        .then((r) => r?.pushManager.getSubscription())
        .then((s) => s?.unsubscribe())
        .catch(() => undefined);
    await dispatch(logout());
    localStorage.removeItem(USER_INFO_STORAGE_KEY);
    dispatch(api.util.resetApiState());
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="logout-dialog-title">
      <Modal.Header>
        <Modal.Title id="logout-dialog-title">{SHOP_NAME}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('logoutConfirm')}</Modal.Body>
      <Modal.Footer>
        <Button variant="dark" className="rounded-0 px-4" onClick={() => void confirm()}>
          {t('yes')}
        </Button>
        <Button variant="outline-dark" className="rounded-0 px-4" onClick={onHide}>
          {t('close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
