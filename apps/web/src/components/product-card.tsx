import type { ReactNode } from 'react';
import { Link } from '../lib/link';
import { useFormat, useLanguage, useT } from '../lib/i18n';
import { ProductPhoto } from './product-photo';
import { productCardMessages } from './product-card/i18n/messages';
import { Stars } from './stars';

type ProductCardProps = {
  product: {
    id: number;
    name: string;
    /** The seller's English name: the English shop shows it where given. */
    name_en?: string | null | undefined;
    price: number;
    image: string;
    image_srcset?: string;
    stock?: number;
    rating?: number;
    review_count?: number;
    sold?: number;
    seller_id?: number;
    seller_name?: string;
  };
  /** The card's rendered width, for srcset. */
  sizes?: string;
  eager?: boolean;
  /** The store's name under the card (not on the store's own page). */
  showStore?: boolean;
  /** The favourite toggle in the photo's corner (the favorites feature's button). */
  heart?: ReactNode;
};

/** A square photo with the name and rupiah price centred below; the whole card links to the detail page. */
export function ProductCard({
  product,
  sizes = '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw',
  eager,
  showStore = true,
  heart,
}: ProductCardProps) {
  const t = useT(productCardMessages);
  const { price } = useFormat();
  const name = (useLanguage() === 'en' && product.name_en) || product.name;
  return (
    <article className="product-card">
      {/* Outside the link: a button inside a link would follow it on click. */}
      {heart}
      <Link
        to={`/product/detail/${product.id}`}
        className="product-card__link"
        aria-label={product.stock === 0 ? t('soldOutLabel', { name }) : name}
      >
        <div className="product-card__media">
          <ProductPhoto
            src={product.image}
            srcSet={product.image_srcset}
            // the link already reads the name (axe: image-redundant-alt)
            alt=""
            sizes={sizes}
            eager={eager}
          />
          {product.stock === 0 && <span className="product-card__badge">{t('soldOut')}</span>}
        </div>
        <h3 className="product-card__name">{name}</h3>
      </Link>
      <p className="product-card__price">{price(product.price)}</p>
      {/* Rating with its count, sold count and the store, on one line each (the card's height
          does not depend on whether the product has reviews). */}
      {(product.sold !== undefined || product.review_count !== undefined) && (
        <p className="product-card__stats">
          {product.review_count !== undefined && product.review_count > 0 && (
            <>
              <Stars value={product.rating ?? 0} label={t('stars', { value: product.rating ?? 0 })} />{' '}
              <span aria-label={t('reviewsCount', { count: product.review_count })}>({product.review_count})</span>
              {product.sold !== undefined && <span aria-hidden="true"> · </span>}
            </>
          )}
          {product.sold !== undefined && <span>{t('soldCount', { count: product.sold.toLocaleString('id-ID') })}</span>}
        </p>
      )}
      {showStore && product.seller_name && product.seller_id !== undefined && (
        <Link to={`/store/${product.seller_id}`} className="product-card__store">
          <i className="bi bi-shop" aria-hidden="true" /> {product.seller_name}
        </Link>
      )}
    </article>
  );
}
