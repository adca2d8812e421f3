import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { Payout } from '@rima/shared/api/ledger';
import { CATEGORIES } from '@rima/shared/catalog';
import { getErrorMessage } from '../../lib/get-error-message';
import {
  useGetCommissionQuery,
  useListPayoutsQuery,
  usePayPayoutMutation,
  useRejectPayoutMutation,
  useSetCommissionMutation,
} from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { ReasonDialog } from './reason-dialog';
import { Loading, OpsPage, Pager, run } from './ops-ui';

function CommissionForm() {
  const t = useT(opsMessages);
  const { data } = useGetCommissionQuery();
  const [save, { isLoading }] = useSetCommissionMutation();
  const [rates, setRates] = useState<Record<string, string> | null>(null);
  if (!data) return <Loading rows={2} />;
  const current = rates ?? {
    default: String(data.default_bps),
    ...Object.fromEntries(data.categories.map((c) => [String(c.category_id), String(c.rate_bps)])),
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const categories = CATEGORIES.flatMap((c) => {
      const v = current[String(c.id)];
      return v !== undefined && v.trim() !== '' ? [{ category_id: c.id, rate_bps: Number(v) }] : [];
    });
    if (await run(save({ default_bps: Number(current.default), categories }).unwrap(), t('commissionSaved')))
      setRates(null);
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="border p-3" aria-label={t('commission')}>
      <div className="row g-2">
        <Form.Group controlId="rate-default" className="col-12 col-md-6">
          <Form.Label>{t('defaultRate')}</Form.Label>
          <Form.Control
            className="rounded-0"
            type="number"
            value={current.default}
            onChange={(e) => setRates({ ...current, default: e.target.value })}
          />
        </Form.Group>
        {CATEGORIES.map((c) => (
          <Form.Group key={c.id} controlId={`rate-${c.id}`} className="col-6 col-md-3">
            <Form.Label className="small">{c.name}</Form.Label>
            <Form.Control
              className="rounded-0"
              type="number"
              placeholder={t('categoryDefault')}
              value={current[String(c.id)] ?? ''}
              onChange={(e) => setRates({ ...current, [String(c.id)]: e.target.value })}
            />
          </Form.Group>
        ))}
      </div>
      <Button type="submit" variant="dark" className="rounded-0 mt-3" disabled={isLoading}>
        {t('saveRates')}
      </Button>
    </Form>
  );
}

/** /ops/payouts — the payout queue (pay with the bank reference or through the provider; reject) and commission. */
export default function OpsPayoutsPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const [status, setStatus] = useState('requested');
  const [page, setPage] = useState(1);
  const { data, error } = useListPayoutsQuery({ status, page });
  const [pay, paying] = usePayPayoutMutation();
  const [reject, rejecting] = useRejectPayoutMutation();
  const [references, setReferences] = useState<Record<number, string>>({});
  const [rejectOf, setRejectOf] = useState<Payout | null>(null);
  return (
    <OpsPage
      title={t('navPayouts')}
      actions={
        <Form.Select
          aria-label={t('status')}
          className="rounded-0 w-auto"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="requested">{t('toPay')}</option>
          <option value="paid">{t('paid')}</option>
          <option value="rejected">{t('rejected')}</option>
        </Form.Select>
      }
    >
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
                <th>{t('colStore')}</th>
                <th>{t('colAmount')}</th>
                <th>{t('colBankAccount')}</th>
                <th>{t('colAsked')}</th>
                <th>
                  {status === 'requested' ? <span className="visually-hidden">{t('actions')}</span> : t('colReference')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((p) => (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td className="text-break">{p.store_name}</td>
                  <td className="text-nowrap">{format.price(p.amount)}</td>
                  <td className="text-break small">
                    {p.bank_name} · {p.account_number} · {p.holder_name}
                  </td>
                  <td className="small text-nowrap">{format.dateTime(p.created_at)}</td>
                  <td>
                    {p.status === 'requested' ? (
                      <div className="d-flex flex-wrap gap-2">
                        <Form.Control
                          size="sm"
                          className="rounded-0 ops-reference"
                          aria-label={t('payReferenceLabel', { id: p.id })}
                          placeholder={t('bankReference')}
                          value={references[p.id] ?? ''}
                          onChange={(e) => setReferences({ ...references, [p.id]: e.target.value })}
                        />
                        <Button
                          size="sm"
                          variant="dark"
                          className="rounded-0"
                          disabled={paying.isLoading}
                          onClick={() =>
                            void run(
                              pay({
                                id: p.id,
                                ...(references[p.id]?.trim() ? { reference: references[p.id]?.trim() } : {}),
                              }).unwrap(),
                              t('payoutPaid', { id: p.id }),
                            )
                          }
                        >
                          {t('pay')}
                        </Button>
                        <Button size="sm" variant="outline-danger" className="rounded-0" onClick={() => setRejectOf(p)}>
                          {t('reject')}
                        </Button>
                      </div>
                    ) : (
                      <span className="small text-break">{p.reference ?? p.reject_reason}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {data && <Pager page={data.page} totalPage={data.totalPage} onPage={setPage} />}
      <h2 className="h5 fw-light mt-5">{t('commission')}</h2>
      <CommissionForm />
      {rejectOf && (
        <ReasonDialog
          title={t('dialogOnPayout', { action: t('reject'), id: rejectOf.id })}
          confirmLabel={t('reject')}
          onHide={() => setRejectOf(null)}
          isBusy={rejecting.isLoading}
          onConfirm={(reason) =>
            void run(reject({ id: rejectOf.id, reason }).unwrap(), t('payoutRejected', { id: rejectOf.id })).then(
              (ok) => ok && setRejectOf(null),
            )
          }
        />
      )}
    </OpsPage>
  );
}
