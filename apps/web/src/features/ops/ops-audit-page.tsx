import type { AuditEntry } from '@rima/shared/api/ops';
import { DataTable, type Column } from '../../components/data-table';
import { useListFilters } from '../../lib/use-list-filters';
import { useListAuditQuery } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { OpsList, OpsPage, SearchBox } from './ops-ui';

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** /ops/audit — every operator action: who, when, what, before/after, why (append-only). */
export default function OpsAuditPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const { filters, page, setPage, setFilter } = useListFilters({ q: '' });
  const result = useListAuditQuery({ q: filters.q, page });
  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('colWhen'), className: 'text-nowrap', cell: (a) => format.dateTime(a.created_at) },
    { key: 'who', header: t('colWho'), className: 'text-break', cell: (a) => a.actor_email },
    { key: 'what', header: t('colWhat'), cell: (a) => a.action },
    { key: 'target', header: t('colTarget'), cell: (a) => `${a.target_type} ${a.target_id ?? ''}` },
    { key: 'reason', header: t('colReason'), className: 'text-break', cell: (a) => a.reason },
    {
      key: 'change',
      header: t('colChange'),
      className: 'text-break ops-json',
      cell: (a) => t('change', { before: show(a.before), after: show(a.after) }),
    },
  ];
  return (
    <OpsPage title={t('navAudit')}>
      <SearchBox onSearch={(text) => setFilter('q', text)} label={t('searchAudit')} />
      <OpsList result={result} onPage={setPage}>
        {(rows) => (
          <DataTable rows={rows} columns={columns} rowKey={(a) => a.id} size="sm" className="small ops-table" />
        )}
      </OpsList>
    </OpsPage>
  );
}
