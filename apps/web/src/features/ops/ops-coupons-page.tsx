import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OpsCoupon } from '@rima/shared/api/ops';
import { DataTable, type Column } from '../../components/data-table';
import { ListView } from '../../components/list-view';
import { getErrorMessage } from '../../lib/get-error-message';
import {
  useCreateCouponMutation,
  useListCouponsQuery,
  usePauseCouponMutation,
  useUpdateCouponMutation,
  type CouponInput,
} from './ops-api';
import { useFormat, useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import { OpsPage, run } from './ops-ui';

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
// The form's inputs after code and kind: field, label key, input type.
const INPUTS = [
  ['value', 'value', 'number'],
  ['max_discount', 'maxDiscount', 'number'],
  ['min_spend', 'minSpend', 'number'],
  ['starts_at', 'startsAt', 'datetime-local'],
  ['ends_at', 'endsAt', 'datetime-local'],
  ['usage_limit', 'usageLimit', 'number'],
  ['per_user_limit', 'perUserLimit', 'number'],
] as const;
const num = (v: string) => (v.trim() === '' ? null : Number(v));

function CouponForm({ editing, onDone }: { editing: OpsCoupon | null; onDone: () => void }) {
  const t = useT(opsMessages);
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
      ? await run(update({ id: editing.id, ...body }).unwrap(), t('couponSaved', { code: body.code }))
      : await run(create(body).unwrap(), t('couponCreated', { code: body.code.toUpperCase() }));
    if (ok) onDone();
  }
  const text = (key: keyof Draft, label: string, type = 'text') => (
    <Form.Group key={key} controlId={`coupon-${key}`} className="col-12 col-sm-6 col-lg-4">
      <Form.Label>{label}</Form.Label>
      <Form.Control className="rounded-0" type={type} {...field(key)} />
    </Form.Group>
  );
  const codeInput = text('code', t('code'));
  const kindField = field('kind');
  return (
    <Form
      onSubmit={(e) => void submit(e)}
      className="border p-3 mb-4"
      aria-label={editing ? t('editCoupon', { code: editing.code }) : t('newCoupon')}
    >
      <div className="row g-3">
        {codeInput}
        <Form.Group controlId="coupon-kind" className="col-12 col-sm-6 col-lg-4">
          <Form.Label>{t('kind')}</Form.Label>
          <Form.Select className="rounded-0" {...kindField}>
            <option value="percent">{t('percent')}</option>
            <option value="fixed">{t('fixed')}</option>
          </Form.Select>
        </Form.Group>
        {INPUTS.map(([key, label, type]) => text(key, t(label), type))}
      </div>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" variant="dark" className="rounded-0" disabled={c.isLoading || u.isLoading}>
          {t('saveCoupon')}
        </Button>
        <Button variant="outline-dark" className="rounded-0" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** /ops/coupons — create, edit, pause, with usage counts. */
export default function OpsCouponsPage() {
  const t = useT(opsMessages);
  const format = useFormat();
  const { data, error, refetch } = useListCouponsQuery();
  const [pause] = usePauseCouponMutation();
  const [form, setForm] = useState<{ editing: OpsCoupon | null } | null>(null);
  const columns: Column<OpsCoupon>[] = [
    { key: 'code', header: t('colCode'), className: 'fw-medium', cell: (c) => c.code },
    {
      key: 'discount',
      header: t('colDiscount'),
      className: 'text-nowrap',
      cell: (c) => (
        <>
          {c.kind === 'percent' ? `${c.value} %` : format.price(c.value)}
          {c.max_discount !== null && ` ${t('upTo', { amount: format.price(c.max_discount) })}`}
        </>
      ),
    },
    { key: 'minimum', header: t('colMinimum'), className: 'text-nowrap', cell: (c) => format.price(c.min_spend) },
    {
      key: 'valid',
      header: t('colValid'),
      className: 'small',
      cell: (c) => `${format.dateTime(c.starts_at)} – ${format.dateTime(c.ends_at)}`,
    },
    {
      key: 'used',
      header: t('colUsed'),
      cell: (c) =>
        t('couponUse', {
          used: c.used_count,
          limit: c.usage_limit === null ? 'none' : c.usage_limit,
          customers: c.customers,
        }),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (c) => t(c.paused_at ? 'statePaused' : new Date(c.ends_at) < new Date() ? 'stateExpired' : 'stateOn'),
    },
    {
      key: 'actions',
      header: t('actions'),
      isHeaderHidden: true,
      className: 'text-end text-nowrap',
      cell: (c) => (
        <>
          <Button
            size="sm"
            variant="outline-dark"
            className="rounded-0 me-2"
            aria-label={t('editCoupon', { code: c.code })}
            onClick={() => setForm({ editing: c })}
          >
            {t('edit')}
          </Button>
          <Button
            size="sm"
            variant="dark"
            className="rounded-0"
            aria-label={t('actionOn', { action: c.paused_at ? t('resume') : t('pause'), name: c.code })}
            onClick={() =>
              void run(
                pause({ id: c.id, paused: !c.paused_at }).unwrap(),
                c.paused_at ? t('couponResumed', { code: c.code }) : t('couponPaused', { code: c.code }),
              )
            }
          >
            {c.paused_at ? t('resume') : t('pause')}
          </Button>
        </>
      ),
    },
  ];
  return (
    <OpsPage
      title={t('navCoupons')}
      actions={
        <Button variant="dark" className="rounded-0" onClick={() => setForm({ editing: null })}>
          {t('newCoupon')}
        </Button>
      }
    >
      {form && <CouponForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />}
      <ListView
        items={data}
        error={error ? getErrorMessage(error) : null}
        onRetry={() => void refetch()}
        loadingLabel={t('loading')}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(c) => c.id} className="ops-table" />}
      </ListView>
    </OpsPage>
  );
}
