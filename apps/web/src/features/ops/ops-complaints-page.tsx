import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useParams } from 'react-router';
import { ComplaintBadge, ComplaintPanel, complaintsMessages } from '../complaints';
import {
  type ComplaintSummary,
  useComplaintActionMutation,
  useListOpsComplaintsQuery,
} from '../complaints/complaints-api';
import { useFormat, useT } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, run } from './ops-ui';

type Queue = 'open' | 'escalated' | 'closed';
type Pending = { complaint: ComplaintSummary; outcome: 'refund' | 'rejected'; amount: number } | null;

/** /ops/complaints/:id — one complaint's evidence, both sides' messages and the decision. */
export function OpsComplaintPage() {
  const t = useT(complaintsMessages);
  const id = Number(useParams().id);
  return (
    <OpsPage title={t('queueTitle')} actions={<Link to="/ops/complaints">{t('queueTitle')}</Link>}>
      {Number.isInteger(id) && <ComplaintPanel id={id} />}
    </OpsPage>
  );
}

/**
 * /ops/complaints — the complaints queue, soonest deadline first: the evidence and both sides' messages are a
 * click away (the complaint's page), the outcomes one click and a written reason here (in the audit log).
 */
export default function OpsComplaintsPage() {
  const t = useT(complaintsMessages);
  const { price, dateTime } = useFormat();
  const [queue, setQueue] = useState<Queue>('escalated');
  const { data, isLoading } = useListOpsComplaintsQuery(queue);
  const [act, { isLoading: busy }] = useComplaintActionMutation();
  const [pending, setPending] = useState<Pending>(null);
  return (
    <OpsPage
      title={t('queueTitle')}
      actions={
        <Form.Select
          aria-label={t('queueTitle')}
          className="rounded-0 w-auto"
          value={queue}
          onChange={(e) => setQueue(e.target.value as Queue)}
        >
          {(['escalated', 'open', 'closed'] as const).map((q) => (
            <option key={q} value={q}>
              {t(`queue.${q}`)}
            </option>
          ))}
        </Form.Select>
      }
    >
      {isLoading || !data ? (
        <Loading />
      ) : data.length === 0 ? (
        <p className="text-muted">{t('queueEmpty')}</p>
      ) : (
        <ul className="list-unstyled" data-testid="ops-complaints">
          {data.map((c) => (
            <li key={c.id} className="border-bottom py-2 d-flex flex-wrap gap-2 align-items-center">
              <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
                <Link to={`/ops/complaints/${c.id}`} className="fw-medium">
                  {t('title', { id: c.id })}
                </Link>{' '}
                <ComplaintBadge complaint={c} />
                <div className="small text-muted text-break">
                  {t('queueOrder', { id: c.order_id, store: c.store_name, buyer: c.buyer_name })} ·{' '}
                  {t(`reason.${c.reason}`)} · {t('claimed', { amount: price(c.claimed_amount) })}
                </div>
                {c.deadline && <div className="small">{t('deadline', { date: dateTime(c.deadline) })}</div>}
              </div>
              {c.status !== 'closed' && (
                <div className="d-flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="dark"
                    className="rounded-0"
                    onClick={() => setPending({ complaint: c, outcome: 'refund', amount: c.claimed_amount })}
                  >
                    {t('refundClaim')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-dark"
                    className="rounded-0"
                    data-testid={`ops-complaint-half-${c.id}`}
                    onClick={() =>
                      setPending({ complaint: c, outcome: 'refund', amount: Math.floor(c.claimed_amount / 2) })
                    }
                  >
                    {t('refundHalf')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="rounded-0"
                    onClick={() => setPending({ complaint: c, outcome: 'rejected', amount: 0 })}
                  >
                    {t('decideReject')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <ReasonDialog
          title={`${t('title', { id: pending.complaint.id })} · ${
            pending.outcome === 'refund' ? price(pending.amount) : t('decideReject')
          }`}
          confirmLabel={t('action.decide')}
          isBusy={busy}
          onHide={() => setPending(null)}
          onConfirm={(reason) => {
            const body = {
              id: pending.complaint.id,
              action: 'decide' as const,
              outcome: pending.outcome,
              note: reason,
              ...(pending.outcome === 'refund' ? { amount: pending.amount } : {}),
            };
            void run(act(body).unwrap(), t('done')).then((ok) => ok && setPending(null));
          }}
        />
      )}
    </OpsPage>
  );
}
