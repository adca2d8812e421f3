import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from '../../lib/link';
import { AuthCard, FormMessage, authText } from './auth-card';
import { forgot } from './auth-thunks';
import type { ForgotState } from './forgot-state';
import { EmailField } from './auth-fields';
import { AuthSubmit, useAuthForm } from './auth-form';

/** spec §2 /forgot: the e-mail that gets a recovery code. */
export default function ForgotEmailPage() {
  const { t, dispatch, navigate, isLoading, message, setMessage } = useAuthForm('forgotTitle');
  const [email, setEmail] = useState('');

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
        <AuthSubmit isLoading={isLoading}>{t('sendCode')}</AuthSubmit>
      </Form>
      <p className="text-center mt-4 mb-0">
        <Link to="/login" className="text-dark">
          {t('backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
