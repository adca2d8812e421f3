import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../lib/get-error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard, FormMessage } from './auth-card';
import { authStatusReset, forgot } from './auth-slice';
import type { ForgotState } from './forgot-state';

/** spec §2 /forgot: the e-mail that gets a recovery code. */
export default function ForgotEmailPage() {
  useDocumentTitle('Forgot password');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoading = useAppSelector((s) => s.auth.isLoading);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    dispatch(authStatusReset());
  }, [dispatch]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // spec §5: the e-mail is required.
    if (!email.trim()) return setMessage('Enter the e-mail address of your account.');
    setMessage(null);
    try {
      await dispatch(forgot({ email: email.trim() })).unwrap();
      const state: ForgotState = { email: email.trim(), sentAt: Date.now() };
      await navigate('/forgot/otp', { state });
    } catch (error) {
      setMessage(getErrorMessage(error));
    }
  }

  return (
    <AuthCard title="Forgot password" subtitle="Enter your e-mail and we will send you a code to set a new password.">
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Form.Group className="mb-3" controlId="forgot-email">
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
        <FormMessage message={message} />
        <Button type="submit" variant="dark" className="rounded-0 w-100 py-2" disabled={isLoading}>
          {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Send code
        </Button>
      </Form>
      <p className="text-center mt-4 mb-0">
        <Link to="/login" className="text-dark">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
