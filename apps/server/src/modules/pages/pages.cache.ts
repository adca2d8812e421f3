import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { CatalogChange } from '../../http/catalog-change';
import { affects, type CacheTags } from '../../http/response-cache';

/**
 * What a rendered page shows from the database, so a change drops only the pages it can alter
 * (docs/decisions/015): `static` pages show nothing from it (About, FAQ, the 404 page); the others carry the
 * tags of the API answers they were rendered from (`catalog`, as the API cache tags them, docs/decisions/010),
 * and `stores` when they show a store's figures (its rating moves with any review of its products).
 */
export type PageTags = { static: true } | { static?: false; catalog: CacheTags[]; stores?: boolean };

export type PageEntry = {
  status: number;
  body: Buffer;
  /** Compressed variants, each made once: the one the first request asked for, the other when asked. */
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  etag: string;
  tags: PageTags;
};

export type PageEncoding = 'br' | 'gzip';

/** A database change as the page cache sees it: a catalogue change, or reviews of some products. */
export type PageChange = { catalog: CatalogChange } | { reviews: ReadonlySet<number> };

// A page is compressed as it is rendered, for its first visitor: quality 4 takes about half the CPU of 5 for a
// few per cent more bytes (docs/decisions/064); the size hint lets the encoder size its tables to the page.
const brotli = (size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

export function pageAffected(change: PageChange, tags: PageTags): boolean {
  if (tags.static) return false;
  if ('catalog' in change) return tags.catalog.some((t) => affects(change.catalog, t));
  return tags.stores === true || tags.catalog.some((t) => t.ids.some((id) => change.reviews.has(id)));
}

const compress = (body: Buffer, encoding: PageEncoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(body, brotli(body.length)) : zlib.gzipSync(body, { level: 6 });

/** A page's entry, with the variant `encoding` asks for (the other is made when a request asks for it). */
export function makePageEntry(
  status: number,
  html: string | Buffer,
  tags: PageTags,
  encoding?: PageEncoding,
): PageEntry {
  const body = typeof html === 'string' ? Buffer.from(html) : html;
  return {
    status,
    body,
    ...(encoding ? { [encoding]: compress(body, encoding) } : {}),
    etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    tags,
  };
}

/** The entry's bytes in `encoding`, compressed now (and kept on the entry) if no request asked for them yet. */
export function pageVariant(entry: PageEntry, encoding: PageEncoding): { bytes: Buffer; made: boolean } {
  const kept = entry[encoding];
  if (kept) return { bytes: kept, made: false };
  const bytes = compress(entry.body, encoding);
  entry[encoding] = bytes;
  return { bytes, made: true };
}

/**
 * Rendered HTML, like the API answers' cache (src/http/response-cache.ts): LRU bounded by entries and bytes,
 * compressed once per entry, dropped by the same database notifications, exactly fresh for the writer's own
 * process. A page rendered while a change that affects it committed is not stored.
 */
export function createPageCache(options: { maxEntries: number; maxBytes: number }) {
  const stats = { hits: 0, misses: 0 };
  const entries = new LRUCache<string, PageEntry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (e) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 200,
  });
  let sequence = 0;
  const recent: { seq: number; change: PageChange }[] = [];
  const RECENT = 256;

  function apply(change: PageChange) {
    sequence += 1;
    recent.push({ seq: sequence, change });
    if (recent.length > RECENT) recent.shift();
    for (const [key, entry] of entries.entries()) if (pageAffected(change, entry.tags)) entries.delete(key);
  }

  function changedSince(seq: number, tags: PageTags): boolean {
    if (seq === sequence) return false;
    const first = recent[0];
    if (!first || first.seq > seq + 1) return true;
    return recent.some((r) => r.seq > seq && pageAffected(r.change, tags));
  }

  return {
    stats,
    get(key: string): PageEntry | undefined {
      const entry = entries.get(key);
      if (entry) stats.hits += 1;
      return entry;
    },
    /** The moment a render starts; `set` stores its page only if nothing affecting it changed since. */
    mark: () => sequence,
    set(key: string, entry: PageEntry, startedAt: number) {
      stats.misses += 1;
      if (!changedSince(startedAt, entry.tags)) entries.set(key, entry);
    },
    /** The entry's bytes in `encoding` (made once); the cache counts a new variant's bytes. */
    variant(key: string, entry: PageEntry, encoding: PageEncoding): Buffer {
      const { bytes, made } = pageVariant(entry, encoding);
      if (made && entries.peek(key) === entry) entries.set(key, entry);
      return bytes;
    },
    apply,
    /** Notifications may have been missed (the LISTEN connection was lost): forget every page. */
    clear() {
      sequence += 1;
      recent.length = 0;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
