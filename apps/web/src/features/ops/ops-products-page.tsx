import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { OpsProduct } from '@rima/shared/api/ops';
import { formatIdr } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListProductsQuery, useRestoreProductMutation, useTakeDownProductMutation } from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, Pager, run, SearchBox } from './ops-ui';

/** Issue 14: /ops/products — any listing; take down / restore with a reason the seller sees. */
export default function OpsProductsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useListProductsQuery({ q, page, ...(status ? { status } : {}) });
  const [takeDown, down] = useTakeDownProductMutation();
  const [restore, back] = useRestoreProductMutation();
  const [dialog, setDialog] = useState<OpsProduct | null>(null);
  const isDown = dialog?.status === 'taken_down';

  async function act(reason: string) {
    if (!dialog) return;
    const ok = isDown
      ? await run(restore({ id: dialog.id, reason }).unwrap(), `${dialog.name} restored`)
      : await run(takeDown({ id: dialog.id, reason }).unwrap(), `${dialog.name} taken down`);
    if (ok) setDialog(null);
  }

  return (
    <OpsPage title={T.nav.products}>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <SearchBox
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <Form.Select
          aria-label="Status"
          className="rounded-0 w-auto"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="taken_down">Taken down</option>
          <option value="suspended">Store suspended</option>
          <option value="archived">Deleted by the seller</option>
        </Form.Select>
      </div>
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
                <th>Product</th>
                <th>Store</th>
                <th>Price</th>
                <th>Status</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((p) => (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td className="text-break">
                    <a href={`/product/detail/${p.id}`} className="text-dark">
                      {p.name}
                    </a>
                    {p.moderation_reason && <div className="small text-danger">{p.moderation_reason}</div>}
                  </td>
                  <td className="text-break">{p.store_name}</td>
                  <td className="text-nowrap">{formatIdr(p.price)}</td>
                  <td>{p.status.replace('_', ' ')}</td>
                  <td className="text-end">
                    {(p.status === 'active' || p.status === 'suspended' || p.status === 'taken_down') && (
                      <Button
                        size="sm"
                        variant={p.status === 'taken_down' ? 'outline-dark' : 'dark'}
                        className="rounded-0"
                        aria-label={`${p.status === 'taken_down' ? T.restore : T.takeDown} ${p.name}`}
                        onClick={() => setDialog(p)}
                      >
                        {p.status === 'taken_down' ? T.restore : T.takeDown}
                      </Button>
                    )}
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
          title={`${isDown ? T.restore : T.takeDown}: ${dialog.name}`}
          confirmLabel={isDown ? T.restore : T.takeDown}
          onHide={() => setDialog(null)}
          onConfirm={(reason) => void act(reason)}
          isBusy={down.isLoading || back.isLoading}
        />
      )}
    </OpsPage>
  );
}
