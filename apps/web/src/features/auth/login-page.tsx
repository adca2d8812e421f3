import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getErrorMessage, isApiError } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage } from './auth-card';
import { authStatusReset, login } from './auth-slice';
import { PasswordInput } from './password-input';

/** spec §2 /login: e-mail or username and password; success goes to / with the welcome toast. */
export default function LoginPage() {
  useDocumentTitle('Login');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const [emailOrusername, setEmailOrusername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // Issue 14: an operator's second factor, asked for when the server answers MFA_REQUIRED.
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  // issue 17: back to the page that sent the visitor here (a same-site path only), else /
  const from = (location.state as { from?: unknown } | null)?.from;
  const returnTo = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      const userInfo = await dispatch(
        login({
          emailOrusername,
          password,
          ...(needsOtp ? { otp } : {}),
          onSuccess: () => undefined,
        }),
      ).unwrap();
      // Operators land in their console (issue 14); everyone else where they came from.
      void navigate(userInfo.role === 'operator' ? '/ops' : returnTo, { replace: true });
      notify.welcome(`Welcome back, ${userInfo.username || userInfo.name || userInfo.email}!`);
    } catch (error) {
      if (isApiError(error) && error.code === 'MFA_REQUIRED') setNeedsOtp(true);
      // The server's own words (e.g. 'Email/Password is Wrong', or when to try again after too many tries).
      setMessage(getErrorMessage(error));
    }
  }

  return (
    <AuthCard title="Login" subtitle="Welcome back. Log in with your e-mail or username.">
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Form.Group className="mb-3" controlId="login-email-or-username">
          <Form.Label>Email or Username</Form.Label>
          <Form.Control
            className="rounded-0"
            name="emailOrusername"
            autoComplete="username"
            value={emailOrusername}
            onChange={(e) => setEmailOrusername(e.target.value)}
          />
        </Form.Group>
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {needsOtp && (
          <Form.Group className="mb-3" controlId="login-otp">
            <Form.Label>Authentication code</Form.Label>
            <Form.Control
              className="rounded-0"
              name="otp"
              inputMode="text"
              autoComplete="one-time-code"
              autoFocus
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
            />
            <Form.Text>The 6-digit code from your authenticator app, or one of your recovery codes.</Form.Text>
          </Form.Group>
        )}
        <div className="d-flex justify-content-end mb-3">
          <Link to="/forgot" className="small text-dark">
            Forget your password?
          </Link>
        </div>
        <FormMessage message={message} />
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
          {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Login
        </Button>
      </Form>
      <p className="text-center mt-4 mb-0">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="text-dark fw-medium">
          Register
        </Link>
      </p>
    </AuthCard>
  );
}
