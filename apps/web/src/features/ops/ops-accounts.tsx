import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { AccountRow } from '@rima/shared/api/ops';
import { formatDateTime } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import {
  useListCustomersQuery,
  useListStoresQuery,
  useReinstateCustomerMutation,
  useReinstateStoreMutation,
  useSuspendCustomerMutation,
  useSuspendStoreMutation,
} from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, Pager, run, SearchBox } from './ops-ui';

type Dialog = { account: AccountRow; suspend: boolean } | null;

/** Stores or customers: search, suspend with a reason (stores: what happens to open orders), reinstate. */
export function OpsAccounts({ kind }: { kind: 'store' | 'customer' }) {
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
  const title = kind === 'store' ? T.nav.stores : T.nav.customers;

  async function act(reason: string) {
    if (!dialog) return;
    const { account, suspend } = dialog;
    const id = account.id;
    const done =
      kind === 'store'
        ? suspend
          ? await run(suspendStore({ id, reason, open_orders: openOrders }).unwrap(), `${account.username} suspended`)
          : await run(reinstateStore({ id, reason }).unwrap(), `${account.username} reinstated`)
        : suspend
          ? await run(suspendCustomer({ id, reason }).unwrap(), `${account.username} suspended`)
          : await run(reinstateCustomer({ id, reason }).unwrap(), `${account.username} reinstated`);
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
        <p className="text-muted">{T.empty}</p>
      ) : (
        <div className="table-responsive">
          <Table className="align-middle ops-table">
            <thead>
              <tr>
                <th>#</th>
                <th>{kind === 'store' ? 'Store' : 'Customer'}</th>
                <th>E-mail</th>
                <th>{kind === 'store' ? 'Products' : 'Orders'}</th>
                <th>Since</th>
                <th>Status</th>
                <th>
                  <span className="visually-hidden">Actions</span>
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
                  <td className="small text-nowrap">{formatDateTime(a.created_at)}</td>
                  <td>
                    {a.suspended_at ? (
                      <span className="badge text-bg-danger" title={a.suspended_reason ?? ''}>
                        {T.suspended}
                      </span>
                    ) : (
                      <span className="badge text-bg-success">{T.active}</span>
                    )}
                  </td>
                  <td className="text-end">
                    <Button
                      size="sm"
                      variant={a.suspended_at ? 'outline-dark' : 'dark'}
                      className="rounded-0"
                      aria-label={`${a.suspended_at ? T.reinstate : T.suspend} ${a.username}`}
                      onClick={() => setDialog({ account: a, suspend: !a.suspended_at })}
                    >
                      {a.suspended_at ? T.reinstate : T.suspend}
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
          title={`${dialog.suspend ? T.suspend : T.reinstate} ${dialog.account.username}`}
          confirmLabel={dialog.suspend ? T.suspend : T.reinstate}
          onHide={() => setDialog(null)}
          onConfirm={(reason) => void act(reason)}
          isBusy={busy}
        >
          {kind === 'store' && dialog.suspend && (
            <fieldset className="mt-3">
              <legend className="fs-6">{T.openOrders}</legend>
              <Form.Check
                type="radio"
                id="open-fulfil"
                name="open-orders"
                label={T.fulfil}
                checked={openOrders === 'fulfil'}
                onChange={() => setOpenOrders('fulfil')}
              />
              <Form.Check
                type="radio"
                id="open-cancel"
                name="open-orders"
                label={T.cancelRefund}
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
