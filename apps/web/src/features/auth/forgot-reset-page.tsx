import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage } from './auth-card';
import { authStatusReset, loggedOut, reset } from './auth-slice';
import { readForgotState } from './forgot-state';
import { PasswordInput } from './password-input';

/** spec §2 /forgot/otp/verify: the new password twice; success sends the user to /login. */
export default function ForgotResetPage() {
  useDocumentTitle('New password');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const forgotState = readForgotState(location.state);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

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
      notify.success('Your password has been changed. Log in with the new one.');
    } catch (error) {
      setMessage(getErrorMessage(error));
    }
  }

  return (
    <AuthCard title="New password" subtitle={`Choose a new password for ${email}.`}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <PasswordInput
          label="New Password"
          name="new_password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <PasswordInput
          label="Confirm Password"
          name="confirm_password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <FormMessage message={message} />
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
          {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Save password
        </Button>
      </Form>
    </AuthCard>
  );
}
