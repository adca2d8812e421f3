import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import type { AttributeSet } from '../modules/catalog/catalog.attributes';
import { parseChange, type CatalogChange } from './catalog-change';

/**
 * What a cached body shows, so a change drops only the entries it can affect (docs/decisions/010).
 * `ids`: every product whose fields appear in the body. `list`: the body is a list of products (or of counts
 * over them), with the attributes it filters, sorts or searches on (`listReads` in catalog.attributes.ts):
 * a change of one of them may move products into or out of it, or reorder it. No tags: dropped by every change.
 */
export type CacheTags = {
  ids: readonly number[];
  list?: { reads: AttributeSet } | undefined;
};

type Entry = {
  body: Buffer;
  /** Compressed variants, each made once: the one the first request asked for, the others when asked. */
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  etag: string;
  tags: CacheTags | undefined;
};

export type CacheStats = { hits: number; misses: number; evictions: number };
export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * zlib writes into chunks of this size: about what a JSON body compresses to (a third or less), not zlib's 16 kB.
 * A chunk is garbage once the output is copied out (`exact`), and full chunks per miss added up to full
 * collections (docs/decisions/023).
 */
const outputChunk = (size: number) => Math.max(256, Math.min(16 * 1024, Math.ceil(size / 3)));
// Brotli quality 1 when an entry is made (a miss waits for it): a fraction of quality 4's time for a few more
// bytes, and far from the default 11's. The window is sized to the body (the default window is allocated and
// cleared per stream otherwise), and a small body is compressed in place: the async stream machinery cost
// more main-thread CPU than the compression itself (docs/decisions/016).
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  chunkSize: outputChunk(size),
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(22, Math.ceil(Math.log2(size + 1)))),
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions = (size: number): zlib.ZlibOptions => ({ level: 6, memLevel: 8, chunkSize: outputChunk(size) });
const brotli = promisify<zlib.InputType, zlib.BrotliOptions, Buffer>(zlib.brotliCompress);
const gzip = promisify<zlib.InputType, zlib.ZlibOptions, Buffer>(zlib.gzip);
/** Bodies up to this size are compressed synchronously (quickly); larger ones in libuv's thread pool. */
const SYNC_COMPRESS_MAX = 64 * 1024;
/**
 * zlib's output is a view of its output chunk: a small kept variant held the whole chunk, many times its own
 * size over a full cache (docs/decisions/023). A kept copy holds only its own bytes.
 */
const exact = (out: Buffer): Buffer => {
  if (out.buffer.byteLength <= out.length + 64) return out;
  const copy = Buffer.allocUnsafeSlow(out.length);
  out.copy(copy);
  return copy;
};
const compress = (body: Buffer, encoding: 'br' | 'gzip'): Buffer =>
  exact(
    encoding === 'br'
      ? zlib.brotliCompressSync(body, brotliOptions(body.length))
      : zlib.gzipSync(body, gzipOptions(body.length)),
  );
const compressAsync = (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  body.length <= SYNC_COMPRESS_MAX
    ? Promise.resolve(compress(body, encoding))
    : (encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, gzipOptions(body.length))).then(exact);

type Encoding = 'br' | 'gzip' | undefined;
const encodingOf = (request: { headers: IncomingMessage['headers'] }): Encoding => {
  const accept = request.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
};
/** The answer depends on the encoding asked for and (CORS reflects it) on the Origin. */
const VARY = 'Origin, Accept-Encoding';
const JSON_TYPE = 'application/json; charset=utf-8';

/** True when `change` may alter the body cached with `tags`. */
export function affects(change: CatalogChange, tags: CacheTags | undefined): boolean {
  if (change.all || !tags) return true;
  if (tags.ids.some((id) => change.ids.has(id))) return true;
  const list = tags.list;
  if (!list) return change.membership; // a detail: its related products may change
  return change.membership || (change.attributes & list.reads) !== 0;
}

/**
 * In-process cache of serialised GET responses for hot public reads (product lists and details): LRU,
 * bounded by entries and by bytes, each entry stored with its Brotli and gzip variants made once, so a hit
 * never compresses. Database triggers (migration 0023) NOTIFY `channel` with the product ids a write touched
 * and which kind of columns changed; only the entries that change can affect are dropped, in the writer's
 * own process before its statement resolves, so the writer's next read is exactly fresh. An answer produced
 * while a change that affects it committed is not stored (the change log check).
 */
export function createResponseCache(options: { maxEntries?: number; maxBytes?: number } = {}) {
  const stats: CacheStats = { hits: 0, misses: 0, evictions: 0 };
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 20_000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (e) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 200,
    dispose: (value, key, reason) => {
      if (reason === 'evict') stats.evictions += 1;
      unindex(key, value);
    },
  });
  // Which keys each kind of change can affect (see `affects`), so a change visits only those entries instead of
  // testing all of them (docs/decisions/010): by product, and the lists by each attribute they read.
  const byId = new Map<number, Set<string>>();
  const untagged = new Set<string>();
  const details = new Set<string>();
  const lists = new Set<string>();
  const byAttribute: Set<string>[] = [];
  const groupsOf = (tags: CacheTags | undefined): Set<string>[] => {
    if (!tags) return [untagged];
    const list = tags.list;
    if (!list) return [details];
    const out = [lists];
    for (let bit = 0, reads = list.reads; reads !== 0; bit += 1, reads >>>= 1) {
      if ((reads & 1) !== 0) out.push((byAttribute[bit] ??= new Set()));
    }
    return out;
  };
  function index(key: string, entry: Entry) {
    for (const group of groupsOf(entry.tags)) group.add(key);
    for (const id of entry.tags?.ids ?? []) {
      let keys = byId.get(id);
      if (!keys) byId.set(id, (keys = new Set()));
      keys.add(key);
    }
  }
  function unindex(key: string, entry: Entry) {
    for (const group of groupsOf(entry.tags)) group.delete(key);
    for (const id of entry.tags?.ids ?? []) {
      const keys = byId.get(id);
      if (keys?.delete(key) && keys.size === 0) byId.delete(id);
    }
  }
  function store(key: string, entry: Entry) {
    entries.set(key, entry);
    if (entries.peek(key) === entry) index(key, entry);
  }
  /** The keys `change` may affect (a superset check is `affects`). */
  function affectedKeys(change: CatalogChange): Set<string> {
    const out = new Set<string>(untagged);
    const add = (keys: Set<string> | undefined) => keys?.forEach((k) => out.add(k));
    for (const id of change.ids) add(byId.get(id));
    if (change.membership) {
      add(details);
      add(lists);
    }
    for (let bit = 0, changed = change.attributes; changed !== 0; bit += 1, changed >>>= 1) {
      if ((changed & 1) !== 0) add(byAttribute[bit]);
    }
    return out;
  }
  // Recent changes, so a response produced across a change can be checked against it before it is stored.
  let sequence = 0;
  const recent: { seq: number; change: CatalogChange }[] = [];
  const RECENT = 256;

  function apply(change: CatalogChange) {
    sequence += 1;
    recent.push({ seq: sequence, change });
    if (recent.length > RECENT) recent.shift();
    if (change.all) {
      entries.clear();
      return;
    }
    for (const key of affectedKeys(change)) entries.delete(key);
  }

  function invalidate() {
    apply(parseChange('{"all":true}'));
  }

  function changedSince(seq: number, tags: CacheTags | undefined): boolean {
    if (seq === sequence) return false;
    const first = recent[0];
    if (!first || first.seq > seq + 1) return true; // the log no longer reaches back: assume it did
    return recent.some((r) => r.seq > seq && affects(r.change, tags));
  }

  /** Hooks the cache to a database channel; call once at start-up. */
  async function listen(db: Db, channel = 'catalog_changed') {
    await db.listen(channel, (payload) => apply(parseChange(payload)));
  }

  async function make(value: unknown, tags: CacheTags | undefined, encoding: Encoding): Promise<Entry> {
    const body = Buffer.from(JSON.stringify(value));
    return {
      body,
      br: encoding === 'br' ? await compressAsync(body, 'br') : undefined,
      gzip: encoding === 'gzip' ? await compressAsync(body, 'gzip') : undefined,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      tags,
    };
  }

  /** The entry's variant for `encoding`, made now (and kept) if no earlier request asked for it. */
  function variant(key: string | undefined, entry: Entry, encoding: 'br' | 'gzip'): Buffer {
    let bytes = entry[encoding];
    if (!bytes) {
      bytes = compress(entry.body, encoding);
      entry[encoding] = bytes;
      // stored again so the byte bound counts the new variant
      if (key !== undefined && entries.peek(key) === entry) entries.set(key, entry);
    }
    return bytes;
  }

  function reply304OrBody(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    key: string | undefined,
  ): FastifyReply {
    void reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', VARY);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    void reply.type(JSON_TYPE);
    const encoding = encodingOf(request);
    // The compression plugin leaves an answer alone once it has a Content-Encoding.
    if (encoding) return reply.header('content-encoding', encoding).send(variant(key, entry, encoding));
    return reply.send(entry.body);
  }

  /**
   * Answers from the cache or from `produce()`, with a strong ETag and 304 for a matching If-None-Match.
   * `key` must include everything the body depends on (normalised query and public origin); `tagsOf` says
   * what the body shows (see CacheTags).
   */
  async function send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<T>,
    tagsOf?: (value: T) => CacheTags | undefined,
  ): Promise<FastifyReply> {
    let entry = entries.get(key);
    if (entry) stats.hits += 1;
    else {
      stats.misses += 1;
      const startedAt = sequence;
      const value = await produce();
      const tags = tagsOf?.(value);
      entry = await make(value, tags, encodingOf(request));
      if (!changedSince(startedAt, tags)) store(key, entry);
    }
    return reply304OrBody(request, reply, entry, key);
  }

  /**
   * An onRequest hook answering a cached key before validation, hooks and handler run: an entry exists only
   * for input that validated and produced a 200, so nothing is skipped that could change the answer.
   * `keyOf` returns undefined for a request that cannot be a hit.
   */
  function serveHits(keyOf: (request: FastifyRequest) => string | undefined): onRequestHookHandler {
    return (request, reply, done) => {
      const key = keyOf(request);
      const entry = key === undefined ? undefined : entries.get(key);
      if (!entry) {
        done();
        return;
      }
      stats.hits += 1;
      void reply304OrBody(request, reply, entry, key);
    };
  }

  /**
   * The front door's answer for a cached key (http/front-door.ts): the status, headers and bytes
   * reply304OrBody gives through Fastify, written on the raw response; `before` are the headers every answer
   * carries (security headers), set first as Fastify's hooks set them. Undefined (nothing written) on a miss.
   */
  function writeRaw(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    before: readonly string[],
  ): 304 | 200 | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    stats.hits += 1;
    const headers = before.slice();
    headers.push('vary', VARY);
    // @fastify/cors with `origin: true` reflects a non-empty Origin
    const origin = request.headers.origin;
    if (origin) headers.push('access-control-allow-origin', origin);
    headers.push('etag', entry.etag, 'cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) {
      response.writeHead(304, headers);
      response.end();
      return 304;
    }
    headers.push('content-type', JSON_TYPE);
    const encoding = encodingOf(request);
    const body = encoding ? variant(key, entry, encoding) : entry.body;
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
    response.writeHead(200, headers);
    response.end(body);
    return 200;
  }

  return {
    send,
    serveHits,
    writeRaw,
    invalidate,
    apply,
    listen,
    stats,
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
