import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Report } from '@rima/shared/api/ops';
import { useListFilters } from '../../lib/use-list-filters';
import { useListReportsQuery, useResolveReportMutation } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { FilterSelect, type FilterOptions, OpsList, OpsPage, run } from './ops-ui';

type Action = 'dismiss' | 'take_down' | 'hide_review' | 'suspend';
const TARGETS = { product: 'targetProduct', review: 'targetReview', message: 'targetMessage' } as const;
const LABELS = { dismiss: 'dismiss', take_down: 'takeDown', hide_review: 'hideReview', suspend: 'suspend' } as const;
const actionsFor = (r: Report): Action[] =>
  r.target_type === 'product'
    ? ['take_down', 'suspend', 'dismiss']
    : r.target_type === 'review'
      ? ['hide_review', 'suspend', 'dismiss']
      : ['suspend', 'dismiss'];

const REPORT_STATUSES: FilterOptions = [
  ['open', 'reportOpen'],
  ['resolved', 'reportResolved'],
  ['dismissed', 'reportDismissed'],
];

/** /ops/reports — shoppers' reports of products, reviews and chat messages, resolved one by one. */
export default function OpsReportsPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const { filters, page, setPage, setFilter } = useListFilters({ status: 'open' });
  const result = useListReportsQuery({ status: filters.status, page });
  const [resolve, { isLoading }] = useResolveReportMutation();
  const [dialog, setDialog] = useState<{ report: Report; action: Action } | null>(null);

  async function act(reason: string) {
    if (!dialog) return;
    const ok = await run(
      resolve({ id: dialog.report.id, action: dialog.action, reason }).unwrap(),
      t('reportDone', { id: dialog.report.id, action: t(LABELS[dialog.action]).toLowerCase() }),
    );
    if (ok) setDialog(null);
  }

  return (
    <OpsPage
      title={t('navReports')}
      actions={
        <FilterSelect
          label={t('status')}
          value={filters.status}
          onChange={(v) => setFilter('status', v)}
          options={REPORT_STATUSES}
        />
      }
    >
      <OpsList result={result} onPage={setPage}>
        {(rows) => (
          <ul className="list-unstyled">
            {rows.map((r) => (
              <li key={r.id} className="border p-3 mb-3 ops-report" aria-label={t('reportLabel', { id: r.id })}>
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <strong>
                    {t('reportTarget', { id: r.id, type: t(TARGETS[r.target_type]), target: r.target_id })}
                  </strong>
                  <span className="small text-muted">
                    {r.reporter} · {format.dateTime(r.created_at)}
                  </span>
                </div>
                <blockquote className="my-2 text-break">{r.target_text ?? t('reportGone')}</blockquote>
                <p className="mb-2 text-break">
                  <span className="text-muted">{t('reasonLabel')} </span>
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
                        {t(LABELS[action])}
                      </Button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </OpsList>
      {dialog && (
        <ReasonDialog
          title={t('dialogOnReport', { action: t(LABELS[dialog.action]), id: dialog.report.id })}
          confirmLabel={t(LABELS[dialog.action])}
          onHide={() => setDialog(null)}
          onConfirm={(reason) => void act(reason)}
          isBusy={isLoading}
        />
      )}
    </OpsPage>
  );
}
