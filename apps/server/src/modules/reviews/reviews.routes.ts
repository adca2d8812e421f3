import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_REVIEW_PHOTOS,
  REVIEW_PHOTO_FIELD,
  createReview,
  createReviewBodySchema,
  deleteReview,
  listReviews,
  replyReview,
  type CreateReviewBody,
} from '@rima/shared/api/reviews';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import { addRoute, routes } from '../../http/route';
import { readMultipart } from '../../photos/upload';
import type { ReviewsService } from './reviews.service';

type CreateInput = { body: CreateReviewBody; files: string[]; cleanup: () => Promise<void> };

/**
 * Reads POST /reviews/create: JSON (old clients, no photos) or multipart with the same fields and up to
 * MAX_REVIEW_PHOTOS files under `photo`, streamed to temporary files (a sixth is refused unread).
 */
async function readCreateInput(request: FastifyRequest): Promise<CreateInput> {
  let raw: unknown = request.body;
  let files: string[] = [];
  let cleanup = async () => {};
  if (request.isMultipart()) {
    const upload = await readMultipart(request, {
      fileField: REVIEW_PHOTO_FIELD,
      maxFiles: MAX_REVIEW_PHOTOS,
      tooManyFiles: `A review has at most ${MAX_REVIEW_PHOTOS} photos`,
    });
    raw = upload.fields;
    files = upload.files;
    cleanup = upload.cleanup;
  }
  const parsed = createReviewBodySchema.safeParse(raw ?? {});
  if (!parsed.success) {
    await cleanup();
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('; ') || 'Invalid review', errors);
  }
  return { body: parsed.data, files, cleanup };
}

export const reviewsRoutes: FastifyPluginAsyncZod<{
  service: ReviewsService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { service, guards, config }) => {
  const route = routes(app, { tags: ['reviews'], security: [{ token: [] }], preHandler: guards.requireAuth() });

  // Anyone may read (no security); a signed-in reader is recognised (optionalAuth).
  addRoute(
    app,
    listReviews,
    {
      preHandler: guards.optionalAuth,
      tags: ['reviews'],
      summary: 'A product’s reviews, newest first, with count, average and its latest photos',
    },
    async (request) => ({
      statusCode: 200,
      message: 'Reviews',
      data: await service.listReviews(
        {
          productId: request.query.product_id,
          page: request.query.page ?? 1,
          withPhotos: request.query.with_photos === true,
        },
        request.user?.id,
        publicBase(request, config),
      ),
    }),
  );

  route(
    createReview,
    {
      summary: `Review a product of a completed order (once per order item): JSON, or multipart with the same fields and up to ${MAX_REVIEW_PHOTOS} files under "${REVIEW_PHOTO_FIELD}"`,
      consumes: ['application/json', 'multipart/form-data'],
      status: 201,
      // Read by the handler: a multipart body has no JSON to check before it.
      body: null,
    },
    async (request, reply) => {
      const { body, files, cleanup } = await readCreateInput(request);
      try {
        const review = await service.createReview(currentUser(request).id, body, files, publicBase(request, config));
        return reply.code(201).send({ statusCode: 201, message: 'Thank you for your review', data: review });
      } finally {
        await cleanup();
      }
    },
  );

  route(replyReview, { summary: 'The store replies to a review (once)' }, async (request) => ({
    statusCode: 200,
    message: 'Reply saved',
    data: await service.replyReview(
      currentUser(request).id,
      request.params.id,
      request.body.reply,
      publicBase(request, config),
    ),
  }));

  route(deleteReview, { summary: 'Delete my review' }, async (request) => ({
    statusCode: 200,
    message: 'Review deleted',
    data: await service.deleteReview(currentUser(request).id, request.params.id),
  }));
};
