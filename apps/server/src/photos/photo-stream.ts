import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rima/shared/api/envelope';
import { notFound } from '../http/errors';
import { PHOTO_CACHE_CONTROL, PHOTO_CONTENT_TYPE, PHOTO_FILE_NAME, type PhotoObjects } from './photo-objects';

/**
 * GET /api/v1/images/<key>-<width>.webp from the photo objects (a bucket), streamed: the shop holds no photo in
 * memory. Answers what @fastify/static answers for files on disk: the type, a year of immutable caching, 404
 * for a name that is not a photo's.
 */
export function registerPhotoStream(app: FastifyInstance, objects: PhotoObjects): void {
  app.get<{ Params: { name: string } }>(
    `${API_PREFIX}/images/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const object = PHOTO_FILE_NAME.test(name) ? await objects.get(name) : undefined;
      if (!object) throw notFound('There is no such photo');
      if (object.etag) {
        if (request.headers['if-none-match'] === object.etag) {
          object.body.destroy();
          return reply.code(304).header('cache-control', PHOTO_CACHE_CONTROL).header('etag', object.etag).send();
        }
        reply.header('etag', object.etag);
      }
      if (object.bytes !== undefined) reply.header('content-length', object.bytes);
      return reply.type(PHOTO_CONTENT_TYPE).header('cache-control', PHOTO_CACHE_CONTROL).send(object.body);
    },
  );
}
