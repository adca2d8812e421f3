import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';

/** Asks for the reason of an operator action (and any extra fields), then runs it. */
export function ReasonDialog({
  title,
  confirmLabel,
  onConfirm,
  onHide,
  children,
  isBusy = false,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onHide: () => void;
  children?: ReactNode;
  isBusy?: boolean;
}) {
  const t = useT(opsMessages);
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason);
  }
  return (
    <Modal show onHide={onHide} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title className="fw-light h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="ops-reason">
            <Form.Label>{t('reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              className="rounded-0"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              minLength={3}
            />
            <Form.Text>{t('reasonHelp')}</Form.Text>
          </Form.Group>
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" className="rounded-0" onClick={onHide}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="dark" className="rounded-0" disabled={isBusy || reason.trim().length < 3}>
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
