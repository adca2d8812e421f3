import {
  createReview,
  deleteReview,
  listReviews,
  replyReview,
  type CreateReviewBody,
  type Review,
  type ReviewPage,
} from '@rima/shared/endpoints/reviews';
import { api, request } from '../../app/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `viewer`: whose answer it is (can_review and is_seller depend on who asks). The page's HTML carries the
    // visitor's answer; a logged-in user's own answer is another cache entry, fetched with the token.
    listReviews: build.query<ReviewPage, { productId: number; page?: number; viewer?: number; withPhotos?: boolean }>({
      query: ({ productId, page = 1, withPhotos }) => ({
        ...request(listReviews),
        params: { product_id: productId, page, ...(withPhotos ? { with_photos: 'true' } : {}) },
      }),
      providesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }],
    }),
    // A review with photos goes as multipart (FormData), one without as JSON.
    createReview: build.mutation<Review, { productId: number; body: CreateReviewBody | FormData }>({
      query: ({ body }) => ({ ...request(createReview), body }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }, 'Product'],
    }),
    replyReview: build.mutation<Review, { id: number; productId: number; reply: string }>({
      query: ({ id, reply }) => ({ ...request(replyReview, { id }), body: { reply } }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }],
    }),
    deleteReview: build.mutation<{ id: number }, { id: number; productId: number }>({
      query: ({ id }) => request(deleteReview, { id }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }, 'Product'],
    }),
  }),
});

export const { useListReviewsQuery, useCreateReviewMutation, useReplyReviewMutation, useDeleteReviewMutation } =
  reviewsApi;
