import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ComplaintAction } from '@rima/shared/endpoints/complaints';
import { InputField } from '../../components/form-inputs';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { notify } from '../../lib/toast';
import { ComplaintBadge } from './complaint-status';
import { type Complaint, useComplaintActionMutation, useGetComplaintQuery } from './complaints-api';
import { complaintsMessages } from './i18n/messages';
import './complaints.css';

/**
 * One complaint for its buyer, its store (on the order's page, `?complaint=`) or an operator (the console):
 * evidence, thread and next steps. Loaded only when a complaint is opened.
 */
export default function ComplaintPanel({ id }: { id: number }) {
  const t = useT(complaintsMessages);
  const errorText = useErrorText();
  const { data, error, isLoading } = useGetComplaintQuery(id);
  return (
    <section className="complaint-panel border-top pt-4 mt-4" aria-labelledby={`complaint-${id}`}>
      <h2 id={`complaint-${id}`} className="h4 fw-light">
        {t('title', { id })}
      </h2>
      {isLoading ? (
        <div className="complaint-placeholder placeholder-glow" aria-busy="true">
          <span className="placeholder col-12 mb-2" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : error || !data ? (
        <Alert variant="danger">{errorText(error, t('missing'))}</Alert>
      ) : (
        <ComplaintView complaint={data} />
      )}
    </section>
  );
}

function ComplaintView({ complaint: c }: { complaint: Complaint }) {
  const t = useT(complaintsMessages);
  const { price, dateTime } = useFormat();
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <p className="d-flex flex-wrap gap-2 align-items-center">
          <Link to={c.viewer === 'operator' ? `/ops/orders/${c.order_id}` : `/order/${c.order_id}`}>
            {t('orderLink', { id: c.order_id })}
          </Link>
          <span data-testid="complaint-status">
            <ComplaintBadge complaint={c} />
          </span>
          <span className="small text-muted">{t(`reason.${c.reason}`)}</span>
        </p>
        <p className="text-pre-line">{c.description}</p>
        <p className="small mb-1">{t('claimed', { amount: price(c.claimed_amount) })}</p>
        {c.deadline && <p className="small mb-1">{t('deadline', { date: dateTime(c.deadline) })}</p>}
        {c.offer && c.status !== 'closed' && (
          <Alert variant="light" className="rounded-0 border" data-testid="complaint-offer">
            <strong>{t('offer')}:</strong> {t(`offer.${c.offer.kind}`, { amount: price(c.offer.amount ?? 0) })}
            {c.offer.note && <div className="small text-pre-line">{c.offer.note}</div>}
            <ShippingCost cost={c.offer.shipping_cost} paidBy={c.offer.paid_by} stage="offer" />
          </Alert>
        )}
        <ShippingCost cost={c.shipping_cost} paidBy={c.cost_paid_by} stage="outcome" />
        {c.return_tracking && <p className="small">{t('returnTracking', { tracking: c.return_tracking })}</p>}
        {c.decided_by && c.decision_reason && (
          <p className="small">{t('decision', { who: t(`who.${c.decided_by}`), reason: c.decision_reason })}</p>
        )}
        {c.refund_status && (
          <Alert
            variant={c.refund_status === 'failed' ? 'danger' : 'success'}
            className="rounded-0"
            data-testid="complaint-refund"
          >
            {t(`refundStatus.${c.refund_status}`, { amount: price(c.refund_amount) })}
          </Alert>
        )}
        <h2 className="h6 mt-4">{t('items')}</h2>
        <ul className="small">
          {c.items.map((i) => (
            <li key={i.order_item_id}>
              {i.name} × {i.qty} · {price(i.price * i.qty)}
            </li>
          ))}
        </ul>
        {c.photos.length > 0 && (
          <>
            <h2 className="h6">{t('photos')}</h2>
            <div className="complaint-photos mb-3">
              {c.photos.map((p, i) => (
                <a key={p.url} href={p.url} target="_blank" rel="noreferrer" aria-label={t('photoN', { n: i + 1 })}>
                  <img src={p.url} srcSet={p.srcset} sizes="96px" alt="" width={96} height={96} loading="lazy" />
                </a>
              ))}
            </div>
          </>
        )}
        {c.video && <ComplaintVideo video={c.video} />}
      </div>
      <div className="col-lg-5">
        <ComplaintActions complaint={c} />
        <h2 className="h6 mt-4">{t('thread')}</h2>
        <ol className="complaint-thread" data-testid="complaint-thread">
          {c.messages.map((m) => (
            <li key={m.id} data-role={m.author_role}>
              <div className="small text-muted">
                {t(`role.${m.author_role}`)} · {m.action ? t(`step.${m.action}` as 'step.message') : ''} ·{' '}
                {dateTime(m.created_at)}
              </div>
              {m.text && <div className="text-pre-line">{m.text}</div>}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** What shipping an offer proposes or an outcome charged, and who pays it (docs/decisions/056). */
function ShippingCost(props: { cost: number; paidBy: 'seller' | 'buyer' | null; stage: 'offer' | 'outcome' }) {
  const t = useT(complaintsMessages);
  const { price } = useFormat();
  if (!props.paidBy || props.cost <= 0) return null;
  const text = t(props.stage === 'offer' ? 'offerShipping' : 'outcomeShipping', {
    amount: price(props.cost),
    payer: t(`paidBy.${props.paidBy}`),
  });
  return props.stage === 'offer' ? (
    <div className="small" data-testid="complaint-offer-shipping">
      {text}
    </div>
  ) : (
    <p className="small" data-testid="complaint-shipping">
      {text}
    </p>
  );
}

/**
 * The buyer's video: the browser fetches only its header until played, then seeks by byte range
 * (docs/decisions/059); the link is for a browser that cannot play the format here.
 */
function ComplaintVideo({ video }: { video: NonNullable<Complaint['video']> }) {
  const t = useT(complaintsMessages);
  return (
    <>
      <h2 className="h6">{t('video')}</h2>
      <video className="complaint-video mb-1" controls preload="metadata" data-testid="complaint-video">
        <source src={video.url} type={video.type} />
        <a href={video.url}>{t('videoFallback')}</a>
      </video>
      <p className="small">
        <a href={video.url} target="_blank" rel="noreferrer" data-testid="complaint-video-link">
          {t('videoOpen', { seconds: Math.round(video.seconds) })}
        </a>
      </p>
    </>
  );
}

const PRIMARY: readonly ComplaintAction[] = ['accept', 'confirm_return', 'offer_parts', 'ship_return'];

/** The caller's next steps: one note, an amount where money is offered or decided, a tracking number for returns. */
function ComplaintActions({ complaint: c }: { complaint: Complaint }) {
  const t = useT(complaintsMessages);
  const errorText = useErrorText();
  const [act, { isLoading, error }] = useComplaintActionMutation();
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState(String(c.offer?.amount ?? c.claimed_amount));
  const [tracking, setTracking] = useState('');
  // Empty: a return label costs the order's shipping in proportion, a parts parcel nothing (docs/decisions/056).
  const [shipping, setShipping] = useState('');
  const [paidBy, setPaidBy] = useState<'seller' | 'buyer'>('seller');
  const offersShipping = c.actions.includes('offer_parts') || c.actions.includes('offer_return');
  const buttons = c.actions.filter((a) => a !== 'message' && a !== 'decide');
  const wantsAmount = c.actions.some((a) => a === 'offer_refund' || a === 'offer_return' || a === 'decide');
  if (c.actions.length === 0) return null;

  async function run(action: ComplaintAction, extra: { outcome?: 'refund' | 'rejected' } = {}) {
    const money = Number(amount.replace(/\D/g, ''));
    try {
      await act({
        id: c.id,
        action,
        version: c.version,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(['offer_refund', 'offer_return'].includes(action) || extra.outcome === 'refund' ? { amount: money } : {}),
        ...(action === 'ship_return' ? { tracking_number: tracking.trim() } : {}),
        ...(action === 'offer_parts' || action === 'offer_return'
          ? { paid_by: paidBy, ...(shipping.trim() ? { shipping_cost: Number(shipping.replace(/\D/g, '')) } : {}) }
          : {}),
        ...extra,
      }).unwrap();
      notify.success(t('done'));
      setNote('');
    } catch {
      // shown below
    }
  }

  return (
    <div className="border p-3" data-testid="complaint-actions">
      <InputField
        controlId="complaint-note"
        label={t('noteLabel')}
        groupClassName="mb-2"
        labelClassName="small"
        as="textarea"
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {wantsAmount && (
        <InputField
          controlId="complaint-amount"
          label={t('amountLabel')}
          groupClassName="mb-2"
          labelClassName="small"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
      {offersShipping && (
        <div className="row g-2 mb-2">
          <InputField
            controlId="complaint-shipping-cost"
            label={t('shippingCostLabel')}
            groupClassName="col-sm-6"
            labelClassName="small"
            inputMode="numeric"
            value={shipping}
            onChange={(e) => setShipping(e.target.value)}
          />
          <Form.Group className="col-sm-6" controlId="complaint-paid-by">
            <Form.Label className="small">{t('paidByLabel')}</Form.Label>
            <Form.Select
              className="rounded-0"
              value={paidBy}
              onChange={(e) => setPaidBy(e.target.value === 'buyer' ? 'buyer' : 'seller')}
            >
              <option value="seller">{t('paidBy.seller')}</option>
              <option value="buyer">{t('paidBy.buyer')}</option>
            </Form.Select>
          </Form.Group>
        </div>
      )}
      {c.actions.includes('ship_return') && (
        <Form.Group className="mb-2" controlId="complaint-tracking">
          <Form.Label className="small">{t('trackingLabel')}</Form.Label>
          <Form.Control className="rounded-0" value={tracking} onChange={(e) => setTracking(e.target.value)} />
        </Form.Group>
      )}
      {error && <Alert variant="danger">{errorText(error)}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        {buttons.map((a) => (
          <Button
            key={a}
            size="sm"
            variant={PRIMARY.includes(a) ? 'dark' : 'outline-dark'}
            className="rounded-0"
            disabled={isLoading}
            onClick={() => void run(a)}
            data-testid={`complaint-${a}`}
          >
            {t(`action.${a}`)}
          </Button>
        ))}
        {c.actions.includes('decide') && (
          <>
            <Button
              size="sm"
              variant="dark"
              className="rounded-0"
              disabled={isLoading}
              onClick={() => void run('decide', { outcome: 'refund' })}
              data-testid="complaint-decide-refund"
            >
              {t('decideRefund')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              className="rounded-0"
              disabled={isLoading}
              onClick={() => void run('decide', { outcome: 'rejected' })}
            >
              {t('decideReject')}
            </Button>
          </>
        )}
        {c.actions.includes('message') && (
          <Button
            size="sm"
            variant="outline-secondary"
            className="rounded-0"
            disabled={isLoading || !note.trim()}
            onClick={() => void run('message')}
          >
            {t('action.message')}
          </Button>
        )}
      </div>
    </div>
  );
}
