import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage, type FormProblem } from './auth-card';
import { authStatusReset, loggedOut } from './auth-slice';
import { reset } from './auth-thunks';
import { readForgotState } from './forgot-state';
import { authMessages } from './i18n/messages';
import { PasswordInput } from '../../components/password-input';

/** spec §2 /forgot/otp/verify: the new password twice; success sends the user to /login. */
export default function ForgotResetPage() {
  const t = useT(authMessages);
  useDocumentTitle(t('newPasswordTitle'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const forgotState = readForgotState(location.state);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<FormProblem>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  if (!forgotState?.code) return <Navigate to="/forgot" replace />;
  const { email, code } = forgotState;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword || !confirmPassword) return setMessage(MESSAGES.changeNewConfirmRequired);
    if (newPassword.length < PASSWORD_MIN_LENGTH) return setMessage(MESSAGES.changeNewShort);
    if (newPassword !== confirmPassword) return setMessage(MESSAGES.changeMismatch);
    setMessage(null);
    try {
      await dispatch(reset({ email, code, new_password: newPassword })).unwrap(); // spec §7 wire name
      // A reset ends every session of the account, this device's included.
      if (isLoggedIn) dispatch(loggedOut());
      await navigate('/login', { replace: true });
      notify.success(t('passwordChanged'));
    } catch (error) {
      setMessage(error);
    }
  }

  return (
    <AuthCard title={t('newPasswordTitle')} subtitle={t('newPasswordSubtitle', { email })}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <PasswordInput
          label={t('newPassword')}
          name="new_password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <PasswordInput
          label={t('confirmPassword')}
          name="confirm_password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <FormMessage message={message} />
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
          {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('savePassword')}
        </Button>
      </Form>
    </AuthCard>
  );
}
