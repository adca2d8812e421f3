import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage, authText, type FormProblem } from './auth-card';
import { authStatusReset } from './auth-slice';
import { forgot } from './auth-thunks';
import type { ForgotState } from './forgot-state';
import { EmailField } from './auth-fields';
import { authMessages } from './i18n/messages';

/** spec §2 /forgot: the e-mail that gets a recovery code. */
export default function ForgotEmailPage() {
  const t = useT(authMessages);
  useDocumentTitle(t('forgotTitle'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormProblem>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // spec §5: the e-mail is required.
    if (!email.trim()) return setMessage(authText('enterAccountEmail'));
    setMessage(null);
    try {
      await dispatch(forgot({ email: email.trim() })).unwrap();
      const state: ForgotState = { email: email.trim(), sentAt: Date.now() };
      await navigate('/forgot/otp', { state });
    } catch (error) {
      setMessage(error);
    }
  }

  return (
    <AuthCard title={t('forgotTitle')} subtitle={t('forgotSubtitle')}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <EmailField id="forgot-email" email={email} onChange={setEmail} />
        <FormMessage message={message} />
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
          {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('sendCode')}
        </Button>
      </Form>
      <p className="text-center mt-4 mb-0">
        <Link to="/login" className="text-dark">
          {t('backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
