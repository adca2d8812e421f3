import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  VOUCHER_KINDS,
  type SellerVoucher,
  type VoucherInput,
  type VoucherKind,
} from '@rima/shared/endpoints/vouchers';
import { useT } from '../../lib/i18n';
import { useListMyProductsQuery } from '../products/products-api';
import { sellerVouchersMessages } from './i18n/messages';

/** `datetime-local` works in the browser's time zone: to and from an instant. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => new Date(value).toISOString();
const DAY = 24 * 60 * 60 * 1000;

type Draft = {
  code: string;
  kind: VoucherKind;
  value: string;
  max_discount: string;
  min_spend: string;
  starts_at: string;
  ends_at: string;
  quota: string;
  per_buyer_limit: string;
  isSome: boolean;
  product_ids: number[];
};

const draftOf = (v: SellerVoucher | null): Draft =>
  v
    ? {
        code: v.code,
        kind: v.kind,
        value: String(v.value),
        max_discount: v.max_discount === null ? '' : String(v.max_discount),
        min_spend: String(v.min_spend),
        starts_at: toLocalInput(v.starts_at),
        ends_at: toLocalInput(v.ends_at),
        quota: String(v.quota),
        per_buyer_limit: String(v.per_buyer_limit),
        isSome: v.product_ids.length > 0,
        product_ids: v.product_ids,
      }
    : {
        code: '',
        kind: 'fixed',
        value: '',
        max_discount: '',
        min_spend: '0',
        starts_at: toLocalInput(new Date().toISOString()),
        ends_at: toLocalInput(new Date(Date.now() + 7 * DAY).toISOString()),
        quota: '100',
        per_buyer_limit: '1',
        isSome: false,
        product_ids: [],
      };

/** The voucher's fields (Indonesian first); the server checks them again and names a wrong field. */
export function VoucherForm(props: {
  voucher: SellerVoucher | null;
  isSaving: boolean;
  onSave: (body: VoucherInput) => void;
  onCancel?: () => void;
}) {
  const t = useT(sellerVouchersMessages);
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.voucher));
  const { data: products = [] } = useListMyProductsQuery(undefined, { skip: !draft.isSome });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const id = (name: string) => `voucher-${props.voucher?.id ?? 'new'}-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave({
      code: draft.code,
      kind: draft.kind,
      value: Number(draft.value),
      max_discount: draft.kind === 'percent' && draft.max_discount ? Number(draft.max_discount) : null,
      min_spend: Number(draft.min_spend || 0),
      starts_at: fromLocalInput(draft.starts_at),
      ends_at: fromLocalInput(draft.ends_at),
      quota: Number(draft.quota),
      per_buyer_limit: Number(draft.per_buyer_limit),
      product_ids: draft.isSome ? draft.product_ids : [],
    });
  };
  return (
    <form
      onSubmit={submit}
      className="row g-3"
      aria-label={props.voucher ? t('editVoucher', { code: props.voucher.code }) : t('newVoucher')}
    >
      <Form.Group className="col-12 col-sm-6" controlId={id('code')}>
        <Form.Label className="small">{t('code')}</Form.Label>
        <Form.Control
          className="rounded-0 text-uppercase"
          required
          pattern="[A-Za-z0-9]{3,20}"
          maxLength={20}
          value={draft.code}
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
          aria-describedby={id('code-help')}
        />
        <Form.Text id={id('code-help')}>{t('codeHelp')}</Form.Text>
      </Form.Group>
      <Form.Group className="col-12 col-sm-6" controlId={id('kind')}>
        <Form.Label className="small">{t('kind')}</Form.Label>
        <Form.Select
          className="rounded-0"
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as VoucherKind })}
        >
          {VOUCHER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <NumberField
        id={id('value')}
        label={t(`value.${draft.kind}`)}
        value={draft.value}
        min={1}
        max={draft.kind === 'percent' ? 100 : undefined}
        onChange={(value) => set({ value })}
      />
      {draft.kind === 'percent' && (
        <NumberField
          id={id('max')}
          label={t('maxDiscount')}
          value={draft.max_discount}
          min={1}
          onChange={(max_discount) => set({ max_discount })}
        />
      )}
      <NumberField
        id={id('min')}
        label={t('minSpend')}
        value={draft.min_spend}
        min={0}
        onChange={(min_spend) => set({ min_spend })}
      />
      <Form.Group className="col-12 col-sm-6" controlId={id('starts')}>
        <Form.Label className="small">{t('startsAt')}</Form.Label>
        <Form.Control
          type="datetime-local"
          className="rounded-0"
          required
          value={draft.starts_at}
          onChange={(e) => set({ starts_at: e.target.value })}
        />
      </Form.Group>
      <Form.Group className="col-12 col-sm-6" controlId={id('ends')}>
        <Form.Label className="small">{t('endsAt')}</Form.Label>
        <Form.Control
          type="datetime-local"
          className="rounded-0"
          required
          value={draft.ends_at}
          onChange={(e) => set({ ends_at: e.target.value })}
        />
      </Form.Group>
      <NumberField
        id={id('quota')}
        label={t('quota')}
        value={draft.quota}
        min={1}
        onChange={(quota) => set({ quota })}
      />
      <NumberField
        id={id('per-buyer')}
        label={t('perBuyer')}
        value={draft.per_buyer_limit}
        min={1}
        onChange={(per_buyer_limit) => set({ per_buyer_limit })}
      />
      <fieldset className="col-12">
        <legend className="small mb-1">{t('products')}</legend>
        <Form.Check
          type="radio"
          id={id('all')}
          name={id('scope')}
          label={t('allProducts')}
          checked={!draft.isSome}
          onChange={() => set({ isSome: false })}
        />
        <Form.Check
          type="radio"
          id={id('some')}
          name={id('scope')}
          label={t('someProducts')}
          checked={draft.isSome}
          onChange={() => set({ isSome: true })}
        />
        {draft.isSome && (
          <div className="voucher-products border p-2 mt-2" role="group" aria-label={t('pickProducts')}>
            {products.map((p) => (
              <Form.Check
                key={p.id}
                id={id(`product-${p.id}`)}
                label={p.name}
                checked={draft.product_ids.includes(p.id)}
                onChange={(e) =>
                  set({
                    product_ids: e.target.checked
                      ? [...draft.product_ids, p.id]
                      : draft.product_ids.filter((x) => x !== p.id),
                  })
                }
              />
            ))}
          </div>
        )}
      </fieldset>
      <div className="col-12 d-flex flex-wrap gap-2">
        <Button type="submit" variant="dark" className="rounded-0" disabled={props.isSaving}>
          {props.isSaving ? t('saving') : t('save')}
        </Button>
        {props.onCancel && (
          <Button variant="outline-dark" className="rounded-0" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  min: number;
  max?: number | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group className="col-12 col-sm-6" controlId={props.id}>
      <Form.Label className="small">{props.label}</Form.Label>
      <Form.Control
        type="number"
        inputMode="numeric"
        className="rounded-0"
        required
        min={props.min}
        {...(props.max !== undefined ? { max: props.max } : {})}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Form.Group>
  );
}
