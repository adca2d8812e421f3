import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Payout } from '@rima/shared/api/ledger';
import { CATEGORIES } from '@rima/shared/catalog';
import { DataTable, type Column } from '../../components/data-table';
import { useListFilters } from '../../lib/use-list-filters';
import {
  useGetCommissionQuery,
  useListPayoutsQuery,
  usePayPayoutMutation,
  useRejectPayoutMutation,
  useSetCommissionMutation,
} from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { FilterSelect, type FilterOptions, Loading, OpsList, OpsPage, run } from './ops-ui';

const PAYOUT_STATUSES: FilterOptions = [
  ['requested', 'toPay'],
  ['paid', 'paid'],
  ['rejected', 'rejected'],
];

function CommissionForm() {
  const t = useT(opsMessages);
  const { data } = useGetCommissionQuery();
  const [save, { isLoading }] = useSetCommissionMutation();
  const [rates, setRates] = useState<Record<string, string> | null>(null);
  if (!data) return <Loading rows={2} />;
  const current = rates ?? {
    default: String(data.default_bps),
    ...Object.fromEntries(data.categories.map((c) => [String(c.category_id), String(c.rate_bps)])),
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const categories = CATEGORIES.flatMap((c) => {
      const v = current[String(c.id)];
      return v !== undefined && v.trim() !== '' ? [{ category_id: c.id, rate_bps: Number(v) }] : [];
    });
    if (await run(save({ default_bps: Number(current.default), categories }).unwrap(), t('commissionSaved')))
      setRates(null);
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="border p-3" aria-label={t('commission')}>
      <div className="row g-2">
        <Form.Group controlId="rate-default" className="col-12 col-md-6">
          <Form.Label>{t('defaultRate')}</Form.Label>
          <Form.Control
            className="rounded-0"
            type="number"
            value={current.default}
            onChange={(e) => setRates({ ...current, default: e.target.value })}
          />
        </Form.Group>
        {CATEGORIES.map((c) => (
          <Form.Group key={c.id} controlId={`rate-${c.id}`} className="col-6 col-md-3">
            <Form.Label className="small">{c.name}</Form.Label>
            <Form.Control
              className="rounded-0"
              type="number"
              placeholder={t('categoryDefault')}
              value={current[String(c.id)] ?? ''}
              onChange={(e) => setRates({ ...current, [String(c.id)]: e.target.value })}
            />
          </Form.Group>
        ))}
      </div>
      <Button type="submit" variant="dark" className="rounded-0 mt-3" disabled={isLoading}>
        {t('saveRates')}
      </Button>
    </Form>
  );
}

/** /ops/payouts — the payout queue (pay with the bank reference or through the provider; reject) and commission. */
export default function OpsPayoutsPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const { filters, page, setPage, setFilter } = useListFilters({ status: 'requested' });
  const result = useListPayoutsQuery({ status: filters.status, page });
  const [pay, paying] = usePayPayoutMutation();
  const [reject, rejecting] = useRejectPayoutMutation();
  const [references, setReferences] = useState<Record<number, string>>({});
  const [rejectOf, setRejectOf] = useState<Payout | null>(null);
  const isQueue = filters.status === 'requested';
  const columns: Column<Payout>[] = [
    { key: 'id', header: t('colId'), cell: (p) => p.id },
    { key: 'store', header: t('colStore'), className: 'text-break', cell: (p) => p.store_name },
    { key: 'amount', header: t('colAmount'), className: 'text-nowrap', cell: (p) => format.price(p.amount) },
    {
      key: 'bank',
      header: t('colBankAccount'),
      className: 'text-break small',
      cell: (p) => `${p.bank_name} · ${p.account_number} · ${p.holder_name}`,
    },
    { key: 'asked', header: t('colAsked'), className: 'small text-nowrap', cell: (p) => format.dateTime(p.created_at) },
    {
      key: 'action',
      header: isQueue ? t('actions') : t('colReference'),
      isHeaderHidden: isQueue,
      cell: (p) =>
        p.status === 'requested' ? (
          <div className="d-flex flex-wrap gap-2">
            <Form.Control
              size="sm"
              className="rounded-0 ops-reference"
              aria-label={t('payReferenceLabel', { id: p.id })}
              placeholder={t('bankReference')}
              value={references[p.id] ?? ''}
              onChange={(e) => setReferences({ ...references, [p.id]: e.target.value })}
            />
            <Button
              size="sm"
              variant="dark"
              className="rounded-0"
              disabled={paying.isLoading}
              onClick={() =>
                void run(
                  pay({
                    id: p.id,
                    ...(references[p.id]?.trim() ? { reference: references[p.id]?.trim() } : {}),
                  }).unwrap(),
                  t('payoutPaid', { id: p.id }),
                )
              }
            >
              {t('pay')}
            </Button>
            <Button size="sm" variant="outline-danger" className="rounded-0" onClick={() => setRejectOf(p)}>
              {t('reject')}
            </Button>
          </div>
        ) : (
          <span className="small text-break">{p.reference ?? p.reject_reason}</span>
        ),
    },
  ];
  return (
    <OpsPage
      title={t('navPayouts')}
      actions={
        <FilterSelect
          label={t('status')}
          value={filters.status}
          onChange={(v) => setFilter('status', v)}
          options={PAYOUT_STATUSES}
        />
      }
    >
      <OpsList result={result} onPage={setPage}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(p) => p.id} className="ops-table" />}
      </OpsList>
      <h2 className="h5 fw-light mt-5">{t('commission')}</h2>
      <CommissionForm />
      {rejectOf && (
        <ReasonDialog
          title={t('dialogOnPayout', { action: t('reject'), id: rejectOf.id })}
          confirmLabel={t('reject')}
          onHide={() => setRejectOf(null)}
          isBusy={rejecting.isLoading}
          onConfirm={(reason) =>
            void run(reject({ id: rejectOf.id, reason }).unwrap(), t('payoutRejected', { id: rejectOf.id })).then(
              (ok) => ok && setRejectOf(null),
            )
          }
        />
      )}
    </OpsPage>
  );
}
