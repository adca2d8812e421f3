import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { OpsProduct } from '@rima/shared/api/ops';
import { DataTable, type Column } from '../../components/data-table';
import { useListFilters } from '../../lib/use-list-filters';
import { useListProductsQuery, useRestoreProductMutation, useTakeDownProductMutation } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { FilterSelect, OpsList, OpsPage, run, SearchBox } from './ops-ui';

const STATUS_KEYS = {
  active: 'statusActive',
  taken_down: 'statusTakenDown',
  suspended: 'statusSuspended',
  archived: 'statusArchived',
} as const;

/** /ops/products — any listing; take down / restore with a reason the seller sees. */
export default function OpsProductsPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const { filters, page, setPage, setFilter } = useListFilters({ q: '', status: '' });
  const result = useListProductsQuery({ q: filters.q, page, ...(filters.status ? { status: filters.status } : {}) });
  const [takeDown, down] = useTakeDownProductMutation();
  const [restore, back] = useRestoreProductMutation();
  const [dialog, setDialog] = useState<OpsProduct | null>(null);
  const isDown = dialog?.status === 'taken_down';

  async function act(reason: string) {
    if (!dialog) return;
    const ok = isDown
      ? await run(restore({ id: dialog.id, reason }).unwrap(), t('restoredToast', { name: dialog.name }))
      : await run(takeDown({ id: dialog.id, reason }).unwrap(), t('takenDownToast', { name: dialog.name }));
    if (ok) setDialog(null);
  }

  const columns: Column<OpsProduct>[] = [
    { key: 'id', header: t('colId'), cell: (p) => p.id },
    {
      key: 'product',
      header: t('colProduct'),
      className: 'text-break',
      cell: (p) => (
        <>
          <a href={`/product/detail/${p.id}`} className="text-dark">
            {p.name}
          </a>
          {p.moderation_reason && <div className="small text-danger">{p.moderation_reason}</div>}
        </>
      ),
    },
    { key: 'store', header: t('colStore'), className: 'text-break', cell: (p) => p.store_name },
    { key: 'price', header: t('colPrice'), className: 'text-nowrap', cell: (p) => format.price(p.price) },
    { key: 'status', header: t('status'), cell: (p) => t(STATUS_KEYS[p.status]) },
    {
      key: 'actions',
      header: t('actions'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (p) =>
        (p.status === 'active' || p.status === 'suspended' || p.status === 'taken_down') && (
          <Button
            size="sm"
            variant={p.status === 'taken_down' ? 'outline-dark' : 'dark'}
            className="rounded-0"
            aria-label={t('actionOn', {
              action: p.status === 'taken_down' ? t('restore') : t('takeDown'),
              name: p.name,
            })}
            onClick={() => setDialog(p)}
          >
            {p.status === 'taken_down' ? t('restore') : t('takeDown')}
          </Button>
        ),
    },
  ];

  return (
    <OpsPage title={t('navProducts')}>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <SearchBox onSearch={(text) => setFilter('q', text)} />
        <FilterSelect
          label={t('status')}
          value={filters.status}
          onChange={(v) => setFilter('status', v)}
          options={[['', 'anyStatus'], ...Object.entries(STATUS_KEYS)]}
        />
      </div>
      <OpsList result={result} onPage={setPage}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(p) => p.id} className="ops-table" />}
      </OpsList>
      {dialog && (
        <ReasonDialog
          title={t('actionOn', { action: isDown ? t('restore') : t('takeDown'), name: dialog.name })}
          confirmLabel={isDown ? t('restore') : t('takeDown')}
          onHide={() => setDialog(null)}
          onConfirm={(reason) => void act(reason)}
          isBusy={down.isLoading || back.isLoading}
        />
      )}
    </OpsPage>
  );
}
