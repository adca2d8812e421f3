import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getErrorMessage, isApiError } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage } from './auth-card';
import { authStatusReset, register, registerStart, verifyCode } from './auth-slice';
import { PasswordInput } from './password-input';
import { ResendCode } from './resend-code';

type Role = 'customer' | 'seller';
type Stage = 'account' | 'code' | 'name';

const STAGE_NUMBER: Record<Stage, number> = { account: 1, code: 2, name: 3 };

/** A taken e-mail is the one start failure the spec names; other failures (rate limits) speak for themselves. */
function startFailureMessage(error: unknown) {
  const isTaken =
    isApiError(error) &&
    (error.statusCode === 409 || /already exist/i.test(error.message) || /taken/i.test(error.message));
  return isTaken ? MESSAGES.registerEmailExists : getErrorMessage(error);
}

function SubmitButton({ isLoading, children }: { isLoading: boolean; children: string }) {
  return (
    <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
      {isLoading && (
        <Spinner animation="border" size="sm" className="me-2" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {children}
    </Button>
  );
}

/**
 * spec §2/§4 /register in three stages: (1) e-mail, password, role; (2) the code from the e-mail, checked by
 * the server; (3) username, or store name and description for sellers. Confirm registers, logs in, goes to /.
 */
export default function RegisterPage() {
  useDocumentTitle('Register');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const [stage, setStage] = useState<Stage>('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState(0);
  const [username, setUsername] = useState('');
  const [storeDesc, setStoreDesc] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  // 'I'm Customer' / 'I'm Seller': exactly one can be ticked; ticking one unticks the other.
  const toggleRole = (value: Role) => setRole((current) => (current === value ? null : value));

  async function sendCode() {
    await dispatch(registerStart({ email: email.trim() })).unwrap();
    setSentAt(Date.now());
  }

  async function submitAccount(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password || !role) return setMessage(MESSAGES.registerAllRequired);
    if (password.length < PASSWORD_MIN_LENGTH) return setMessage(MESSAGES.registerPasswordShort);
    setMessage(null);
    try {
      await sendCode();
      setStage('code');
    } catch (error) {
      setMessage(startFailureMessage(error));
    }
  }

  async function resend() {
    setMessage(null);
    try {
      await sendCode();
      notify.info('A new code is on its way.');
    } catch (error) {
      setMessage(getErrorMessage(error));
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d+$/.test(code) || code.length !== OTP_LENGTH) return setMessage(MESSAGES.pinMismatch);
    setMessage(null);
    try {
      await dispatch(verifyCode({ email: email.trim(), code, purpose: 'register' })).unwrap();
      setStage('name');
    } catch (error) {
      // A wrong (or dead) code is the spec's message; throttling keeps the server's own words.
      setMessage(isApiError(error) && error.statusCode === 429 ? error.message : MESSAGES.pinMismatch);
    }
  }

  async function submitName(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !role || (role === 'seller' && !storeDesc.trim()))
      return setMessage(MESSAGES.registerAllRequired);
    setMessage(null);
    try {
      const userInfo = await dispatch(
        register({
          email: email.trim(),
          password,
          role,
          code,
          username: username.trim(),
          ...(role === 'seller' ? { store_desc: storeDesc.trim() } : {}), // spec §7 wire name
          onSuccess: () => void navigate('/', { replace: true }),
        }),
      ).unwrap();
      notify.welcome(`Welcome to RIMA, ${userInfo.username || userInfo.email}!`);
    } catch (error) {
      setMessage(getErrorMessage(error));
    }
  }

  return (
    <AuthCard title="Register" subtitle={`Step ${STAGE_NUMBER[stage]} of 3`}>
      {stage === 'account' && (
        <Form onSubmit={(e) => void submitAccount(e)} noValidate aria-label="Create account">
          <Form.Group className="mb-3" controlId="register-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              className="rounded-0"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Group>
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="d-flex gap-4 mb-3">
            <Form.Check
              type="checkbox"
              id="register-role-customer"
              label="I'm Customer"
              checked={role === 'customer'}
              onChange={() => toggleRole('customer')}
            />
            <Form.Check
              type="checkbox"
              id="register-role-seller"
              label="I'm Seller"
              checked={role === 'seller'}
              onChange={() => toggleRole('seller')}
            />
          </div>
          <FormMessage message={message} />
          <SubmitButton isLoading={isLoading}>Register</SubmitButton>
        </Form>
      )}

      {stage === 'code' && (
        <Form onSubmit={(e) => void submitCode(e)} noValidate aria-label="Verify e-mail">
          <p>
            We sent a {OTP_LENGTH}-digit code to <strong>{email.trim()}</strong>. It is valid for 10 minutes.
          </p>
          <Form.Group className="mb-3" controlId="register-code">
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
          <SubmitButton isLoading={isLoading}>Verify</SubmitButton>
          <div className="mt-3">
            <ResendCode sentAt={sentAt} onResend={() => void resend()} isSending={isLoading} />
          </div>
        </Form>
      )}

      {stage === 'name' && (
        <Form onSubmit={(e) => void submitName(e)} noValidate aria-label="Name your account">
          <Form.Group className="mb-3" controlId="register-username">
            <Form.Label>{role === 'seller' ? 'Store Name' : 'Username'}</Form.Label>
            <Form.Control
              className="rounded-0"
              name="username"
              autoComplete={role === 'seller' ? 'organization' : 'username'}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <Form.Text>You can log in with it instead of your e-mail.</Form.Text>
          </Form.Group>
          {role === 'seller' && (
            <Form.Group className="mb-3" controlId="register-store-desc">
              <Form.Label>Store Description</Form.Label>
              <Form.Control
                className="rounded-0"
                as="textarea"
                rows={3}
                name="store_desc"
                value={storeDesc}
                onChange={(e) => setStoreDesc(e.target.value)}
              />
            </Form.Group>
          )}
          <FormMessage message={message} />
          <SubmitButton isLoading={isLoading}>Confirm</SubmitButton>
        </Form>
      )}

      <p className="text-center mt-4 mb-0">
        Already have an account?{' '}
        <Link to="/login" className="text-dark fw-medium">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
