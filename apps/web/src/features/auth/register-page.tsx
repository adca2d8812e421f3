import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useLocation } from 'react-router';
import { returnPath } from './return-path';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@rima/shared/constants';
import { MESSAGES } from '@rima/shared/messages';
import { isApiError } from '../../lib/get-error-message';
import { rich } from '../../lib/rich-text';
import { notify } from '../../lib/toast';
import { AuthCard, AuthSwitch, FormMessage } from './auth-card';
import { register, registerStart, verifyCode } from './auth-thunks';
import { CodeField, codeFailure, codeProblem, EmailField } from './auth-fields';
import { AuthSubmit, useAuthForm } from './auth-form';
import { InputField, PasswordInput } from '../../components/form-inputs';
import { ResendCode } from './resend-code';
import { useMergeGuestCart } from '../cart/cart-api';

type Role = 'customer' | 'seller';
type Stage = 'account' | 'code' | 'name';

const STAGE_NUMBER: Record<Stage, number> = { account: 1, code: 2, name: 3 };

/** A taken e-mail is the one start failure the spec names; other failures (rate limits) speak for themselves. */
function startFailureMessage(error: unknown) {
  const isTaken =
    isApiError(error) &&
    (error.statusCode === 409 || /already exist/i.test(error.message) || /taken/i.test(error.message));
  return isTaken ? MESSAGES.registerEmailExists : error;
}

/**
 * spec §2/§4 /register in three stages: (1) e-mail, password, role; (2) the code from the e-mail, checked by
 * the server; (3) username, or store name and description for sellers. Confirm registers, logs in, goes to /.
 */
export default function RegisterPage() {
  const { t, dispatch, navigate, isLoading, message, setMessage } = useAuthForm('registerTitle');
  const location = useLocation();
  const returnTo = returnPath(location.state);
  const mergeGuestCart = useMergeGuestCart();
  const [stage, setStage] = useState<Stage>('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState(0);
  const [username, setUsername] = useState('');
  const [storeDesc, setStoreDesc] = useState('');

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
      notify.info(t('newCodeSent'));
    } catch (error) {
      setMessage(error);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    const problem = codeProblem(code);
    setMessage(problem);
    if (problem) return;
    try {
      await dispatch(verifyCode({ email: email.trim(), code, purpose: 'register' })).unwrap();
      setStage('name');
    } catch (error) {
      setMessage(codeFailure(error));
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
          onSuccess: () => undefined,
        }),
      ).unwrap();
      // The visitor's cart goes into the new account; then back to what they were doing (a sofa's page), else /
      await mergeGuestCart(userInfo.role);
      void navigate(returnTo, { replace: true });
      notify.welcome(t('welcomeNew', { name: userInfo.username || userInfo.email }));
    } catch (error) {
      setMessage(error);
    }
  }

  return (
    <AuthCard title={t('registerTitle')} subtitle={t('registerStep', { step: STAGE_NUMBER[stage] })}>
      {stage === 'account' && (
        <Form onSubmit={(e) => void submitAccount(e)} noValidate aria-label={t('createAccount')}>
          <EmailField id="register-email" email={email} onChange={setEmail} />
          <PasswordInput
            label={t('password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="d-flex gap-4 mb-3">
            <Form.Check
              type="checkbox"
              id="register-role-customer"
              label={t('imCustomer')}
              checked={role === 'customer'}
              onChange={() => toggleRole('customer')}
            />
            <Form.Check
              type="checkbox"
              id="register-role-seller"
              label={t('imSeller')}
              checked={role === 'seller'}
              onChange={() => toggleRole('seller')}
            />
          </div>
          <FormMessage message={message} />
          <AuthSubmit isLoading={isLoading} announcesLoading>
            {t('registerButton')}
          </AuthSubmit>
        </Form>
      )}

      {stage === 'code' && (
        <Form onSubmit={(e) => void submitCode(e)} noValidate aria-label={t('verifyEmail')}>
          <p>
            {rich(t('codeSent', { digits: OTP_LENGTH, email: email.trim() }), {
              strong: (text) => <strong>{text}</strong>,
            })}
          </p>
          <CodeField id="register-code" code={code} onChange={setCode} />
          <FormMessage message={message} />
          <AuthSubmit isLoading={isLoading} announcesLoading>
            {t('verify')}
          </AuthSubmit>
          <div className="mt-3">
            <ResendCode sentAt={sentAt} onResend={() => void resend()} isSending={isLoading} />
          </div>
        </Form>
      )}

      {stage === 'name' && (
        <Form onSubmit={(e) => void submitName(e)} noValidate aria-label={t('nameAccount')}>
          <InputField
            controlId="register-username"
            label={role === 'seller' ? t('storeName') : t('username')}
            name="username"
            autoComplete={role === 'seller' ? 'organization' : 'username'}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            help={t('loginWithName')}
          />
          {role === 'seller' && (
            <InputField
              controlId="register-store-desc"
              label={t('storeDescription')}
              as="textarea"
              rows={3}
              name="store_desc"
              value={storeDesc}
              onChange={(e) => setStoreDesc(e.target.value)}
            />
          )}
          <FormMessage message={message} />
          <AuthSubmit isLoading={isLoading} announcesLoading>
            {t('confirm')}
          </AuthSubmit>
        </Form>
      )}

      <AuthSwitch text={t('haveAccount')} to="/login" />
    </AuthCard>
  );
}
