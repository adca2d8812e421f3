import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** A yes-or-cancel question in a dialog; the confirm button spins and waits while the answer is sent. */
export function ConfirmDialog({
  show,
  title,
  children,
  cancelLabel,
  confirmLabel,
  isBusy,
  onConfirm,
  onHide,
}: {
  show: boolean;
  title: string;
  /** The question. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onHide: () => void;
}) {
  return (
    <Modal show={show} onHide={onHide} centered>
      <Modal.Header closeButton>
        <Modal.Title className="fw-light">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-dark" className="rounded-0" onClick={onHide}>
          {cancelLabel}
        </Button>
        <Button variant="dark" className="rounded-0" disabled={isBusy} onClick={onConfirm}>
          {isBusy && <Spinner animation="border" size="sm" className="me-2" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
