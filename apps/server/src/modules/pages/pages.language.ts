import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@rima/shared/language';
import { badRequest } from '../../http/errors';

/** The language switch's plain form (docs/decisions/060): it works before the app's JavaScript has loaded. */
export const LANGUAGE_PATH = '/language';

/** A path of this site to go back to: `/…`, never `//host` or `/\host` (another site). */
const ownPath = (value: string | undefined): string | undefined =>
  value !== undefined && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : undefined;

/** Where the visitor came from: `next`, else the Referer when it is this site's page, else the home page. */
function backTo(request: FastifyRequest, next: string | undefined): string {
  const own = ownPath(next);
  if (own) return own;
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === request.headers.host) return ownPath(`${url.pathname}${url.search}${url.hash}`) ?? '/';
    } catch {
      // not a URL: the home page
    }
  }
  return '/';
}

/**
 * `GET /language?lang=id[&next=/path]`: remembers the choice in the cookie the pages and the app read
 * (`rima_lang`), then goes back to the page, now rendered in that language. The header's and the footer's
 * language switch submit it before the app has hydrated; once hydrated, the app switches without a reload.
 */
export const languageRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { lang?: string; next?: string } }>(
    LANGUAGE_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const { lang, next } = request.query;
      if (!isLanguage(lang))
        throw badRequest('lang must be "en" or "id"', [{ field: 'lang', message: 'lang must be "en" or "id"' }]);
      return reply
        .header('set-cookie', `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`)
        .header('cache-control', 'no-store')
        .redirect(backTo(request, typeof next === 'string' ? next : undefined), 303);
    },
  );
};
