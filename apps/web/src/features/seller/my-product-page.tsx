import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import type { MyProduct } from '@rima/shared/api/seller-products';
import { formatIdr } from '@rima/shared/format';
import { MESSAGES } from '@rima/shared/messages';
import { PageBanner } from '../../components/layout/page-banner';
import { useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteProductMutation, useListMyProductsQuery } from './seller-api';
import { SellerTabs } from '../profile/seller-tabs';
import { OpenStoreHint } from './open-store-hint';

/** /admin/my-product (any logged-in user; a customer sees the empty state). */
export default function MyProductPage() {
  useDocumentTitle('My Product');
  const isSeller = useAppSelector((s) => s.auth.userInfo?.role === 'seller');
  const { data = [], isLoading, error } = useListMyProductsQuery();
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation();
  const [toDelete, setToDelete] = useState<MyProduct | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteProduct(toDelete.id)
      .unwrap()
      .then(() => notify.success(`${toDelete.name} was deleted`))
      .catch((e: unknown) => notify.error(getErrorMessage(e)))
      .finally(() => setToDelete(null));
  };

  let content: React.ReactNode;
  if (isLoading) {
    content = (
      <div className="text-center py-5">
        <Spinner animation="border" role="status" aria-label="Loading products" />
      </div>
    );
  } else if (error) {
    content = <p className="text-danger">{getErrorMessage(error)}</p>;
  } else if (data.length === 0) {
    content = (
      <>
        <p className="text-center py-5 fs-5 fw-light">{MESSAGES.noProducts}</p>
        {!isSeller && <OpenStoreHint />}
      </>
    );
  } else {
    content = (
      <Table className="align-middle my-products">
        <thead>
          <tr>
            <th>Photo</th>
            <th>Name</th>
            <th>Stock</th>
            <th>Description</th>
            <th>Price</th>
            <th>ID</th>
            <th>
              <span className="visually-hidden">Actions</span>
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
                  // Issue 14: an operator took the listing down; the seller sees why.
                  <div className="small text-danger mt-1">
                    <span className="badge text-bg-danger me-1">Taken down</span>
                    {p.moderation_reason}
                  </div>
                )}
              </td>
              <td data-label="Stock">{p.stock}</td>
              {/* spec §7: the old table reads `desc` */}
              <td data-label="Description" className="my-products__desc">
                {p.desc}
              </td>
              <td data-label="Price" className="text-nowrap">
                {formatIdr(p.price)}
              </td>
              <td data-label="ID">{p.id}</td>
              <td className="text-nowrap my-products__actions">
                <Link
                  to={`/admin/edit-product/${p.id}`}
                  className="btn btn-outline-dark btn-sm rounded-0 me-2"
                  aria-label={`Edit ${p.name}`}
                >
                  Edit
                </Link>
                <Button
                  variant="dark"
                  size="sm"
                  className="rounded-0"
                  aria-label={`Delete ${p.name}`}
                  onClick={() => setToDelete(p)}
                >
                  Delete
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
      <PageBanner title="My Product" subtitle="Everything your store is selling" />
      <section className="container py-5">
        {isSeller && <SellerTabs />}
        {content}
      </section>
      <Modal show={toDelete !== null} onHide={() => setToDelete(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title className="fw-light">Delete product</Modal.Title>
        </Modal.Header>
        <Modal.Body>Are you sure to delete {toDelete?.name}?</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" className="rounded-0" onClick={() => setToDelete(null)}>
            Cancel
          </Button>
          <Button variant="dark" className="rounded-0" disabled={isDeleting} onClick={confirmDelete}>
            {isDeleting && <Spinner animation="border" size="sm" className="me-2" />}
            Yes, delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
