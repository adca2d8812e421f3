import { useSearchParams } from 'react-router';
import type { OpsOrderRow } from '@rima/shared/endpoints/ops';
import { DataTable, type Column } from '../../components/data-table';
import { Link } from '../../lib/link';
import { useListFilters } from '../../lib/use-list-filters';
import { useListOrdersQuery } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { FilterSelect, type FilterOptions, OpsList, OpsPage, SearchBox } from './ops-ui';

const REFUNDS: FilterOptions = [
  ['', 'allOrders'],
  ['failed', 'failedRefundsFilter'],
  ['pending', 'refundsPending'],
  ['succeeded', 'refundsDone'],
];

/** /ops/orders — search orders and payments by id, e-mail or store; failed refunds. */
export default function OpsOrdersPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const refund = params.get('refund') ?? '';
  const { filters, page, setPage, setFilter } = useListFilters({ q: '' });
  const result = useListOrdersQuery({ q: filters.q, page, ...(refund ? { refund } : {}) });
  const columns: Column<OpsOrderRow>[] = [
    {
      key: 'order',
      header: t('colOrder'),
      cell: (o) => (
        <Link to={`/ops/orders/${o.id}`} className="text-dark">
          #{o.id}
        </Link>
      ),
    },
    { key: 'buyer', header: t('colBuyer'), className: 'text-break', cell: (o) => o.email },
    { key: 'store', header: t('colStore'), className: 'text-break', cell: (o) => o.store_name },
    { key: 'total', header: t('colTotal'), className: 'text-nowrap', cell: (o) => format.price(o.total) },
    { key: 'status', header: t('status'), cell: (o) => o.status },
    { key: 'refund', header: t('colRefund'), cell: (o) => o.refund_status ?? '' },
    {
      key: 'placed',
      header: t('colPlaced'),
      className: 'small text-nowrap',
      cell: (o) => format.dateTime(o.created_at),
    },
  ];
  return (
    <OpsPage
      title={t('navOrders')}
      actions={
        <FilterSelect
          label={t('refunds')}
          value={refund}
          onChange={(value) => {
            setPage(1);
            setParams(value ? { refund: value } : {});
          }}
          options={REFUNDS}
        />
      }
    >
      <SearchBox onSearch={(text) => setFilter('q', text)} />
      <OpsList result={result} onPage={setPage}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(o) => o.id} className="ops-table" />}
      </OpsList>
    </OpsPage>
  );
}
