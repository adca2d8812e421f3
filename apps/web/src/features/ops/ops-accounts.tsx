import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { AccountRow } from '@rima/shared/api/ops';
import { getErrorMessage } from '../../lib/get-error-message';
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
import { Loading, OpsPage, Pager, run, SearchBox } from './ops-ui';

type Dialog = { account: AccountRow; suspend: boolean } | null;

/** Stores or customers: search, suspend with a reason (stores: what happens to open orders), reinstate. */
export function OpsAccounts({ kind }: { kind: 'store' | 'customer' }) {
  const t = useT(opsMessages);
  const format = useFormat();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const stores = useListStoresQuery({ q, page }, { skip: kind !== 'store' });
  const customers = useListCustomersQuery({ q, page }, { skip: kind !== 'customer' });
  const { data, error } = kind === 'store' ? stores : customers;
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

  return (
    <OpsPage title={title}>
      <SearchBox
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {!data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <Table className="align-middle ops-table">
            <thead>
              <tr>
                <th>{t('colId')}</th>
                <th>{kind === 'store' ? t('colStore') : t('colCustomer')}</th>
                <th>{t('colEmail')}</th>
                <th>{kind === 'store' ? t('colProducts') : t('colOrders')}</th>
                <th>{t('colSince')}</th>
                <th>{t('status')}</th>
                <th>
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((a) => (
                <tr key={a.id}>
                  <td>{a.id}</td>
                  <td className="text-break">{a.username}</td>
                  <td className="text-break">{a.email}</td>
                  <td>{kind === 'store' ? a.products : a.orders}</td>
                  <td className="small text-nowrap">{format.dateTime(a.created_at)}</td>
                  <td>
                    {a.suspended_at ? (
                      <span className="badge text-bg-danger" title={a.suspended_reason ?? ''}>
                        {t('suspended')}
                      </span>
                    ) : (
                      <span className="badge text-bg-success">{t('active')}</span>
                    )}
                  </td>
                  <td className="text-end">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {data && <Pager page={data.page} totalPage={data.totalPage} onPage={setPage} />}
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
