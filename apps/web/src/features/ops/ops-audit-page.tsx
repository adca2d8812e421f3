import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListAuditQuery } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { Loading, OpsPage, Pager, SearchBox } from './ops-ui';

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** /ops/audit — every operator action: who, when, what, before/after, why (append-only). */
export default function OpsAuditPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useListAuditQuery({ q, page });
  return (
    <OpsPage title={t('navAudit')}>
      <SearchBox
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
        label={t('searchAudit')}
      />
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {!data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" className="align-middle small ops-table">
            <thead>
              <tr>
                <th>{t('colWhen')}</th>
                <th>{t('colWho')}</th>
                <th>{t('colWhat')}</th>
                <th>{t('colTarget')}</th>
                <th>{t('colReason')}</th>
                <th>{t('colChange')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((a) => (
                <tr key={a.id}>
                  <td className="text-nowrap">{format.dateTime(a.created_at)}</td>
                  <td className="text-break">{a.actor_email}</td>
                  <td>{a.action}</td>
                  <td>
                    {a.target_type} {a.target_id ?? ''}
                  </td>
                  <td className="text-break">{a.reason}</td>
                  <td className="text-break ops-json">
                    {t('change', { before: show(a.before), after: show(a.after) })}
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
