import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Report } from '@rima/shared/api/ops';
import { formatDateTime } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListReportsQuery, useResolveReportMutation } from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, Pager, run } from './ops-ui';

type Action = 'dismiss' | 'take_down' | 'hide_review' | 'suspend';
const LABELS: Record<Action, string> = {
  dismiss: T.dismiss,
  take_down: T.takeDown,
  hide_review: T.hideReview,
  suspend: T.suspend,
};
const actionsFor = (r: Report): Action[] =>
  r.target_type === 'product'
    ? ['take_down', 'suspend', 'dismiss']
    : r.target_type === 'review'
      ? ['hide_review', 'suspend', 'dismiss']
      : ['suspend', 'dismiss'];

/** Issue 14: /ops/reports — shoppers' reports of products, reviews and chat messages, resolved one by one. */
export default function OpsReportsPage() {
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const { data, error } = useListReportsQuery({ status, page });
  const [resolve, { isLoading }] = useResolveReportMutation();
  const [dialog, setDialog] = useState<{ report: Report; action: Action } | null>(null);

  async function act(reason: string) {
    if (!dialog) return;
    const ok = await run(
      resolve({ id: dialog.report.id, action: dialog.action, reason }).unwrap(),
      `Report #${dialog.report.id}: ${LABELS[dialog.action].toLowerCase()}`,
    );
    if (ok) setDialog(null);
  }

  return (
    <OpsPage
      title={T.nav.reports}
      actions={
        <Form.Select
          aria-label="Status"
          className="rounded-0 w-auto"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="dismissed">Dismissed</option>
        </Form.Select>
      }
    >
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {!data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="text-muted">{T.empty}</p>
      ) : (
        <ul className="list-unstyled">
          {data.data.map((r) => (
            <li key={r.id} className="border p-3 mb-3 ops-report" aria-label={`Report ${r.id}`}>
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <strong>
                  #{r.id} · {r.target_type} #{r.target_id}
                </strong>
                <span className="small text-muted">
                  {r.reporter} · {formatDateTime(r.created_at)}
                </span>
              </div>
              <blockquote className="my-2 text-break">{r.target_text ?? '(gone)'}</blockquote>
              <p className="mb-2 text-break">
                <span className="text-muted">Reason: </span>
                {r.reason}
              </p>
              {r.resolution && <p className="small text-muted mb-2">{r.resolution}</p>}
              {r.status === 'open' && (
                <div className="d-flex flex-wrap gap-2">
                  {actionsFor(r).map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={action === 'dismiss' ? 'outline-dark' : 'dark'}
                      className="rounded-0"
                      onClick={() => setDialog({ report: r, action })}
                    >
                      {LABELS[action]}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} totalPage={data.totalPage} onPage={setPage} />}
      {dialog && (
        <ReasonDialog
          title={`${LABELS[dialog.action]}: report #${dialog.report.id}`}
          confirmLabel={LABELS[dialog.action]}
          onHide={() => setDialog(null)}
          onConfirm={(reason) => void act(reason)}
          isBusy={isLoading}
        />
      )}
    </OpsPage>
  );
}
