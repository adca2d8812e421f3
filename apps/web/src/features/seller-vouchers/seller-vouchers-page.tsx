import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { SellerVoucher, VoucherInput } from '@rima/shared/endpoints/vouchers';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SellerTabs } from '../profile';
import { useVoucherText } from '../vouchers';
import {
  useCreateSellerVoucherMutation,
  useEndSellerVoucherMutation,
  useListSellerVouchersQuery,
  useUpdateSellerVoucherMutation,
} from '../vouchers/vouchers-api';
import { sellerVouchersMessages } from './i18n/messages';
import { VoucherForm } from './voucher-form';
import './seller-vouchers.css';

const STATUS_VARIANT = { upcoming: 'info', active: 'success', used_up: 'warning', ended: 'secondary' } as const;

/** /seller/vouchers: create store vouchers, see how each is used, edit or end them. */
export default function SellerVouchersPage() {
  const t = useT(sellerVouchersMessages);
  // The list's texts load with the page: a list arriving after the form is shown does not suspend the page
  // while the seller types.
  useVoucherText();
  useDocumentTitle(t('title'));
  const errorText = useErrorText();
  const { data: vouchers, isLoading } = useListSellerVouchersQuery();
  const [create, { isLoading: isCreating }] = useCreateSellerVoucherMutation();
  const [update, { isLoading: isUpdating }] = useUpdateSellerVoucherMutation();
  const [end] = useEndSellerVoucherMutation();
  const [editing, setEditing] = useState<SellerVoucher | null>(null);
  // A new form after each created voucher (its fields start empty again).
  const [formKey, setFormKey] = useState(0);

  const onCreate = (body: VoucherInput) =>
    create(body)
      .unwrap()
      .then((v) => {
        notify.success(t('created', { code: v.code }));
        setFormKey((k) => k + 1);
      })
      .catch((e: unknown) => notify.error(errorText(e)));
  const onUpdate = (id: number, body: VoucherInput) =>
    update({ id, body })
      .unwrap()
      .then((v) => {
        notify.success(t('saved', { code: v.code }));
        setEditing(null);
      })
      .catch((e: unknown) => notify.error(errorText(e)));
  const onEnd = (v: SellerVoucher) => {
    if (!window.confirm(t('endConfirm', { code: v.code }))) return;
    end(v.id)
      .unwrap()
      .then(() => notify.success(t('ended', { code: v.code })))
      .catch((e: unknown) => notify.error(errorText(e)));
  };

  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container py-4 seller-vouchers">
        <SellerTabs />
        <div className="row g-5">
          <div className="col-12 col-lg-6">
            <h2 className="h5 mb-3">{editing ? t('editVoucher', { code: editing.code }) : t('newVoucher')}</h2>
            {editing ? (
              <VoucherForm
                key={`edit-${editing.id}`}
                voucher={editing}
                isSaving={isUpdating}
                onSave={(body) => void onUpdate(editing.id, body)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <VoucherForm
                key={`new-${formKey}`}
                voucher={null}
                isSaving={isCreating}
                onSave={(b) => void onCreate(b)}
              />
            )}
          </div>
          <div className="col-12 col-lg-6">
            <h2 className="h5 mb-3">{t('list')}</h2>
            {isLoading ? (
              <div className="seller-vouchers__placeholder placeholder-glow" aria-busy="true" aria-label={t('loading')}>
                <span className="placeholder col-12" />
              </div>
            ) : !vouchers || vouchers.length === 0 ? (
              <p className="text-muted">{t('none')}</p>
            ) : (
              <ul className="list-unstyled mb-0">
                {vouchers.map((v) => (
                  <VoucherItem key={v.id} voucher={v} onEdit={() => setEditing(v)} onEnd={() => onEnd(v)} />
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function VoucherItem({ voucher: v, onEdit, onEnd }: { voucher: SellerVoucher; onEdit: () => void; onEnd: () => void }) {
  const t = useT(sellerVouchersMessages);
  const text = useVoucherText();
  const { price, dateTime } = useFormat();
  const isOver = v.status === 'ended';
  return (
    <li className="seller-voucher border p-3 mb-3" data-testid="seller-voucher">
      <div className="d-flex flex-wrap justify-content-between gap-2 align-items-start">
        <div className="seller-voucher__text">
          <strong className="font-monospace">{v.code}</strong>{' '}
          <Badge bg={STATUS_VARIANT[v.status]} className="rounded-0">
            {t(`status.${v.status}`)}
          </Badge>
          <span className="d-block">{text.headline(v)}</span>
          <span className="d-block small text-muted">{text.terms(v)}</span>
          <span className="d-block small text-muted">
            {t('period', { from: dateTime(v.starts_at), to: dateTime(v.ended_at ?? v.ends_at) })}
          </span>
          <span className="d-block small" data-testid="seller-voucher-usage">
            {t('usage', { used: v.used_count, quota: v.quota, claims: v.claims, given: price(v.discount_given) })}
          </span>
        </div>
        {!isOver && (
          <div className="d-flex gap-2">
            <Button size="sm" variant="outline-dark" className="rounded-0" onClick={onEdit}>
              {t('edit')}
            </Button>
            <Button size="sm" variant="outline-danger" className="rounded-0" onClick={onEnd}>
              {t('end')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
