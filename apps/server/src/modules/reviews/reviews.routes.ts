import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReview, deleteReview, listReviews, replyReview } from '@rima/shared/api/reviews';
import { currentUser, type AuthGuards } from '../../http/auth';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const auth = { preHandler: guards.requireAuth() };
  const tags = ['reviews'];
  const security = [{ token: [] }];

  app.get(
    listReviews.path,
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags,
        summary: 'A product’s reviews, newest first, with count and average',
        querystring: listReviews.query,
        response: { 200: listReviews.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Reviews',
      data: await service.listReviews(request.query.product_id, request.query.page ?? 1, request.user?.id),
    }),
  );

  app.post(
    createReview.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Review a product of a completed order (once per order item)',
        body: createReview.body,
        response: { 201: createReview.response },
      },
    },
    async (request, reply) => {
      const review = await service.createReview(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Thank you for your review', data: review });
    },
  );

  app.post(
    replyReview.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The store replies to a review (once)',
        params: replyReview.params,
        body: replyReview.body,
        response: { 200: replyReview.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Reply saved',
      data: await service.replyReview(currentUser(request).id, request.params.id, request.body.reply),
    }),
  );

  app.delete(
    deleteReview.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Delete my review',
        params: deleteReview.params,
        response: { 200: deleteReview.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Review deleted',
      data: await service.deleteReview(currentUser(request).id, request.params.id),
    }),
  );
};
