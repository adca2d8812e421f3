import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useLocation, useNavigate } from 'react-router';
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
import { NewPasswordFields, type NewPassword } from '../../components/new-password-fields';
import { newPasswordProblem } from '../../lib/new-password';

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
  const [passwords, setPasswords] = useState<NewPassword>({ newPassword: '', confirmPassword: '' });
  const [message, setMessage] = useState<FormProblem>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  if (!forgotState?.code) return <Navigate to="/forgot" replace />;
  const { email, code } = forgotState;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { newPassword, confirmPassword } = passwords;
    const problem =
      !newPassword || !confirmPassword
        ? MESSAGES.changeNewConfirmRequired
        : newPasswordProblem(newPassword, confirmPassword);
    setMessage(problem);
    if (problem) return;
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
        <NewPasswordFields
          labels={{ newPassword: t('newPassword'), confirmPassword: t('confirmPassword') }}
          value={passwords}
          onChange={setPasswords}
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
