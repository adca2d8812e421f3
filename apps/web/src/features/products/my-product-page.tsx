import { useState } from 'react';
import { Link } from '../../lib/link';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { MyProduct } from '@rima/shared/api/products';
import { PageBanner } from '../../components/layout/page-banner';
import { DataTable, type Column } from '../../components/data-table';
import { ListView } from '../../components/list-view';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteProductMutation, useListMyProductsQuery } from './products-api';
import { SellerTabs } from '../profile';
import { OpenStoreHint } from './open-store-hint';
import { BulkEditBar } from './bulk-edit-bar';
import { productsMessages } from './i18n/messages';

/** /admin/my-product (any logged-in user; a customer sees the empty state). */
export default function MyProductPage() {
  const t = useT(productsMessages);
  const errorText = useErrorText();
  const { price } = useFormat();
  useDocumentTitle(t('myProduct'));
  const isSeller = useAppSelector((s) => s.auth.userInfo?.role === 'seller');
  const { data, error, refetch } = useListMyProductsQuery();
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation();
  const [toDelete, setToDelete] = useState<MyProduct | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Taken-down listings are the operator's: they cannot be edited in bulk.
  const editable = (data ?? []).filter((p) => p.status !== 'taken_down');
  const isAllSelected = editable.length > 0 && editable.every((p) => selected.has(p.id));
  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteProduct(toDelete.id)
      .unwrap()
      .then(() => notify.success(t('deleted', { name: toDelete.name })))
      .catch((e: unknown) => notify.error(errorText(e)))
      .finally(() => setToDelete(null));
  };

  const columns: Column<MyProduct>[] = [
    {
      key: 'select',
      header: t('selectAll'),
      isHeaderHidden: true,
      label: false,
      className: 'my-products__select',
      cell: (p) =>
        p.status === 'taken_down' ? null : (
          <input
            type="checkbox"
            className="form-check-input"
            checked={selected.has(p.id)}
            onChange={() => toggle(p.id)}
            aria-label={t('selectName', { name: p.name })}
          />
        ),
    },
    {
      key: 'photo',
      header: t('photo'),
      label: false,
      className: 'my-products__photo-cell',
      cell: (p) => (
        <img src={p.image} alt={p.name} width={64} height={64} className="my-products__photo" loading="lazy" />
      ),
    },
    {
      key: 'name',
      header: t('name'),
      label: false,
      className: 'my-products__name',
      cell: (p) => (
        <>
          <Link to={`/product/detail/${p.id}`} className="text-dark">
            {p.name}
          </Link>
          {p.status === 'hidden' && <span className="badge text-bg-secondary ms-2">{t('hidden')}</span>}
          {p.status === 'taken_down' && (
            // An operator took the listing down; the seller sees why.
            <div className="small text-danger mt-1">
              <span className="badge text-bg-danger me-1">{t('takenDown')}</span>
              {p.moderation_reason}
            </div>
          )}
        </>
      ),
    },
    { key: 'stock', header: t('stock'), cell: (p) => p.stock },
    // spec §7: the old table reads `desc`
    { key: 'desc', header: t('description'), className: 'my-products__desc', cell: (p) => p.desc },
    { key: 'price', header: t('price'), className: 'text-nowrap', cell: (p) => price(p.price) },
    { key: 'id', header: t('id'), cell: (p) => p.id },
    {
      key: 'actions',
      header: t('actions'),
      isHeaderHidden: true,
      className: 'text-nowrap my-products__actions',
      cell: (p) => (
        <>
          <Link
            to={`/admin/edit-product/${p.id}`}
            className="btn btn-outline-dark btn-sm rounded-0 me-2"
            aria-label={t('editName', { name: p.name })}
          >
            {t('edit')}
          </Link>
          <Button
            variant="dark"
            size="sm"
            className="rounded-0"
            aria-label={t('deleteName', { name: p.name })}
            onClick={() => setToDelete(p)}
          >
            {t('delete')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <>
      <PageBanner title={t('myProduct')} subtitle={t('myProductSubtitle')} />
      <section className="container py-5">
        {isSeller && <SellerTabs />}
        <ListView
          items={data}
          error={error ? errorText(error) : null}
          onRetry={() => void refetch()}
          loadingLabel={t('loadingProducts')}
          empty={
            <>
              <p className="text-center py-5 fs-5 fw-light">{t('noProducts')}</p>
              {!isSeller && <OpenStoreHint />}
            </>
          }
        >
          {(rows) => (
            <>
              <Form.Check
                id="my-products-select-all"
                className="mb-2"
                label={t('selectAll')}
                checked={isAllSelected}
                onChange={() => setSelected(isAllSelected ? new Set() : new Set(editable.map((p) => p.id)))}
              />
              <BulkEditBar ids={[...selected]} onDone={() => setSelected(new Set())} />
              <DataTable rows={rows} columns={columns} rowKey={(p) => p.id} className="my-products" />
            </>
          )}
        </ListView>
      </section>
      <ConfirmDialog
        show={toDelete !== null}
        title={t('deleteProduct')}
        cancelLabel={t('cancel')}
        confirmLabel={t('yesDelete')}
        isBusy={isDeleting}
        onConfirm={confirmDelete}
        onHide={() => setToDelete(null)}
      >
        {t('confirmDelete', { name: toDelete?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
