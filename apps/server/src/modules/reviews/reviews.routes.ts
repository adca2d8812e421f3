import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReview, deleteReview, listReviews, replyReview } from '@rima/shared/api/reviews';
import { currentUser, type AuthGuards } from '../../http/auth';
import { addRoute, routes } from '../../http/route';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const route = routes(app, { tags: ['reviews'], security: [{ token: [] }], preHandler: guards.requireAuth() });

  // Anyone may read (no security); a signed-in reader is recognised (optionalAuth).
  addRoute(
    app,
    listReviews,
    {
      preHandler: guards.optionalAuth,
      tags: ['reviews'],
      summary: 'A product’s reviews, newest first, with count and average',
    },
    async (request) => ({
      statusCode: 200,
      message: 'Reviews',
      data: await service.listReviews(request.query.product_id, request.query.page ?? 1, request.user?.id),
    }),
  );

  route(
    createReview,
    { summary: 'Review a product of a completed order (once per order item)', status: 201 },
    async (request, reply) => {
      const review = await service.createReview(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Thank you for your review', data: review });
    },
  );

  route(replyReview, { summary: 'The store replies to a review (once)' }, async (request) => ({
    statusCode: 200,
    message: 'Reply saved',
    data: await service.replyReview(currentUser(request).id, request.params.id, request.body.reply),
  }));

  route(deleteReview, { summary: 'Delete my review' }, async (request) => ({
    statusCode: 200,
    message: 'Review deleted',
    data: await service.deleteReview(currentUser(request).id, request.params.id),
  }));
};
