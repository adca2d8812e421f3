export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 5;
/** Photos a review may carry (multipart field `photo` on POST /reviews/create). */
export const MAX_REVIEW_PHOTOS = 5;
export const REVIEW_PHOTO_FIELD = 'photo';
/** How many of a product's latest review photos its reviews answer carries for the gallery. */
export const REVIEW_GALLERY_SIZE = 12;

export const createReview = { method: 'POST', path: '/reviews/create' } as const;
export const listReviews = { method: 'GET', path: '/reviews' } as const;
export const replyReview = { method: 'POST', path: '/reviews/:id/reply' } as const;
export const deleteReview = { method: 'DELETE', path: '/reviews/delete/:id' } as const;

export type {
  CreateReviewBody,
  ReplyReviewBody,
  ListReviewsQuery,
  Review,
  ReviewPage,
  ReviewPhoto,
  ReviewableItem,
} from '../api/reviews';
