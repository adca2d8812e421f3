import { Stars } from './stars';
import { useListReviewsQuery } from './reviews-api';
import './reviews.css';

/** Where the old page showed a fixed '2 (reviews)': the real average and count. */
export function ReviewSummary({ productId }: { productId: number }) {
  const { data } = useListReviewsQuery({ productId, page: 1 });
  const count = data?.count ?? 0;
  const average = data?.average ?? 0;
  return (
    <a href="#product-reviews" className="review-summary" data-testid="review-summary">
      <Stars value={average} label={`Average ${average.toFixed(1)} out of 5 stars`} />
      <span className="review-summary__average">{average.toFixed(1)}</span>
      <span className="review-summary__count">{count} (reviews)</span>
    </a>
  );
}
