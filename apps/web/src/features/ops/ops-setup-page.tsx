import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { InputField, PasswordInput } from '../../components/form-inputs';
import { Link } from '../../lib/link';
import { getErrorMessage } from '../../lib/get-error-message';
import { useCompleteOperatorSetupMutation, useGetOperatorSetupQuery } from './ops-api';
import { useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { Loading } from './ops-ui';

/** /ops/setup?token=… — the one-time link of `npm run operator:create`. */
export default function OpsSetupPage() {
  const t = useT(opsMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, error } = useGetOperatorSetupQuery(token, { skip: !token });
  const [complete, { isLoading, error: saveError }] = useCompleteOperatorSetupMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      setCodes((await complete({ token, password, code }).unwrap()).recovery_codes);
    } catch {
      // shown below from saveError
    }
  }
  return (
    <main className="container py-5 ops-setup">
      <h1 className="h3 fw-light mb-4">{t('setupTitle')}</h1>
      {!token && <p className="text-danger">{t('setupIncomplete')}</p>}
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {codes ? (
        <>
          <p>{t('setupDone')}</p>
          <ul className="ops-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Link to="/login" className="btn btn-dark rounded-0">
            {t('login')}
          </Link>
        </>
      ) : data ? (
        <Form onSubmit={(e) => void submit(e)}>
          <p className="text-break">{t('setupIntro', { email: data.email })}</p>
          <img
            src={data.qr_svg}
            alt={t('setupQr', { url: data.otpauth_url })}
            width={180}
            height={180}
            className="mb-2 d-block"
          />
          <p className="small text-break">
            {t('setupKey')} <code>{data.secret}</code>
          </p>
          <PasswordInput
            label={t('newPassword')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <InputField
            controlId="setup-code"
            label={t('appCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {saveError && <p className="text-danger">{getErrorMessage(saveError)}</p>}
          <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading}>
            {t('finishSetup')}
          </Button>
        </Form>
      ) : (
        token && !error && <Loading rows={6} />
      )}
    </main>
  );
}
