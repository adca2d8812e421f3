import { useT } from '../../lib/i18n';
import { reviewsMessages } from './i18n/messages';
import { Stars } from '../../components/stars';
import { useListReviewsQuery } from './reviews-api';
import './reviews.css';

/** The figures every visitor sees alike: the product page's HTML carries them (see reviewSummaryArgs). */
export const reviewSummaryArgs = (productId: number) => ({ productId, page: 1 });

/** Where the old page showed a fixed '2 (reviews)': the real average and count. */
export function ReviewSummary({ productId }: { productId: number }) {
  const t = useT(reviewsMessages);
  const { data } = useListReviewsQuery(reviewSummaryArgs(productId));
  const count = data?.count ?? 0;
  const average = data?.average ?? 0;
  return (
    <a href="#product-reviews" className="review-summary" data-testid="review-summary">
      <Stars value={average} label={t('averageStars', { value: average.toFixed(1) })} />
      <span className="review-summary__average">{average.toFixed(1)}</span>
      <span className="review-summary__count">{t('summaryCount', { count })}</span>
    </a>
  );
}
