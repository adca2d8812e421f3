import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatIdr } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListOrdersQuery } from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { Loading, OpsPage, Pager, SearchBox } from './ops-ui';

/** Issue 14: /ops/orders — search orders and payments by id, e-mail or store; failed refunds. */
export default function OpsOrdersPage() {
  const [params, setParams] = useSearchParams();
  const refund = params.get('refund') ?? '';
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useListOrdersQuery({ q, page, ...(refund ? { refund } : {}) });
  return (
    <OpsPage
      title={T.nav.orders}
      actions={
        <Form.Select
          aria-label="Refunds"
          className="rounded-0 w-auto"
          value={refund}
          onChange={(e) => {
            setPage(1);
            setParams(e.target.value ? { refund: e.target.value } : {});
          }}
        >
          <option value="">All orders</option>
          <option value="failed">Failed refunds</option>
          <option value="pending">Refunds in progress</option>
          <option value="succeeded">Refunded</option>
        </Form.Select>
      }
    >
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
                <th>Order</th>
                <th>Buyer</th>
                <th>Store</th>
                <th>Total</th>
                <th>Status</th>
                <th>Refund</th>
                <th>Placed</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/ops/orders/${o.id}`} className="text-dark">
                      #{o.id}
                    </Link>
                  </td>
                  <td className="text-break">{o.email}</td>
                  <td className="text-break">{o.store_name}</td>
                  <td className="text-nowrap">{formatIdr(o.total)}</td>
                  <td>{o.status}</td>
                  <td>{o.refund_status ?? ''}</td>
                  <td className="small text-nowrap">{formatDateTime(o.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {data && <Pager page={data.page} totalPage={data.totalPage} onPage={setPage} />}
    </OpsPage>
  );
}
