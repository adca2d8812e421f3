import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  COMPLAINT_REASONS,
  COMPLAINT_VIDEO_TYPES,
  MAX_COMPLAINT_PHOTOS,
  MAX_COMPLAINT_VIDEO_BYTES,
} from '@rima/shared/endpoints/complaints';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { ComplaintPanel } from './complaint-lazy';
import { ComplaintBadge } from './complaint-status';
import { useListOrderComplaintsQuery, useOpenComplaintMutation } from './complaints-api';
import { complaintsMessages } from './i18n/messages';
import './complaints.css';

type Props = {
  order: { id: number; status: string; items: { id: number; name: string; qty: number }[] };
  actor: 'buyer' | 'seller';
};

/** The order page's complaints: where each stands, and the buyer's form to report a problem. */
export function OrderComplaints({ order, actor }: Props) {
  const t = useT(complaintsMessages);
  const { price, dateTime } = useFormat();
  const { data: complaints = [] } = useListOrderComplaintsQuery(order.id, {
    skip: !['shipped', 'delivered', 'completed'].includes(order.status),
  });
  const [open, setOpen] = useState(false);
  const shown = Number(useSearchParams()[0].get('complaint'));
  const canOpen = actor === 'buyer' && (order.status === 'delivered' || order.status === 'shipped');
  if (complaints.length === 0 && !canOpen) return null;
  return (
    <section className="order-complaints mt-4" data-testid="order-complaints">
      <h2 className="h5 fw-light">{t('sectionTitle')}</h2>
      <ul className="list-unstyled mb-3">
        {complaints.map((c) => (
          <li key={c.id} className="order-complaints__row">
            <Link to={`/order/${order.id}?complaint=${c.id}`} replace>
              {t('title', { id: c.id })}
            </Link>{' '}
            <ComplaintBadge complaint={c} />
            <div className="small text-muted">
              {c.status === 'closed'
                ? c.refund_amount > 0 && t('refunded', { amount: price(c.refund_amount) })
                : c.deadline && t('deadline', { date: dateTime(c.deadline) })}
            </div>
          </li>
        ))}
      </ul>
      {canOpen &&
        (open ? (
          <OpenComplaintForm order={order} onDone={() => setOpen(false)} />
        ) : (
          <Button
            variant="outline-dark"
            className="rounded-0"
            onClick={() => setOpen(true)}
            data-testid="complaint-open"
          >
            {t('open')}
          </Button>
        ))}
      {Number.isInteger(shown) && shown > 0 && <ComplaintPanel id={shown} />}
    </section>
  );
}

function OpenComplaintForm({ order, onDone }: { order: Props['order']; onDone: () => void }) {
  const t = useT(complaintsMessages);
  const errorText = useErrorText();
  const [openComplaint, { isLoading, error }] = useOpenComplaintMutation();
  const [reason, setReason] = useState<string>('damaged');
  const [items, setItems] = useState<number[]>(order.items.length === 1 ? [order.items[0]?.id ?? 0] : []);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  // Told before a long upload: the server refuses it too, after reading it.
  const videoTooLarge = video !== null && video.size > MAX_COMPLAINT_VIDEO_BYTES;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (videoTooLarge) return;
    const body = new FormData();
    body.append('reason', reason);
    body.append('description', description);
    body.append('items', JSON.stringify(items));
    for (const file of files.slice(0, MAX_COMPLAINT_PHOTOS)) body.append('photo', file);
    if (video) body.append('video', video);
    try {
      await openComplaint({ orderId: order.id, body }).unwrap();
      notify.success(t('opened'));
      onDone();
    } catch {
      // shown below
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} className="order-complaints__form" data-testid="complaint-form">
      <h3 className="h6">{t('openTitle')}</h3>
      <p className="small text-muted">{t('openHint')}</p>
      <Form.Group className="mb-3" controlId="complaint-reason">
        <Form.Label>{t('reasonLabel')}</Form.Label>
        <Form.Select className="rounded-0" value={reason} onChange={(e) => setReason(e.target.value)}>
          {COMPLAINT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reason.${r}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('itemsLabel')}</legend>
        {order.items.map((item) => (
          <Form.Check
            key={item.id}
            id={`complaint-item-${item.id}`}
            label={`${item.name} × ${item.qty}`}
            checked={items.includes(item.id)}
            onChange={(e) =>
              setItems((now) => (e.target.checked ? [...now, item.id] : now.filter((id) => id !== item.id)))
            }
          />
        ))}
      </fieldset>
      <Form.Group className="mb-3" controlId="complaint-description">
        <Form.Label>{t('descriptionLabel')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          className="rounded-0"
          value={description}
          maxLength={2000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="complaint-photos">
        <Form.Label>{t('photosLabel')}</Form.Label>
        <Form.Control
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="rounded-0"
          onChange={(e) => setFiles([...((e.target as HTMLInputElement).files ?? [])])}
        />
        <Form.Text>{t('photosHint')}</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="complaint-video">
        <Form.Label>{t('videoLabel')}</Form.Label>
        <Form.Control
          type="file"
          accept={COMPLAINT_VIDEO_TYPES.join(',')}
          className="rounded-0"
          isInvalid={videoTooLarge}
          onChange={(e) => setVideo((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text>{t('videoHint')}</Form.Text>
        <Form.Control.Feedback type="invalid">{t('videoTooLarge')}</Form.Control.Feedback>
      </Form.Group>
      {error && <Alert variant="danger">{errorText(error)}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="dark" className="rounded-0" disabled={isLoading} data-testid="complaint-submit">
          {isLoading ? t('sending') : t('submit')}
        </Button>
        <Button variant="outline-secondary" className="rounded-0" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
