import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getErrorMessage, isApiError } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage } from './auth-card';
import { authStatusReset, forgot, verifyCode } from './auth-slice';
import { readForgotState, type ForgotState } from './forgot-state';
import { ResendCode } from './resend-code';

/** spec §2/§4 /forgot/otp: the code from the e-mail, with the 2-minute resend countdown. */
export default function ForgotOtpPage() {
  useDocumentTitle('Verification code');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const forgotState = readForgotState(location.state);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  if (!forgotState) return <Navigate to="/forgot" replace />;
  const { email } = forgotState;

  async function resend() {
    setMessage(null);
    try {
      await dispatch(forgot({ email })).unwrap();
      const state: ForgotState = { email, sentAt: Date.now() };
      await navigate('.', { replace: true, state });
      notify.info('A new code is on its way.');
    } catch (error) {
      setMessage(getErrorMessage(error));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // spec §5: the code step advances only on a match.
    if (!/^\d+$/.test(code) || code.length !== OTP_LENGTH) return setMessage(MESSAGES.pinMismatch);
    setMessage(null);
    try {
      await dispatch(verifyCode({ email, code, purpose: 'reset' })).unwrap();
      const state: ForgotState = { email, sentAt: forgotState?.sentAt ?? Date.now(), code };
      await navigate('/forgot/otp/verify', { state });
    } catch (error) {
      setMessage(isApiError(error) && error.statusCode === 429 ? error.message : MESSAGES.pinMismatch);
    }
  }

  return (
    <AuthCard
      title="Verification code"
      subtitle={
        <>
          If <strong>{email}</strong> has an account, a {OTP_LENGTH}-digit code is on its way. It is valid for 10
          minutes.
        </>
      }
    >
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Form.Group className="mb-3" controlId="forgot-code">
          <Form.Label>Verification code</Form.Label>
          <Form.Control
            className="rounded-0 otp-input"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </Form.Group>
        <FormMessage message={message} />
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
          {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Verify
        </Button>
      </Form>
      <div className="mt-3">
        <ResendCode sentAt={forgotState.sentAt} onResend={() => void resend()} isSending={isLoading} />
      </div>
    </AuthCard>
  );
}
