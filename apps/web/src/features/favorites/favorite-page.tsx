import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from '../../lib/link';
import { ProductPhoto } from '../../components/product-photo';
import { PageBanner } from '../../components/layout/page-banner';
import { ListError, ListLoading } from '../../components/list-states';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useFormat, useLanguage, useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAddToCartMutation } from '../cart/cart-api';
import { useListMyFavoritesQuery, useRemoveFavoriteMutation } from './favorites-api';
import { favoritesMessages } from './i18n/messages';
import './favorites.css';

/** spec §2 Favorite: breadcrumb, subtitle, table Product / Stock Status / Price, now real (cards on phones). */
export default function FavoritePage() {
  const t = useT(favoritesMessages);
  const errorText = useErrorText();
  const { price } = useFormat();
  // The English shop shows the seller's English name where given.
  const english = useLanguage() === 'en';
  const nameOf = (f: { name: string; name_en: string | null }) => (english && f.name_en) || f.name;
  useDocumentTitle(t('title'));
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
        notify.error(errorText(e));
      }
    }
    if (added > 0) notify.success(t('added', { count: added }));
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
      notify.error(errorText(e));
    }
  }

  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className="container py-3 py-md-5 favorites">
        <nav aria-label={t('breadcrumb')}>
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <Link to="/">{t('home')}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {t('crumb')}
            </li>
          </ol>
        </nav>
        {isLoading && <ListLoading label={t('loading')} />}
        {error && <ListError text={errorText(error)} />}
        {!isLoading && !error && favorites.length === 0 && (
          <div className="favorites__empty text-center py-5">
            <i className="bi bi-heart display-4 d-block mb-3" aria-hidden="true" />
            <p className="lead fw-light">{t('empty')}</p>
            <Link to="/product" className="btn btn-dark rounded-0 px-4">
              {t('browse')}
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
                        aria-label={t('selectAll')}
                        checked={allSelected}
                        disabled={inStock.length === 0}
                        onChange={() =>
                          setSelected(allSelected ? new Set() : new Set(inStock.map((f) => f.product_id)))
                        }
                      />
                    </th>
                    <th scope="col">{t('product')}</th>
                    <th scope="col">{t('stockStatus')}</th>
                    <th scope="col">{t('price')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('actions')}</span>
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
                          aria-label={t('select', { name: nameOf(f) })}
                          checked={selected.has(f.product_id)}
                          disabled={!f.in_stock}
                          onChange={() => toggle(f.product_id)}
                        />
                      </td>
                      <td className="favorites__name">
                        <Link to={`/product/detail/${f.product_id}`} className="favorites__product">
                          <ProductPhoto
                            src={f.image}
                            srcSet={f.image_srcset}
                            alt=""
                            sizes="80px"
                            width={80}
                            height={80}
                          />
                          <span>{nameOf(f)}</span>
                        </Link>
                      </td>
                      <td className="favorites__stock">{f.in_stock ? t('inStock') : t('outOfStock')}</td>
                      <td className="favorites__price">{price(f.price)}</td>
                      <td className="favorites__actions text-end text-nowrap">
                        <Button
                          variant="dark"
                          className="rounded-0 me-2"
                          size="sm"
                          disabled={!f.in_stock || isAdding}
                          aria-label={t('addNamed', { name: nameOf(f) })}
                          onClick={() => void add([f.product_id])}
                        >
                          {t('addToCart')}
                        </Button>
                        <Button
                          variant="outline-dark"
                          className="rounded-0"
                          size="sm"
                          aria-label={t('removeNamed', { name: nameOf(f) })}
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
                {selectedIds.length > 0 ? t('addSelectedCount', { count: selectedIds.length }) : t('addSelected')}
              </Button>
            </div>
          </>
        )}
      </section>
    </>
  );
}
