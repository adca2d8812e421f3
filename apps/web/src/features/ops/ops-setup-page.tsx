import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { getErrorMessage } from '../../lib/get-error-message';
import { useCompleteOperatorSetupMutation, useGetOperatorSetupQuery } from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { Loading } from './ops-ui';

/** Issue 14: /ops/setup?token=… — the one-time link of `npm run operator:create`. */
export default function OpsSetupPage() {
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
      <h1 className="h3 fw-light mb-4">{T.setupTitle}</h1>
      {!token && <p className="text-danger">This link is incomplete.</p>}
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {codes ? (
        <>
          <p>{T.setupDone}</p>
          <ul className="ops-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Link to="/login" className="btn btn-dark rounded-0">
            Login
          </Link>
        </>
      ) : data ? (
        <Form onSubmit={(e) => void submit(e)}>
          <p className="text-break">
            Operator account <strong>{data.email}</strong>. Add it to your authenticator app: scan the code or type the
            key.
          </p>
          <img
            src={data.qr_svg}
            alt={`QR code of ${data.otpauth_url}`}
            width={180}
            height={180}
            className="mb-2 d-block"
          />
          <p className="small text-break">
            Key: <code>{data.secret}</code>
          </p>
          <Form.Group controlId="setup-password" className="mb-3">
            <Form.Label>New password</Form.Label>
            <Form.Control
              type="password"
              className="rounded-0"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Form.Group>
          <Form.Group controlId="setup-code" className="mb-3">
            <Form.Label>Code from the app</Form.Label>
            <Form.Control
              className="rounded-0"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Form.Group>
          {saveError && <p className="text-danger">{getErrorMessage(saveError)}</p>}
          <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading}>
            Finish setup
          </Button>
        </Form>
      ) : (
        token && !error && <Loading rows={6} />
      )}
    </main>
  );
}
