import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { OpsProduct } from '@rima/shared/api/ops';
import { getErrorMessage } from '../../lib/get-error-message';
import { useListProductsQuery, useRestoreProductMutation, useTakeDownProductMutation } from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, Pager, run, SearchBox } from './ops-ui';

const STATUS_KEYS = {
  active: 'statusActive',
  taken_down: 'statusTakenDown',
  suspended: 'statusSuspended',
  archived: 'statusArchived',
} as const;

/** /ops/products — any listing; take down / restore with a reason the seller sees. */
export default function OpsProductsPage() {
  const t = useT(opsMessages);
  const format = useFormat();
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
      ? await run(restore({ id: dialog.id, reason }).unwrap(), t('restoredToast', { name: dialog.name }))
      : await run(takeDown({ id: dialog.id, reason }).unwrap(), t('takenDownToast', { name: dialog.name }));
    if (ok) setDialog(null);
  }

  return (
    <OpsPage title={t('navProducts')}>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <SearchBox
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <Form.Select
          aria-label={t('status')}
          className="rounded-0 w-auto"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('anyStatus')}</option>
          <option value="active">{t('statusActive')}</option>
          <option value="taken_down">{t('statusTakenDown')}</option>
          <option value="suspended">{t('statusSuspended')}</option>
          <option value="archived">{t('statusArchived')}</option>
        </Form.Select>
      </div>
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
                <th>{t('colProduct')}</th>
                <th>{t('colStore')}</th>
                <th>{t('colPrice')}</th>
                <th>{t('status')}</th>
                <th>
                  <span className="visually-hidden">{t('actions')}</span>
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
                  <td className="text-nowrap">{format.price(p.price)}</td>
                  <td>{t(STATUS_KEYS[p.status])}</td>
                  <td className="text-end">
                    {(p.status === 'active' || p.status === 'suspended' || p.status === 'taken_down') && (
                      <Button
                        size="sm"
                        variant={p.status === 'taken_down' ? 'outline-dark' : 'dark'}
                        className="rounded-0"
                        aria-label={t('actionOn', {
                          action: p.status === 'taken_down' ? t('restore') : t('takeDown'),
                          name: p.name,
                        })}
                        onClick={() => setDialog(p)}
                      >
                        {p.status === 'taken_down' ? t('restore') : t('takeDown')}
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
          title={t('actionOn', { action: isDown ? t('restore') : t('takeDown'), name: dialog.name })}
          confirmLabel={isDown ? t('restore') : t('takeDown')}
          onHide={() => setDialog(null)}
          onConfirm={(reason) => void act(reason)}
          isBusy={down.isLoading || back.isLoading}
        />
      )}
    </OpsPage>
  );
}
