import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useLocation } from 'react-router';
import { returnPath } from './return-path';
import { Link } from '../../lib/link';
import { notify } from '../../lib/toast';
import { AuthCard, AuthSwitch, FormMessage } from './auth-card';
import { login } from './auth-thunks';
import { AuthSubmit, useAuthForm } from './auth-form';
import { InputField, PasswordInput } from '../../components/form-inputs';
import { useMergeGuestCart } from '../cart/cart-api';

/** spec §2 /login: e-mail or username and password; success goes to / with the welcome toast. */
export default function LoginPage() {
  const { t, dispatch, navigate, isLoading, message, setMessage } = useAuthForm('loginTitle');
  const location = useLocation();
  const [emailOrusername, setEmailOrusername] = useState('');
  const [password, setPassword] = useState('');
  // An operator's second factor, asked for when the server answers MFA_REQUIRED.
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);

  // Back to the page that sent the visitor here (a same-site path only), else /
  const returnTo = returnPath(location.state);
  const mergeGuestCart = useMergeGuestCart();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      const userInfo = await dispatch(
        login({ emailOrusername, password, ...(needsOtp ? { otp } : {}), onSuccess: () => undefined }),
      ).unwrap();
      // A visitor's cart goes into the account before the page they return to shows it.
      await mergeGuestCart(userInfo.role);
      // Operators land in their console, sellers on their seller home; everyone else where they came from.
      const home =
        userInfo.role === 'operator' ? '/ops' : userInfo.role === 'seller' && returnTo === '/' ? '/seller' : null;
      void navigate(home ?? returnTo, { replace: true });
      notify.welcome(t('welcomeBack', { name: userInfo.username || userInfo.name || userInfo.email }));
    } catch (error) {
      // The server's own words (e.g. 'Email/Password is Wrong', or when to try again after too many tries).
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'MFA_REQUIRED') {
        setNeedsOtp(true);
      }
      setMessage(error);
    }
  }

  return (
    <AuthCard title={t('loginTitle')} subtitle={t('loginSubtitle')}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <InputField
          controlId="login-email-or-username"
          label={t('emailOrUsername')}
          name="emailOrusername"
          autoComplete="username"
          value={emailOrusername}
          onChange={(e) => setEmailOrusername(e.target.value)}
        />
        <PasswordInput
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {needsOtp && (
          <InputField
            controlId="login-otp"
            label={t('otpLabel')}
            name="otp"
            autoComplete="one-time-code"
            autoFocus
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            help={t('otpHelp')}
          />
        )}
        <div className="d-flex justify-content-end mb-3">
          <Link to="/forgot" className="small text-dark">
            {t('forgetPassword')}
          </Link>
        </div>
        <FormMessage message={message} />
        <AuthSubmit isLoading={isLoading}>{t('loginButton')}</AuthSubmit>
      </Form>
      <AuthSwitch text={t('noAccount')} to="/register" />
    </AuthCard>
  );
}
