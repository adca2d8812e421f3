import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListAuditQuery } from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { Loading, OpsPage, Pager, SearchBox } from './ops-ui';

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Issue 14: /ops/audit — every operator action: who, when, what, before/after, why (append-only). */
export default function OpsAuditPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useListAuditQuery({ q, page });
  return (
    <OpsPage title={T.nav.audit}>
      <SearchBox
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
        label="Search the audit log"
      />
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {!data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="text-muted">{T.empty}</p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" className="align-middle small ops-table">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Target</th>
                <th>Reason</th>
                <th>Before → after</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((a) => (
                <tr key={a.id}>
                  <td className="text-nowrap">{formatDateTime(a.created_at)}</td>
                  <td className="text-break">{a.actor_email}</td>
                  <td>{a.action}</td>
                  <td>
                    {a.target_type} {a.target_id ?? ''}
                  </td>
                  <td className="text-break">{a.reason}</td>
                  <td className="text-break ops-json">
                    {show(a.before)} → {show(a.after)}
                  </td>
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
