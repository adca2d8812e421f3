export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 5;

export const createReview = { method: 'POST', path: '/reviews/create' } as const;
export const listReviews = { method: 'GET', path: '/reviews' } as const;
export const replyReview = { method: 'POST', path: '/reviews/:id/reply' } as const;
export const deleteReview = { method: 'DELETE', path: '/reviews/delete/:id' } as const;

export type { CreateReviewBody, ReplyReviewBody, ListReviewsQuery, Review, ReviewPage } from '../api/reviews';
