import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AccountRow } from '@rima/shared/api/ops';
import { DataTable, type Column } from '../../components/data-table';
import { useListFilters } from '../../lib/use-list-filters';
import {
  useListCustomersQuery,
  useListStoresQuery,
  useReinstateCustomerMutation,
  useReinstateStoreMutation,
  useSuspendCustomerMutation,
  useSuspendStoreMutation,
} from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { OpsList, OpsPage, run, SearchBox } from './ops-ui';

type Dialog = { account: AccountRow; suspend: boolean } | null;

/** Stores or customers: search, suspend with a reason (stores: what happens to open orders), reinstate. */
export function OpsAccounts({ kind }: { kind: 'store' | 'customer' }) {
  const t = useT(opsMessages);
  const format = useFormat();
  const { filters, page, setPage, setFilter } = useListFilters({ q: '' });
  const stores = useListStoresQuery({ q: filters.q, page }, { skip: kind !== 'store' });
  const customers = useListCustomersQuery({ q: filters.q, page }, { skip: kind !== 'customer' });
  const [suspendStore, s1] = useSuspendStoreMutation();
  const [reinstateStore, s2] = useReinstateStoreMutation();
  const [suspendCustomer, s3] = useSuspendCustomerMutation();
  const [reinstateCustomer, s4] = useReinstateCustomerMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [openOrders, setOpenOrders] = useState<'fulfil' | 'cancel'>('fulfil');
  const busy = s1.isLoading || s2.isLoading || s3.isLoading || s4.isLoading;
  const title = kind === 'store' ? t('navStores') : t('navCustomers');

  async function act(reason: string) {
    if (!dialog) return;
    const { account, suspend } = dialog;
    const id = account.id;
    const done =
      kind === 'store'
        ? suspend
          ? await run(
              suspendStore({ id, reason, open_orders: openOrders }).unwrap(),
              t('suspendedToast', { name: account.username }),
            )
          : await run(reinstateStore({ id, reason }).unwrap(), t('reinstatedToast', { name: account.username }))
        : suspend
          ? await run(suspendCustomer({ id, reason }).unwrap(), t('suspendedToast', { name: account.username }))
          : await run(reinstateCustomer({ id, reason }).unwrap(), t('reinstatedToast', { name: account.username }));
    if (done) setDialog(null);
  }

  const columns: Column<AccountRow>[] = [
    { key: 'id', header: t('colId'), cell: (a) => a.id },
    {
      key: 'name',
      header: kind === 'store' ? t('colStore') : t('colCustomer'),
      className: 'text-break',
      cell: (a) => a.username,
    },
    { key: 'email', header: t('colEmail'), className: 'text-break', cell: (a) => a.email },
    {
      key: 'count',
      header: kind === 'store' ? t('colProducts') : t('colOrders'),
      cell: (a) => (kind === 'store' ? a.products : a.orders),
    },
    { key: 'since', header: t('colSince'), className: 'small text-nowrap', cell: (a) => format.dateTime(a.created_at) },
    {
      key: 'status',
      header: t('status'),
      cell: (a) =>
        a.suspended_at ? (
          <span className="badge text-bg-danger" title={a.suspended_reason ?? ''}>
            {t('suspended')}
          </span>
        ) : (
          <span className="badge text-bg-success">{t('active')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('actions'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (a) => (
        <Button
          size="sm"
          variant={a.suspended_at ? 'outline-dark' : 'dark'}
          className="rounded-0"
          aria-label={t('actionOn', {
            action: a.suspended_at ? t('reinstate') : t('suspend'),
            name: a.username,
          })}
          onClick={() => setDialog({ account: a, suspend: !a.suspended_at })}
        >
          {a.suspended_at ? t('reinstate') : t('suspend')}
        </Button>
      ),
    },
  ];

  return (
    <OpsPage title={title}>
      <SearchBox onSearch={(text) => setFilter('q', text)} />
      <OpsList result={kind === 'store' ? stores : customers} onPage={setPage}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(a) => a.id} className="ops-table" />}
      </OpsList>
      {dialog && (
        <ReasonDialog
          title={t('actionOn', {
            action: dialog.suspend ? t('suspend') : t('reinstate'),
            name: dialog.account.username,
          })}
          confirmLabel={dialog.suspend ? t('suspend') : t('reinstate')}
          onHide={() => setDialog(null)}
          onConfirm={(reason) => void act(reason)}
          isBusy={busy}
        >
          {kind === 'store' && dialog.suspend && (
            <fieldset className="mt-3">
              <legend className="fs-6">{t('openOrders')}</legend>
              <Form.Check
                type="radio"
                id="open-fulfil"
                name="open-orders"
                label={t('fulfil')}
                checked={openOrders === 'fulfil'}
                onChange={() => setOpenOrders('fulfil')}
              />
              <Form.Check
                type="radio"
                id="open-cancel"
                name="open-orders"
                label={t('cancelRefund')}
                checked={openOrders === 'cancel'}
                onChange={() => setOpenOrders('cancel')}
              />
            </fieldset>
          )}
        </ReasonDialog>
      )}
    </OpsPage>
  );
}
