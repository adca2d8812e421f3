import {
  createReview,
  deleteReview,
  listReviews,
  replyReview,
  type CreateReviewBody,
  type Review,
  type ReviewPage,
} from '@rima/shared/endpoints/reviews';
import { fillPath } from '@rima/shared/endpoints/path';
import { api } from '../../app/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `viewer`: whose answer it is (can_review and is_seller depend on who asks). The page's HTML carries the
    // visitor's answer; a logged-in user's own answer is another cache entry, fetched with the token.
    listReviews: build.query<ReviewPage, { productId: number; page?: number; viewer?: number }>({
      query: ({ productId, page = 1 }) => ({
        url: listReviews.path,
        method: listReviews.method,
        params: { product_id: productId, page },
      }),
      providesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }],
    }),
    createReview: build.mutation<Review, CreateReviewBody>({
      query: (body) => ({ url: createReview.path, method: createReview.method, body }),
      invalidatesTags: (_r, _e, { product_id }) => [{ type: 'Review', id: product_id }, 'Product'],
    }),
    replyReview: build.mutation<Review, { id: number; productId: number; reply: string }>({
      query: ({ id, reply }) => ({
        url: fillPath(replyReview.path, { id }),
        method: replyReview.method,
        body: { reply },
      }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }],
    }),
    deleteReview: build.mutation<{ id: number }, { id: number; productId: number }>({
      query: ({ id }) => ({ url: fillPath(deleteReview.path, { id }), method: deleteReview.method }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }, 'Product'],
    }),
  }),
});

export const { useListReviewsQuery, useCreateReviewMutation, useReplyReviewMutation, useDeleteReviewMutation } =
  reviewsApi;
