import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { OpsCoupon } from '@rima/shared/api/ops';
import { formatDateTime, formatIdr } from '@rima/shared/format';
import { getErrorMessage } from '../../lib/get-error-message';
import {
  useCreateCouponMutation,
  useListCouponsQuery,
  usePauseCouponMutation,
  useUpdateCouponMutation,
  type CouponInput,
} from './ops-api';
import { OPS_TEXT as T } from './ops-messages';
import { Loading, OpsPage, run } from './ops-ui';

type Draft = Record<
  'code' | 'kind' | 'value' | 'max_discount' | 'min_spend' | 'starts_at' | 'ends_at' | 'usage_limit' | 'per_user_limit',
  string
>;
const local = (iso: string) => iso.slice(0, 16);
const today = () => new Date().toISOString();
const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  max_discount: '',
  min_spend: '0',
  starts_at: local(today()),
  ends_at: local(new Date(Date.now() + 30 * 86_400_000).toISOString()),
  usage_limit: '',
  per_user_limit: '',
};
const fromCoupon = (c: OpsCoupon): Draft => ({
  code: c.code,
  kind: c.kind,
  value: String(c.value),
  max_discount: c.max_discount === null ? '' : String(c.max_discount),
  min_spend: String(c.min_spend),
  starts_at: local(c.starts_at),
  ends_at: local(c.ends_at),
  usage_limit: c.usage_limit === null ? '' : String(c.usage_limit),
  per_user_limit: c.per_user_limit === null ? '' : String(c.per_user_limit),
});
const num = (v: string) => (v.trim() === '' ? null : Number(v));

function CouponForm({ editing, onDone }: { editing: OpsCoupon | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(editing ? fromCoupon(editing) : EMPTY);
  const [create, c] = useCreateCouponMutation();
  const [update, u] = useUpdateCouponMutation();
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: CouponInput = {
      code: draft.code,
      kind: draft.kind === 'fixed' ? 'fixed' : 'percent',
      value: Number(draft.value),
      max_discount: num(draft.max_discount),
      min_spend: Number(draft.min_spend || 0),
      starts_at: new Date(draft.starts_at).toISOString(),
      ends_at: new Date(draft.ends_at).toISOString(),
      usage_limit: num(draft.usage_limit),
      per_user_limit: num(draft.per_user_limit),
    };
    const ok = editing
      ? await run(update({ id: editing.id, ...body }).unwrap(), `Coupon ${body.code} saved`)
      : await run(create(body).unwrap(), `Coupon ${body.code.toUpperCase()} created`);
    if (ok) onDone();
  }
  const text = (key: keyof Draft, label: string, type = 'text') => (
    <Form.Group controlId={`coupon-${key}`} className="col-12 col-sm-6 col-lg-4">
      <Form.Label>{label}</Form.Label>
      <Form.Control className="rounded-0" type={type} {...field(key)} />
    </Form.Group>
  );
  return (
    <Form
      onSubmit={(e) => void submit(e)}
      className="border p-3 mb-4"
      aria-label={editing ? `Edit ${editing.code}` : T.newCoupon}
    >
      <div className="row g-3">
        {text('code', 'Code')}
        <Form.Group controlId="coupon-kind" className="col-12 col-sm-6 col-lg-4">
          <Form.Label>Kind</Form.Label>
          <Form.Select className="rounded-0" {...field('kind')}>
            <option value="percent">Percent</option>
            <option value="fixed">Fixed amount (IDR)</option>
          </Form.Select>
        </Form.Group>
        {text('value', 'Value (percent or IDR)', 'number')}
        {text('max_discount', 'Largest discount (IDR, optional)', 'number')}
        {text('min_spend', 'Minimum spend (IDR)', 'number')}
        {text('starts_at', 'Starts', 'datetime-local')}
        {text('ends_at', 'Ends', 'datetime-local')}
        {text('usage_limit', 'Uses in total (optional)', 'number')}
        {text('per_user_limit', 'Uses per customer (optional)', 'number')}
      </div>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" variant="dark" className="rounded-0" disabled={c.isLoading || u.isLoading}>
          {T.saveCoupon}
        </Button>
        <Button variant="outline-dark" className="rounded-0" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </Form>
  );
}

/** Issue 14: /ops/coupons — create, edit, pause, with usage counts. */
export default function OpsCouponsPage() {
  const { data, error } = useListCouponsQuery();
  const [pause] = usePauseCouponMutation();
  const [form, setForm] = useState<{ editing: OpsCoupon | null } | null>(null);
  return (
    <OpsPage
      title={T.nav.coupons}
      actions={
        <Button variant="dark" className="rounded-0" onClick={() => setForm({ editing: null })}>
          {T.newCoupon}
        </Button>
      }
    >
      {form && <CouponForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />}
      {error && <p className="text-danger">{getErrorMessage(error)}</p>}
      {!data ? (
        <Loading />
      ) : (
        <div className="table-responsive">
          <Table className="align-middle ops-table">
            <thead>
              <tr>
                <th>Code</th>
                <th>Discount</th>
                <th>Minimum</th>
                <th>Valid</th>
                <th>Used</th>
                <th>Status</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((c) => (
                <tr key={c.id}>
                  <td className="fw-medium">{c.code}</td>
                  <td className="text-nowrap">
                    {c.kind === 'percent' ? `${c.value} %` : formatIdr(c.value)}
                    {c.max_discount !== null && ` (≤ ${formatIdr(c.max_discount)})`}
                  </td>
                  <td className="text-nowrap">{formatIdr(c.min_spend)}</td>
                  <td className="small">
                    {formatDateTime(c.starts_at)} – {formatDateTime(c.ends_at)}
                  </td>
                  <td>
                    {c.used_count}
                    {c.usage_limit !== null && ` / ${c.usage_limit}`} · {c.customers} customers
                  </td>
                  <td>{c.paused_at ? 'paused' : new Date(c.ends_at) < new Date() ? 'expired' : 'on'}</td>
                  <td className="text-end text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-dark"
                      className="rounded-0 me-2"
                      aria-label={`Edit ${c.code}`}
                      onClick={() => setForm({ editing: c })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="dark"
                      className="rounded-0"
                      aria-label={`${c.paused_at ? T.resume : T.pause} ${c.code}`}
                      onClick={() =>
                        void run(
                          pause({ id: c.id, paused: !c.paused_at }).unwrap(),
                          `${c.code} ${c.paused_at ? 'resumed' : 'paused'}`,
                        )
                      }
                    >
                      {c.paused_at ? T.resume : T.pause}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </OpsPage>
  );
}
