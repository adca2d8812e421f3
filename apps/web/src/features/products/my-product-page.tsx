import { useState } from 'react';
import { Link } from '../../lib/link';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import type { MyProduct } from '@rima/shared/api/products';
import { PageBanner } from '../../components/layout/page-banner';
import { ListLoading } from '../../components/list-states';
import { useAppSelector } from '../../app/hooks';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteProductMutation, useListMyProductsQuery } from './products-api';
import { SellerTabs } from '../profile';
import { OpenStoreHint } from './open-store-hint';
import { sellerMessages } from './i18n/messages';

/** /admin/my-product (any logged-in user; a customer sees the empty state). */
export default function MyProductPage() {
  const t = useT(sellerMessages);
  const errorText = useErrorText();
  const { price } = useFormat();
  useDocumentTitle(t('myProduct'));
  const isSeller = useAppSelector((s) => s.auth.userInfo?.role === 'seller');
  const { data = [], isLoading, error } = useListMyProductsQuery();
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation();
  const [toDelete, setToDelete] = useState<MyProduct | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteProduct(toDelete.id)
      .unwrap()
      .then(() => notify.success(t('deleted', { name: toDelete.name })))
      .catch((e: unknown) => notify.error(errorText(e)))
      .finally(() => setToDelete(null));
  };

  let content: React.ReactNode;
  if (isLoading) {
    content = <ListLoading label={t('loadingProducts')} />;
  } else if (error) {
    content = <p className="text-danger">{errorText(error)}</p>;
  } else if (data.length === 0) {
    content = (
      <>
        <p className="text-center py-5 fs-5 fw-light">{t('noProducts')}</p>
        {!isSeller && <OpenStoreHint />}
      </>
    );
  } else {
    content = (
      <Table className="align-middle my-products">
        <thead>
          <tr>
            <th>{t('photo')}</th>
            <th>{t('name')}</th>
            <th>{t('stock')}</th>
            <th>{t('description')}</th>
            <th>{t('price')}</th>
            <th>{t('id')}</th>
            <th>
              <span className="visually-hidden">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((p) => (
            <tr key={p.id}>
              <td className="my-products__photo-cell">
                <img src={p.image} alt={p.name} width={64} height={64} className="my-products__photo" loading="lazy" />
              </td>
              <td className="my-products__name">
                <Link to={`/product/detail/${p.id}`} className="text-dark">
                  {p.name}
                </Link>
                {p.status === 'taken_down' && (
                  // An operator took the listing down; the seller sees why.
                  <div className="small text-danger mt-1">
                    <span className="badge text-bg-danger me-1">{t('takenDown')}</span>
                    {p.moderation_reason}
                  </div>
                )}
              </td>
              <td data-label={t('stock')}>{p.stock}</td>
              {/* spec §7: the old table reads `desc` */}
              <td data-label={t('description')} className="my-products__desc">
                {p.desc}
              </td>
              <td data-label={t('price')} className="text-nowrap">
                {price(p.price)}
              </td>
              <td data-label={t('id')}>{p.id}</td>
              <td className="text-nowrap my-products__actions">
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
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <>
      <PageBanner title={t('myProduct')} subtitle={t('myProductSubtitle')} />
      <section className="container py-5">
        {isSeller && <SellerTabs />}
        {content}
      </section>
      <Modal show={toDelete !== null} onHide={() => setToDelete(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title className="fw-light">{t('deleteProduct')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('confirmDelete', { name: toDelete?.name ?? '' })}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" className="rounded-0" onClick={() => setToDelete(null)}>
            {t('cancel')}
          </Button>
          <Button variant="dark" className="rounded-0" disabled={isDeleting} onClick={confirmDelete}>
            {isDeleting && <Spinner animation="border" size="sm" className="me-2" />}
            {t('yesDelete')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
