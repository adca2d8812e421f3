import type { Db } from '../src/db/client';
import { hashToken, newSessionToken } from '../src/http/auth';
import { checkoutBody } from '../test/buying';
import { loop, percentile, readMix, timed, type Timed } from './load';

/** `count` signed-in buyers, each with one unit of `productId` in the cart: three statements, not thousands. */
export async function buyersWithCarts(db: Db, count: number, productId: number): Promise<string[]> {
  const tag = `flash${Date.now().toString(36)}`;
  const users = await db.query<{ id: number }>(
    `INSERT INTO users (role, email, username, password_hash, name)
     SELECT 'customer', $1 || i || '@example.com', $1 || '_' || i, 'x', 'Pembeli ' || i FROM generate_series(1, $2) i
     RETURNING id`,
    [tag, count],
  );
  const ids = users.map((u) => u.id);
  const tokens = ids.map(() => newSessionToken());
  await db.query('INSERT INTO sessions (user_id, token_hash) SELECT * FROM unnest($1::int[], $2::text[])', [
    ids,
    tokens.map(hashToken),
  ]);
  await db.query('INSERT INTO carts (user_id) SELECT unnest($1::int[])', [ids]);
  await db.query('INSERT INTO cart_items (user_id, product_id, qty) SELECT unnest($1::int[]), $2, 1', [ids, productId]);
  return tokens;
}

export type FlashResult = { answers: Timed[]; reads: number[] };

/** Every buyer presses "Buy now" once, the presses spread evenly over `windowMs`, a read mix running beside. */
export async function runFlashSale(
  lb: string,
  tokens: string[],
  readIds: number[],
  windowMs = 1000,
): Promise<FlashResult> {
  const reads: number[] = [];
  const next = readMix(lb, readIds);
  const readers = loop(4, async () => {
    reads.push((await timed(next() ?? lb)).ms);
  });
  const answers = await Promise.all(
    tokens.map(async (token, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * windowMs) / tokens.length));
      return timed(`${lb}/api/v1/transaction/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-access-token': token,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(checkoutBody()),
        timeoutMs: 60_000,
      });
    }),
  );
  await readers.stop();
  return { answers, reads };
}

export function summary({ answers, reads }: FlashResult) {
  const by = (f: (a: Timed) => boolean) => answers.filter(f).length;
  return {
    orders: by((a) => a.status === 201),
    soldOut: by((a) => a.status >= 400 && a.status < 500),
    fiveXx: by((a) => a.status >= 500 || a.status === 0),
    p99: percentile(
      answers.map((a) => a.ms),
      99,
    ),
    readP99: percentile(reads, 99),
    reads: reads.length,
  };
}
