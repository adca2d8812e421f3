import type { CreateReviewBody, Review, ReviewPage } from '@rima/shared/api/reviews';
import { api } from '../../app/api';

type Envelope<T> = { data: T };

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `viewer`: whose answer it is (can_review and is_seller depend on who asks). The page's HTML carries the
    // visitor's answer (issue 12); a logged-in user's own answer is another cache entry, fetched with the token.
    listReviews: build.query<ReviewPage, { productId: number; page?: number; viewer?: number }>({
      query: ({ productId, page = 1 }) => ({ url: '/reviews', params: { product_id: productId, page } }),
      transformResponse: (r: Envelope<ReviewPage>) => r.data,
      providesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }],
    }),
    createReview: build.mutation<Review, CreateReviewBody>({
      query: (body) => ({ url: '/reviews/create', method: 'POST', body }),
      transformResponse: (r: Envelope<Review>) => r.data,
      invalidatesTags: (_r, _e, { product_id }) => [{ type: 'Review', id: product_id }, 'Product'],
    }),
    replyReview: build.mutation<Review, { id: number; productId: number; reply: string }>({
      query: ({ id, reply }) => ({ url: `/reviews/${id}/reply`, method: 'POST', body: { reply } }),
      transformResponse: (r: Envelope<Review>) => r.data,
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }],
    }),
    deleteReview: build.mutation<{ id: number }, { id: number; productId: number }>({
      query: ({ id }) => ({ url: `/reviews/delete/${id}`, method: 'DELETE' }),
      transformResponse: (r: Envelope<{ id: number }>) => r.data,
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Review', id: productId }, 'Product'],
    }),
  }),
});

export const { useListReviewsQuery, useCreateReviewMutation, useReplyReviewMutation, useDeleteReviewMutation } =
  reviewsApi;
