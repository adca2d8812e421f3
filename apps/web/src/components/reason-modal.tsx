import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

/** A reason shorter than this says nothing: the confirm button waits for it. */
const REASON_MIN = 3;

export type ReasonModalTexts = { title: string; reason: string; cancel: string; confirm: string; help?: string };

/** A dialog that asks for a written reason (and any fields given as children), then hands it on. */
export function ReasonModal({
  id,
  texts,
  onConfirm,
  onHide,
  isBusy = false,
  isValidated = false,
  children,
}: {
  /** The reason field's id. */
  id: string;
  texts: ReasonModalTexts;
  onConfirm: (reason: string) => void;
  onHide: () => void;
  isBusy?: boolean;
  /** The browser checks the reason too (required, its least length). */
  isValidated?: boolean;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason);
  }
  return (
    <Modal show onHide={onHide} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title className="fw-light h5">{texts.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={id}>
            <Form.Label>{texts.reason}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              className="rounded-0"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              {...(isValidated ? { required: true, minLength: REASON_MIN } : {})}
            />
            {texts.help && <Form.Text>{texts.help}</Form.Text>}
          </Form.Group>
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" className="rounded-0" onClick={onHide}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            variant="dark"
            className="rounded-0"
            disabled={isBusy || reason.trim().length < REASON_MIN}
          >
            {texts.confirm}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
