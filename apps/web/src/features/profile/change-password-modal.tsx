import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { NewPasswordFields, type NewPassword } from '../../components/new-password-fields';
import { PasswordInput } from '../../components/form-inputs';
import { validateChangePassword } from './change-password';
import { profileMessages } from './i18n/messages';
import { useChangePasswordMutation } from './profile-api';

/** spec §4/§5: the edit-password modal; the server answers 'Password is wrong' for a wrong current one. */
export function ChangePasswordModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT(profileMessages);
  const errorText = useErrorText();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [password, setPassword] = useState('');
  const [passwords, setPasswords] = useState<NewPassword>({ newPassword: '', confirmPassword: '' });
  // A rule's message (spec §5) or the API's failure, translated when shown.
  const [message, setMessage] = useState<unknown>(null);

  function close() {
    setPassword('');
    setPasswords({ newPassword: '', confirmPassword: '' });
    setMessage(null);
    onHide();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateChangePassword({ password, ...passwords });
    setMessage(problem);
    if (problem) return;
    try {
      // spec §3: payload password, new_password
      await changePassword({ password, new_password: passwords.newPassword }).unwrap();
      notify.success(t('passwordChanged'));
      close();
    } catch (error) {
      setMessage(error);
    }
  }

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="change-password-title">
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header>
          <Modal.Title id="change-password-title">{t('editPassword')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <PasswordInput
            label={t('password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <NewPasswordFields
            labels={{ newPassword: t('newPassword'), confirmPassword: t('confirmPassword') }}
            value={passwords}
            onChange={setPasswords}
          />
          {message !== null && (
            <p className="text-danger small mb-0" role="alert">
              {errorText(message)}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button type="submit" variant="dark" className="rounded-0 px-4" disabled={isLoading}>
            {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('save')}
          </Button>
          <Button variant="outline-dark" className="rounded-0 px-4" onClick={close}>
            {t('close')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
