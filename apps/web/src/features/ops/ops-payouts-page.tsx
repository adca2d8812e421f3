import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import type { Payout } from '@rima/shared/api/ledger';
import { DataTable, type Column } from '../../components/data-table';
import { useListFilters } from '../../lib/use-list-filters';
import { useListPayoutsQuery, usePayPayoutMutation, useRejectPayoutMutation } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { FilterSelect, type FilterOptions, OpsList, OpsPage, run } from './ops-ui';

const PAYOUT_STATUSES: FilterOptions = [
  ['requested', 'toPay'],
  ['paid', 'paid'],
  ['rejected', 'rejected'],
];

/** /ops/payouts — the payout queue (pay with the bank reference or through the provider; reject). */
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
      <p>
        <Link to="/ops/categories">{t('ratesOnCategories')}</Link>
      </p>
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
