import rateLimitPlugin, { normalizeIP } from '@fastify/rate-limit';
import { apiMessage, type ApiMessageKey } from '@rima/shared/api-messages';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client';
import { tooManyRequests, type AppError } from './errors';

/** One limited key: at most `limit` hits per window of `windowSeconds`, the window starting at the first hit. */
export type Bucket = { key: string; limit: number; windowSeconds: number };
export type Hit = { allowed: boolean; hits: number; retryAfter: number };
export type Taken = { ok: true; hits: number[] } | { ok: false; bucket: Bucket; retryAfter: number };

/** How often (in hits) expired rows are swept. */
const SWEEP_EVERY = 500;

/**
 * Rate-limit buckets in the database (table rate_limits, migration 0013), so a limit holds across requests
 * running in parallel, across restarts and across several processes. Each hit is one atomic upsert.
 */
export function createRateBuckets(db: Queryable) {
  let sinceSweep = 0;

  async function hit(bucket: Bucket): Promise<Hit> {
    // now() is the statement's transaction start: a request that waited on the row lock may see a reset_at set
    // by a later one, so the wait is capped at the window.
    const rows = await db.query<{ hits: number; retry_after: number }>(
      `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + $2::int * interval '1 second')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN now() + $2::int * interval '1 second' ELSE r.reset_at END
       RETURNING hits,
         least($2::int, greatest(1, ceil(extract(epoch FROM reset_at - now()))))::int AS retry_after`,
      [bucket.key, bucket.windowSeconds],
    );
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    sinceSweep += 1;
    if (sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      await db.query("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 minute'");
    }
    return { allowed: row.hits <= bucket.limit, hits: row.hits, retryAfter: row.retry_after };
  }

  /** Gives one hit back (a request that was counted in advance turned out not to count). */
  async function refund(key: string): Promise<void> {
    await db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()', [key]);
  }

  /** Hits every bucket in order; on the first refusal gives back every hit of this call and reports it. */
  async function take(buckets: Bucket[]): Promise<Taken> {
    const hits: number[] = [];
    for (const [i, bucket] of buckets.entries()) {
      const result = await hit(bucket);
      if (!result.allowed) {
        for (const done of buckets.slice(0, i + 1)) await refund(done.key);
        return { ok: false, bucket, retryAfter: result.retryAfter };
      }
      hits.push(result.hits);
    }
    return { ok: true, hits };
  }

  return {
    hit,
    refund,
    take,
    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    /** A @fastify/rate-limit store backed by these buckets (its key already names the limit). */
    fastifyStore() {
      return class DbRateLimitStore {
        incr(
          key: string,
          callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
          timeWindow: number,
          max: number,
        ): void {
          hit({ key, limit: max, windowSeconds: Math.max(1, Math.ceil(timeWindow / 1000)) }).then(
            (r) => callback(null, { current: r.hits, ttl: r.retryAfter * 1000 }),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        }
        child(): DbRateLimitStore {
          return this;
        }
      };
    },
  };
}

export type RateBuckets = ReturnType<typeof createRateBuckets>;

/**
 * The part of a client address a per-address limit counts: IPv4 as is (also when IPv4-mapped), IPv6 by its /64,
 * since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressKey(ip: string): string {
  return normalizeIP(ip, 64);
}

/** "2 minutes" / "45 seconds": what a person reads in a 429 message. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The 429 every limit answers: the failure envelope, a clear message and Retry-After in seconds. */
export function limitError(key: LimitMessageKey, retryAfterSeconds: number): AppError {
  const minutes = retryAfterSeconds >= 90;
  return tooManyRequests(
    apiMessage(key, {
      count: minutes ? Math.ceil(retryAfterSeconds / 60) : retryAfterSeconds,
      unit: minutes ? 'minutes' : 'seconds',
    }),
    retryAfterSeconds,
  );
}
export type LimitMessageKey = Extract<ApiMessageKey, `tooMany${string}`>;

/**
 * Registers @fastify/rate-limit on the root (not global: routes opt in with `app.rateLimit({...})` as a
 * preHandler) with its counters in the database. Every keyGenerator must prefix its key with the limit's name.
 */
export async function registerRateLimit(app: FastifyInstance, buckets: RateBuckets): Promise<void> {
  await app.register(rateLimitPlugin, {
    global: false,
    store: buckets.fastifyStore(),
    errorResponseBuilder: (_request, context) =>
      limitError('tooManyRequests', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
