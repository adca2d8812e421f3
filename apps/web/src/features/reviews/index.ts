export { ReviewSummary, reviewSummaryArgs } from './review-summary';
export { ReviewsSection } from './reviews-section';
