import { Link } from '../../lib/link';
import { useT } from '../../lib/i18n';
import { ChatSellerButton } from '../chat';
import { Stars } from '../../components/stars';
import { storeMessages } from './i18n/messages';
import { useGetStoreQuery } from './store-api';

type Props = { sellerId: number; sellerName: string; productId: number };

/** The store query the card makes (one product is enough: the card needs the store's own fields). */
export const storeCardArgs = (sellerId: number) => ({ sellerId: String(sellerId), page: 1, limit: 1 });

/**
 * The product page's store card — who sells it, how the store is rated, a way to the store and to
 * chat with it. Its size is fixed, so nothing moves when the store's figures arrive.
 */
export function StoreCard({ sellerId, sellerName, productId }: Props) {
  const t = useT(storeMessages);
  const { data } = useGetStoreQuery(storeCardArgs(sellerId));
  return (
    <section className="store-card" aria-label={t('storeLabel', { name: sellerName })}>
      <div className="store-card__photo" aria-hidden="true">
        {data?.image ? (
          <img src={data.image} width={56} height={56} alt="" loading="lazy" decoding="async" />
        ) : (
          <i className="bi bi-shop" />
        )}
      </div>
      <div className="store-card__body">
        <Link to={`/store/${sellerId}`} className="store-card__name">
          {sellerName}
        </Link>
        <p className="store-card__meta">
          {!data ? (
            <span className="skeleton skeleton--line" />
          ) : (
            <>
              {data.review_count > 0 ? (
                <>
                  <Stars value={data.rating} label={t('rated', { value: data.rating })} />{' '}
                  <span>{t('ratingCount', { value: data.rating.toFixed(1), count: data.review_count })}</span>
                </>
              ) : (
                <span>{t('noReviews')}</span>
              )}
              <span aria-hidden="true"> · </span>
              <span>{t('productCount', { count: data.product_count })}</span>
              {data.city && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span data-testid="store-city">
                    <i className="bi bi-geo-alt" aria-hidden="true" /> {data.city}
                  </span>
                </>
              )}
            </>
          )}
        </p>
      </div>
      <ChatSellerButton sellerId={sellerId} productId={productId} className="store-card__chat" />
    </section>
  );
}
