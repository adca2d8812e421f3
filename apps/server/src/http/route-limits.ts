import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { addressKey, limitError, type LimitMessageKey } from './rate-limit';

/** Per-route limits on @fastify/rate-limit (buckets in the database, see rate-limit.ts). */
export const CONTACT_PER_IP_PER_HOUR = 10;
export const TRACK_PER_IP_PER_15_MIN = 30;
export const TRACK_PER_EMAIL_PER_15_MIN = 10;

const MINUTE = 60_000;

/**
 * One limit as a preHandler. app.createRateLimit (not app.rateLimit) so that several limits can apply to one
 * request: the plugin's own handler runs only once per request.
 */
function limit(
  app: FastifyInstance,
  options: { max: number; windowMs: number; key: (request: FastifyRequest) => string; message: LimitMessageKey },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max: options.max, timeWindow: options.windowMs, keyGenerator: options.key });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw limitError(options.message, Math.max(1, result.ttlInSeconds));
    }
  };
}

/** POST /contact: 10 messages per client address per hour. */
export function contactRateLimit(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [
    limit(app, {
      max: CONTACT_PER_IP_PER_HOUR,
      windowMs: 60 * MINUTE,
      key: (request) => `contact:ip:${addressKey(request.ip)}`,
      message: 'tooManyMessages',
    }),
  ];
}

/** GET /order/track: 30 lookups per client address and 10 per e-mail in 15 minutes (order ids are guessable). */
export function trackRateLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  const email = (request: FastifyRequest) => {
    const value = (request.query as { email?: unknown } | undefined)?.email;
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
  return [
    limit(app, {
      max: TRACK_PER_IP_PER_15_MIN,
      windowMs: 15 * MINUTE,
      key: (request) => `track:ip:${addressKey(request.ip)}`,
      message: 'tooManyLookupsNetwork',
    }),
    limit(app, {
      max: TRACK_PER_EMAIL_PER_15_MIN,
      windowMs: 15 * MINUTE,
      key: (request) => `track:email:${email(request)}`,
      message: 'tooManyLookupsEmail',
    }),
  ];
}
