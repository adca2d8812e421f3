import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_ROUTES } from '@rima/shared/routes';
import type { Config } from '../../config';
import { publicBase } from '../../http/public-base';
import { requestLanguage } from '../../i18n/translate';
import type { PageEncoding, PageEntry } from './pages.cache';
import { languageRoute } from './pages.language';
import type { PageRequest, PagesService } from './pages.service';

/** The compressed form a request takes (Brotli before gzip), or undefined for the plain bytes. */
function encodingOf(request: FastifyRequest): PageEncoding | undefined {
  const accept = request.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
}

function pageRequest(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): PageRequest {
  return {
    url: request.url,
    headers: request.headers,
    base: publicBase(request, config),
    lang: requestLanguage(request),
    encoding: encodingOf(request),
  };
}

const keyOf = (page: PageRequest) => `${page.base}|${page.lang}|${page.url}`;

/**
 * Sends a page: 304 when the browser has it (ETag), otherwise the stored Brotli, gzip or plain bytes. A page is
 * in the visitor's language (the rima_lang cookie, else Accept-Language), hence the Vary.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: PageEntry,
  variant: (encoding: PageEncoding) => Buffer,
): FastifyReply {
  void reply
    .code(entry.status)
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (entry.status === 200 && request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  void reply.type('text/html; charset=utf-8');
  const encoding = encodingOf(request);
  // The compression plugin leaves an answer alone once it has a Content-Encoding.
  if (encoding) return reply.header('content-encoding', encoding).send(variant(encoding));
  return reply.send(entry.body);
}

/** Answers a page request with its HTML (also the not-found handler's answer for any other path). */
export async function answerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  service: PagesService,
  config: Pick<Config, 'publicUrl'>,
): Promise<FastifyReply> {
  const page = pageRequest(request, config);
  const entry = await service.page(keyOf(page), page);
  return sendPage(request, reply, entry, (encoding) => service.variant(entry, encoding));
}

/** Every page of the web app; unknown paths reach the not-found handler, which renders the 404 page. */
export const pagesRoutes: FastifyPluginAsync<{ service: PagesService; config: Pick<Config, 'publicUrl'> }> = async (
  app,
  { service, config },
) => {
  await app.register(languageRoute);
  for (const route of CLIENT_ROUTES) {
    app.get(
      route,
      {
        schema: { hide: true },
        // A cached page is sent before anything else runs for the request.
        onRequest: (request, reply, done) => {
          const key = keyOf(pageRequest(request, config));
          const entry = service.cache.get(key);
          if (!entry) {
            done();
            return;
          }
          void sendPage(request, reply, entry, (encoding) => service.cache.variant(key, entry, encoding));
        },
      },
      async (request, reply) => answerPage(request, reply, service, config),
    );
  }
};
