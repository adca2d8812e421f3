import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Navigate, useLocation } from 'react-router';
import { OTP_LENGTH } from '@rima/shared/constants';
import { rich } from '../../lib/rich-text';
import { notify } from '../../lib/toast';
import { AuthCard, FormMessage } from './auth-card';
import { forgot, verifyCode } from './auth-thunks';
import { CodeField, codeFailure, codeProblem } from './auth-fields';
import { readForgotState, type ForgotState } from './forgot-state';
import { AuthSubmit, useAuthForm } from './auth-form';
import { ResendCode } from './resend-code';

/** When a code went out (a handler's clock reading, not render's). */
const sentNow = () => Date.now();

/** spec §2/§4 /forgot/otp: the code from the e-mail, with the 2-minute resend countdown. */
export default function ForgotOtpPage() {
  const { t, dispatch, navigate, isLoading, message, setMessage } = useAuthForm('verificationCode');
  const location = useLocation();
  const forgotState = readForgotState(location.state);
  const [code, setCode] = useState('');

  if (!forgotState) return <Navigate to="/forgot" replace />;
  const { email } = forgotState;

  async function resend() {
    setMessage(null);
    try {
      await dispatch(forgot({ email })).unwrap();
      const state: ForgotState = { email, sentAt: sentNow() };
      await navigate('.', { replace: true, state });
      notify.info(t('newCodeSent'));
    } catch (error) {
      setMessage(error);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // spec §5: the code step advances only on a match.
    const problem = codeProblem(code);
    setMessage(problem);
    if (problem) return;
    try {
      await dispatch(verifyCode({ email, code, purpose: 'reset' })).unwrap();
      const state: ForgotState = { email, sentAt: forgotState?.sentAt ?? sentNow(), code };
      await navigate('/forgot/otp/verify', { state });
    } catch (error) {
      setMessage(codeFailure(error));
    }
  }

  return (
    <AuthCard
      title={t('verificationCode')}
      subtitle={rich(t('forgotCodeSent', { email, digits: OTP_LENGTH }), {
        strong: (text) => <strong>{text}</strong>,
      })}
    >
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <CodeField id="forgot-code" code={code} onChange={setCode} />
        <FormMessage message={message} />
        <AuthSubmit isLoading={isLoading}>{t('verify')}</AuthSubmit>
      </Form>
      <div className="mt-3">
        <ResendCode sentAt={forgotState.sentAt} onResend={() => void resend()} isSending={isLoading} />
      </div>
    </AuthCard>
  );
}
