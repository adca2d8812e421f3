import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Navigate, useLocation } from 'react-router';
import { MESSAGES } from '@rima/shared/messages';
import { useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/toast';
import { AuthCard, FormMessage } from './auth-card';
import { loggedOut } from './auth-slice';
import { reset } from './auth-thunks';
import { readForgotState } from './forgot-state';
import { AuthSubmit, useAuthForm } from './auth-form';
import { NewPasswordFields, type NewPassword } from '../../components/new-password-fields';
import { newPasswordProblem } from '../../lib/new-password';

/** spec §2 /forgot/otp/verify: the new password twice; success sends the user to /login. */
export default function ForgotResetPage() {
  const { t, dispatch, navigate, isLoading, message, setMessage } = useAuthForm('newPasswordTitle');
  const location = useLocation();
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const forgotState = readForgotState(location.state);
  const [passwords, setPasswords] = useState<NewPassword>({ newPassword: '', confirmPassword: '' });

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
        <AuthSubmit isLoading={isLoading}>{t('savePassword')}</AuthSubmit>
      </Form>
    </AuthCard>
  );
}
