import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListOrdersQuery } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { Loading, OpsPage, Pager, SearchBox } from './ops-ui';

/** /ops/orders — search orders and payments by id, e-mail or store; failed refunds. */
export default function OpsOrdersPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const refund = params.get('refund') ?? '';
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useListOrdersQuery({ q, page, ...(refund ? { refund } : {}) });
  return (
    <OpsPage
      title={t('navOrders')}
      actions={
        <Form.Select
          aria-label={t('refunds')}
          className="rounded-0 w-auto"
          value={refund}
          onChange={(e) => {
            setPage(1);
            setParams(e.target.value ? { refund: e.target.value } : {});
          }}
        >
          <option value="">{t('allOrders')}</option>
          <option value="failed">{t('failedRefundsFilter')}</option>
          <option value="pending">{t('refundsPending')}</option>
          <option value="succeeded">{t('refundsDone')}</option>
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
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <Table className="align-middle ops-table">
            <thead>
              <tr>
                <th>{t('colOrder')}</th>
                <th>{t('colBuyer')}</th>
                <th>{t('colStore')}</th>
                <th>{t('colTotal')}</th>
                <th>{t('status')}</th>
                <th>{t('colRefund')}</th>
                <th>{t('colPlaced')}</th>
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
                  <td className="text-nowrap">{format.price(o.total)}</td>
                  <td>{o.status}</td>
                  <td>{o.refund_status ?? ''}</td>
                  <td className="small text-nowrap">{format.dateTime(o.created_at)}</td>
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
