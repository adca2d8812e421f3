import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { formatIdr } from '@rima/shared/format';
import { ProductPhoto } from '../../components/product-photo';
import { PageBanner } from '../../components/layout/page-banner';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAddToCartMutation } from '../cart/cart-api';
import { useListMyFavoritesQuery, useRemoveFavoriteMutation } from './favorites-api';
import './favorites.css';

/** spec §2 Favorite: breadcrumb 'favorite', subtitle, table Product / Stock Status / Price, now real. */
export default function FavoritePage() {
  useDocumentTitle('Favorite');
  const { data: favorites = [], isLoading, error } = useListMyFavoritesQuery();
  const [addToCart, { isLoading: isAdding }] = useAddToCartMutation();
  const [removeFavorite] = useRemoveFavoriteMutation();
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const inStock = favorites.filter((f) => f.in_stock);
  const selectedIds = favorites.filter((f) => selected.has(f.product_id) && f.in_stock).map((f) => f.product_id);
  const allSelected = inStock.length > 0 && inStock.every((f) => selected.has(f.product_id));

  function toggle(productId: number) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(productId)) next.delete(productId);
      else next.add(productId);
      return next;
    });
  }

  async function add(productIds: number[]) {
    let added = 0;
    for (const productId of productIds) {
      try {
        await addToCart({ product_id: productId, qty: 1 }).unwrap();
        added += 1;
      } catch (e) {
        notify.error(getErrorMessage(e));
      }
    }
    if (added > 0) notify.success(added === 1 ? 'Added to your cart' : `Added ${added} products to your cart`);
    setSelected(new Set());
  }

  async function remove(productId: number) {
    try {
      await removeFavorite(productId).unwrap();
      setSelected((prev) => {
        const next = new Set(prev);
        next.delete(productId);
        return next;
      });
    } catch (e) {
      notify.error(getErrorMessage(e));
    }
  }

  return (
    <>
      <PageBanner title="Favorite" subtitle="Pay and get your ordered items" />
      <section className="container py-5 favorites">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <Link to="/">Home</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              favorite
            </li>
          </ol>
        </nav>
        {isLoading && (
          <div className="text-center py-5">
            <Spinner animation="border" role="status" aria-label="Loading favourites" />
          </div>
        )}
        {error && (
          <div className="alert alert-light border rounded-0" role="alert">
            {getErrorMessage(error)}
          </div>
        )}
        {!isLoading && !error && favorites.length === 0 && (
          <div className="favorites__empty text-center py-5">
            <i className="bi bi-heart display-4 d-block mb-3" aria-hidden="true" />
            <p className="lead fw-light">You have no favourites yet.</p>
            <Link to="/product" className="btn btn-dark rounded-0 px-4">
              Browse products
            </Link>
          </div>
        )}
        {favorites.length > 0 && (
          <>
            <div className="table-responsive">
              <table className="table align-middle favorites__table">
                <thead>
                  <tr>
                    <th scope="col" className="favorites__check">
                      <input
                        type="checkbox"
                        className="form-check-input rounded-0"
                        aria-label="Select all products in stock"
                        checked={allSelected}
                        disabled={inStock.length === 0}
                        onChange={() =>
                          setSelected(allSelected ? new Set() : new Set(inStock.map((f) => f.product_id)))
                        }
                      />
                    </th>
                    <th scope="col">Product</th>
                    <th scope="col">Stock Status</th>
                    <th scope="col">Price</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {favorites.map((f) => (
                    <tr key={f.product_id}>
                      <td className="favorites__check">
                        <input
                          type="checkbox"
                          className="form-check-input rounded-0"
                          aria-label={`Select ${f.name}`}
                          checked={selected.has(f.product_id)}
                          disabled={!f.in_stock}
                          onChange={() => toggle(f.product_id)}
                        />
                      </td>
                      <td>
                        <Link to={`/product/detail/${f.product_id}`} className="favorites__product">
                          <ProductPhoto
                            src={f.image}
                            srcSet={f.image_srcset}
                            alt=""
                            sizes="80px"
                            width={80}
                            height={80}
                          />
                          <span>{f.name}</span>
                        </Link>
                      </td>
                      <td>{f.in_stock ? 'In Stock' : 'Out of Stock'}</td>
                      <td>{formatIdr(f.price)}</td>
                      <td className="text-end text-nowrap">
                        <Button
                          variant="dark"
                          className="rounded-0 me-2"
                          size="sm"
                          disabled={!f.in_stock || isAdding}
                          aria-label={`Add ${f.name} to cart`}
                          onClick={() => void add([f.product_id])}
                        >
                          Add to cart
                        </Button>
                        <Button
                          variant="outline-dark"
                          className="rounded-0"
                          size="sm"
                          aria-label={`Remove ${f.name} from favourites`}
                          onClick={() => void remove(f.product_id)}
                        >
                          <i className="bi bi-x-lg" aria-hidden="true" />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="d-flex justify-content-end">
              <Button
                variant="dark"
                className="rounded-0 px-4"
                disabled={selectedIds.length === 0 || isAdding}
                onClick={() => void add(selectedIds)}
              >
                Add selected to cart{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
              </Button>
            </div>
          </>
        )}
      </section>
    </>
  );
}
