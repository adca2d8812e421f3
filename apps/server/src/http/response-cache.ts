import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/client';

type Entry = { body: string; etag: string };

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * In-process cache of serialised GET responses for hot public reads (product lists and details).
 * Dropped as a whole on every NOTIFY of `channel` (raised by triggers on the tables the responses are built
 * from), so a write is visible in the very next response. A response computed while a write committed is
 * not stored (the generation check), so a stale answer can never be cached.
 */
export function createResponseCache(options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 5000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  function invalidate() {
    generation += 1;
    entries.clear();
  }

  /** Hooks the cache to a database channel; call once at start-up. */
  async function listen(db: Db, channel = 'catalog_changed') {
    await db.listen(channel, invalidate);
  }

  /**
   * Answers from the cache or from `produce()`, with a strong ETag and 304 for a matching If-None-Match.
   * `key` must include everything the body depends on (URL and public origin).
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    let entry = entries.get(key);
    if (!entry) {
      const startedAt = generation;
      const body = JSON.stringify(await produce());
      entry = { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
      if (startedAt === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, entry);
      }
    }
    void reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  /**
   * An onRequest hook answering a cached URL before validation, hooks and handler run: an entry exists only
   * for input that validated and produced a 200, so nothing is skipped that could change the answer.
   */
  function serveHits(keyOf: (request: FastifyRequest) => string): onRequestHookHandler {
    return (request, reply, done) => {
      const entry = entries.get(keyOf(request));
      if (!entry) {
        done();
        return;
      }
      void reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) void reply.code(304).send();
      else void reply.type('application/json; charset=utf-8').send(entry.body);
    };
  }

  return {
    send,
    serveHits,
    invalidate,
    listen,
    get size() {
      return entries.size;
    },
  };
}
