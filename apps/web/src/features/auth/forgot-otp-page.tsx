import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_LENGTH } from '@rima/shared/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { rich } from '../../lib/rich-text';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage, type FormProblem } from './auth-card';
import { authStatusReset } from './auth-slice';
import { forgot, verifyCode } from './auth-thunks';
import { CodeField, codeFailure, codeProblem } from './auth-fields';
import { readForgotState, type ForgotState } from './forgot-state';
import { authMessages } from './i18n/messages';
import { ResendCode } from './resend-code';

/** When a code went out (a handler's clock reading, not render's). */
const sentNow = () => Date.now();

/** spec §2/§4 /forgot/otp: the code from the e-mail, with the 2-minute resend countdown. */
export default function ForgotOtpPage() {
  const t = useT(authMessages);
  useDocumentTitle(t('verificationCode'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const forgotState = readForgotState(location.state);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<FormProblem>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

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
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
          {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('verify')}
        </Button>
      </Form>
      <div className="mt-3">
        <ResendCode sentAt={forgotState.sentAt} onResend={() => void resend()} isSending={isLoading} />
      </div>
    </AuthCard>
  );
}
