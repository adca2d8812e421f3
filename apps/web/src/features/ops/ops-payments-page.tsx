import Button from 'react-bootstrap/Button';
import type { LoggedNotification, PaymentFlag } from '@rima/shared/endpoints/payment-methods';
import { DataTable, type Column } from '../../components/data-table';
import { ListView } from '../../components/list-view';
import { getErrorMessage } from '../../lib/get-error-message';
import { Link } from '../../lib/link';
import { useListFilters } from '../../lib/use-list-filters';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import {
  useListPaymentFlagsQuery,
  useReconcilePaymentsMutation,
  useSearchPaymentNotificationsQuery,
} from './ops-payments-api';
import { OpsPage, run, SearchBox } from './ops-ui';

/** The kinds of mismatch the gateway's word can show, as the console names them. */
const FLAG_KINDS = {
  amount_mismatch: 'flagAmountMismatch',
  paid_after_expiry: 'flagPaidAfterExpiry',
  status_mismatch: 'flagStatusMismatch',
  unknown_payment: 'flagUnknownPayment',
} as const;

function OrderLinks({ ids }: { ids: readonly number[] }) {
  return (
    <span className="d-inline-flex flex-wrap gap-2">
      {ids.map((id) => (
        <Link key={id} to={`/ops/orders/${id}`} className="text-dark">
          #{id}
        </Link>
      ))}
    </span>
  );
}

/** "150000.00" as rupiah; the text as it came when it is not a number. */
function useAmount() {
  const format = useFormat();
  return (text: string) => (/^\d+(\.\d+)?$/.test(text) ? format.price(Math.round(Number(text))) : text);
}

function NotificationLog() {
  const t = useT(opsMessages);
  const format = useFormat();
  const amount = useAmount();
  const { filters, setFilter } = useListFilters({ q: '' });
  const result = useSearchPaymentNotificationsQuery(filters.q);
  const columns: Column<LoggedNotification>[] = [
    { key: 'when', header: t('colReceived'), className: 'text-nowrap', cell: (n) => format.dateTime(n.received_at) },
    { key: 'payment', header: t('colPayment'), cell: (n) => (n.payment_id === null ? '—' : `#${n.payment_id}`) },
    { key: 'orders', header: t('colOrders'), cell: (n) => <OrderLinks ids={n.order_ids} /> },
    { key: 'status', header: t('colGatewayStatus'), cell: (n) => n.transaction_status },
    {
      key: 'signature',
      header: t('colSignature'),
      cell: (n) => (
        <span className={n.is_signature_valid ? 'text-success' : 'text-danger fw-medium'}>
          {n.is_signature_valid ? t('signatureValid') : t('signatureInvalid')}
        </span>
      ),
    },
    { key: 'amount', header: t('colAmount'), className: 'text-nowrap', cell: (n) => amount(n.gross_amount) },
    { key: 'outcome', header: t('colOutcome'), cell: (n) => n.outcome },
    {
      key: 'body',
      header: t('colRawBody'),
      className: 'text-break',
      cell: (n) => (
        <details>
          <summary>{t('showRawBody')}</summary>
          <pre className="ops-json ops-pre mb-0">{JSON.stringify(n.body, null, 2)}</pre>
        </details>
      ),
    },
  ];
  return (
    <section aria-labelledby="ops-notifications" className="mb-5">
      <h2 id="ops-notifications" className="h5 fw-light">
        {t('notificationsTitle')}
      </h2>
      <p className="small text-muted">{t('notificationsHelp')}</p>
      <SearchBox onSearch={(text) => setFilter('q', text)} label={t('searchPayments')} />
      <ListView
        items={result.data}
        error={result.error ? getErrorMessage(result.error) : null}
        onRetry={() => void result.refetch()}
        loadingLabel={t('loading')}
        empty={<p className="text-muted">{t('noNotifications')}</p>}
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(n) => n.id}
            size="sm"
            className="small ops-table"
            regionLabel={t('notificationsTitle')}
          />
        )}
      </ListView>
    </section>
  );
}

function Mismatches() {
  const t = useT(opsMessages);
  const format = useFormat();
  const result = useListPaymentFlagsQuery();
  const columns: Column<PaymentFlag>[] = [
    { key: 'when', header: t('colWhen'), className: 'text-nowrap', cell: (f) => format.dateTime(f.created_at) },
    {
      key: 'kind',
      header: t('colMismatch'),
      cell: (f) => (f.kind in FLAG_KINDS ? t(FLAG_KINDS[f.kind as keyof typeof FLAG_KINDS]) : f.kind),
    },
    { key: 'detail', header: t('colDetail'), className: 'text-break', cell: (f) => f.detail },
    { key: 'payment', header: t('colPayment'), cell: (f) => (f.payment_id === null ? '—' : `#${f.payment_id}`) },
    { key: 'ref', header: t('colGatewayRef'), className: 'text-break ops-json', cell: (f) => f.provider_ref },
    { key: 'orders', header: t('colOrders'), cell: (f) => <OrderLinks ids={f.order_ids} /> },
  ];
  return (
    <section aria-labelledby="ops-mismatches">
      <h2 id="ops-mismatches" className="h5 fw-light">
        {t('mismatchesTitle')}
      </h2>
      <p className="small text-muted">{t('mismatchesHelp')}</p>
      <ListView
        items={result.data}
        error={result.error ? getErrorMessage(result.error) : null}
        onRetry={() => void result.refetch()}
        loadingLabel={t('loading')}
        empty={<p className="text-muted">{t('noMismatches')}</p>}
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(f) => f.id}
            size="sm"
            className="small ops-table"
            regionLabel={t('mismatchesTitle')}
          />
        )}
      </ListView>
    </section>
  );
}

/** /ops/payments — every payment's gateway notifications (append-only), and what reconciliation found. */
export default function OpsPaymentsPage() {
  const t = useT(opsMessages);
  const [reconcile, { isLoading }] = useReconcilePaymentsMutation();
  return (
    <OpsPage
      title={t('navPayments')}
      actions={
        <Button
          variant="outline-dark"
          className="rounded-0"
          disabled={isLoading}
          onClick={() => void run(reconcile().unwrap(), t('reconciled'))}
        >
          {t('reconcileNow')}
        </Button>
      }
    >
      <NotificationLog />
      <Mismatches />
    </OpsPage>
  );
}
