import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { CreateReportBody } from '@rima/shared/api/ops';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { reportsMessages } from './i18n/messages';
import { useCreateReportMutation } from './reports-api';

/** The report form (loaded when someone first presses "Report"). */
export default function ReportDialog({
  target,
  onHide,
}: {
  target: Pick<CreateReportBody, 'target_type' | 'target_id'>;
  onHide: () => void;
}) {
  const t = useT(reportsMessages);
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [create, { isLoading }] = useCreateReportMutation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create({ ...target, reason }).unwrap();
      notify.success(t('thanks'));
      onHide();
    } catch (error) {
      notify.error(errorText(error));
    }
  }
  return (
    <Modal show onHide={onHide} centered>
      <Form onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton>
          <Modal.Title className="fw-light h5">{t('title', { what: target.target_type })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="report-reason">
            <Form.Label>{t('reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              className="rounded-0"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" className="rounded-0" onClick={onHide}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading || reason.trim().length < 3}>
            {t('send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
