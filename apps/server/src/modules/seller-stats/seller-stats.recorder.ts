import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { wibToday } from '../shipping/slot-dates';
import type { SellerStatsRepository } from './seller-stats.repository';

/** Who looked, as far as the counters need it: never stored, only hashed under the day's salt. */
export type Visitor = { ip: string; userAgent: string };

/** Entries held before the buffer is written early (a burst of views never grows memory without bound). */
const MAX_PENDING = 5_000;

/**
 * Product views, add-to-carts and distinct daily visitors, counted in memory and written in one batch per flush
 * (docs/decisions/051): the product page's request never waits for, nor takes a row lock of, a counter.
 */
export function createStatsRecorder(deps: {
  db: Db;
  repo: SellerStatsRepository;
  flushEveryMs?: number;
  now?: () => Date;
  onError?: (err: unknown) => void;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  let counts = new Map<string, { product_id: number; day: string; views: number; carts: number }>();
  let visitors = new Map<string, { product_id: number; day: string; visitor: string }>();
  let salt: { day: string; salt: Promise<string> } | undefined;
  let flushing: Promise<void> = Promise.resolve();

  function daySalt(day: string): Promise<string> {
    if (salt?.day !== day) {
      const pending = repo.daySalt(db, day, crypto.randomBytes(16).toString('hex'));
      // a failed read is tried again by the next view
      pending.catch(() => {
        if (salt?.salt === pending) salt = undefined;
      });
      salt = { day, salt: pending };
    }
    return salt.salt;
  }

  function bump(productId: number, day: string, field: 'views' | 'carts', by: number) {
    const key = `${productId}:${day}`;
    const entry = counts.get(key) ?? { product_id: productId, day, views: 0, carts: 0 };
    entry[field] += by;
    counts.set(key, entry);
    if (counts.size + visitors.size >= MAX_PENDING) void flush();
  }

  async function view(productId: number, who: Visitor): Promise<void> {
    const day = wibToday(now());
    bump(productId, day, 'views', 1);
    // The store is joined when the batch is written, and the hash is keyed by it then: one visitor's hashes in
    // two stores differ.
    const storeSalt = await daySalt(day);
    const visitor = crypto
      .createHmac('sha256', storeSalt)
      .update(`${who.ip}\n${who.userAgent}`)
      .digest('hex')
      .slice(0, 16);
    visitors.set(`${productId}:${day}:${visitor}`, { product_id: productId, day, visitor });
  }

  function cart(productId: number, qty = 1): void {
    bump(productId, wibToday(now()), 'carts', Math.max(1, qty));
  }

  /** Writes what is pending; flushes run one after another. */
  function flush(): Promise<void> {
    const run = async () => {
      const batch = [...counts.values()];
      const seen = [...visitors.values()];
      counts = new Map();
      visitors = new Map();
      if (batch.length > 0) await repo.addCounts(db, batch);
      if (seen.length > 0) await repo.addVisitors(db, seen);
    };
    flushing = flushing.then(run, run);
    return flushing;
  }

  const timer = setInterval(() => {
    flush().catch((err: unknown) => deps.onError?.(err));
  }, deps.flushEveryMs ?? 10_000);
  timer.unref();

  async function close(): Promise<void> {
    clearInterval(timer);
    await flush();
  }

  return { view, cart, flush, close };
}

export type StatsRecorder = ReturnType<typeof createStatsRecorder>;
