import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import { recordStatements, type StatementLog } from '../../../test/statement-log';
import { STOCK_SHORT_SQLSTATE, takeStockScript } from '../products/products.stock-sql';

// A checkout's round trips to the database, each a turn of a busy event loop, are counted here so
// they cannot silently grow back (docs/decisions/020); the races below keep the guarantees of the one-statement
// write.

/** Each statement named by the expected beginning it starts with (or left whole, to show in a failure). */
const cut = (taken: string[], expected: string[]) =>
  taken.map((sql) => expected.find((start) => sql.startsWith(start)) ?? sql);
/** What a request sent up to the end of its transaction (notifications after the commit do not count). */
const upToCommit = (log: StatementLog) => {
  const taken = log.taken();
  const ends = taken.map((sql) => sql === 'COMMIT' || sql.endsWith('; COMMIT'));
  return taken.slice(0, ends.lastIndexOf(true) + 1);
};

describe('a checkout in few round trips', async () => {
  let log!: StatementLog;
  const app: App = await buildTestApp({}, {}, (db) => {
    const recorded = recordStatements(db);
    log = recorded.log;
    return recorded.db;
  });
  const { db } = app.deps;
  const sellers = [await createSeller(db), await createSeller(db), await createSeller(db)];

  const ONE_STATEMENT_CHECKOUT = [
    // the session, the key as stored and the lines, before any lock (decisions 062 and 063)
    'WITH who AS (SELECT s.id AS session_id,',
    'BEGIN',
    'WITH claimed AS (', // the Idempotency-Key and the cart's lock
    'WITH payment AS (', // payment, orders, items, timeline, cart: one statement
    'UPDATE idempotency_keys SET status_code', // the answer a replay gets
    'DO $take$', // the stock, under the products' locks, sent with COMMIT (docs/decisions/062)
  ];

  it('sends the same 6 statements for one line of one store and for five lines of three stores', async () => {
    for (const lines of [1, 5]) {
      const buyer = await createCustomer(db);
      const items = [];
      for (let i = 0; i < lines; i += 1) {
        const seller = sellers[i % sellers.length] as TestUser;
        items.push({ productId: (await createProduct(db, seller.id, { stock: 5 })).id, qty: 1 + (i % 2) });
      }
      await fillCart(db, buyer.id, items);
      await log.quiet();
      log.start();
      const res = await postCheckout(app, buyer.token);
      expect(res.statusCode).toBe(201);
      expect(cut(upToCommit(log), ONE_STATEMENT_CHECKOUT)).toEqual(ONE_STATEMENT_CHECKOUT);
      const data = res.json<{ data: { orders: { id: number; items: { product_id: number; qty: number }[] }[] } }>()
        .data;
      expect(data.orders).toHaveLength(Math.min(lines, sellers.length));
      expect(data.orders.map((o) => o.id)).toEqual([...data.orders.map((o) => o.id)].sort((a, b) => a - b));
      expect(data.orders.flatMap((o) => o.items.map((i) => [i.product_id, i.qty])).sort()).toEqual(
        items.map((i) => [i.productId, i.qty]).sort(),
      );
    }
  });

  it('a coupon adds its own statements, a replay stops after the key', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, sellers[0]?.id ?? 0, { price: 600_000 });
    await fillCart(db, buyer.id, [{ productId: p.id, qty: 1 }], 'HEMAT10');
    await log.quiet();
    log.start();
    const res = await postCheckout(app, buyer.token, checkoutBody(), 'coupon-key');
    expect(res.statusCode).toBe(201);
    // HEMAT10 has no per-user limit: the coupon's row, the conditional use and the redemption row.
    expect(upToCommit(log)).toHaveLength(ONE_STATEMENT_CHECKOUT.length + 3);
    await log.quiet();
    log.start();
    const replay = await postCheckout(app, buyer.token, checkoutBody(), 'coupon-key');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    const replayed = ['WITH who AS (SELECT s.id AS session_id,'];
    expect(cut(log.taken(), replayed)).toEqual(replayed);
  });

  it('answers a line already short, an unknown session and a seller in the one read (decision 063)', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, sellers[0]?.id ?? 0, { stock: 0 });
    await fillCart(db, buyer.id, [{ productId: p.id, qty: 1 }]);
    await log.quiet();
    log.start();
    const soldOut = await postCheckout(app, buyer.token);
    expect(soldOut.statusCode).toBe(409);
    expect(log.taken()).toHaveLength(1);
    expect((await postCheckout(app, 'not-a-session')).statusCode).toBe(401);
    expect((await postCheckout(app, sellers[0]?.token ?? '')).statusCode).toBe(403);
    await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [buyer.id]);
    expect((await postCheckout(app, buyer.token)).statusCode).toBe(401);
  });

  it('answers 401 before a bad body or key, as every route does, and 400 to a signed-in buyer', async () => {
    const buyer = await createCustomer(db);
    expect((await postCheckout(app, 'not-a-session', { payment: 42 })).statusCode).toBe(401);
    expect((await postCheckout(app, 'not-a-session', checkoutBody(), '')).statusCode).toBe(401);
    expect((await postCheckout(app, sellers[0]?.token ?? '', { payment: 42 })).statusCode).toBe(403);
    const bad = await postCheckout(app, buyer.token, { payment: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
    expect((await postCheckout(app, buyer.token, checkoutBody(), '')).statusCode).toBe(400);
  });

  it('adds to the cart in one statement and edits a price in one', async () => {
    const buyer = await createCustomer(db);
    const seller = sellers[0] as TestUser;
    const p = await createProduct(db, seller.id, { stock: 3 });
    // sessions used over a minute ago (a slow machine) get their once-a-minute touch: not this test's subject
    await db.query('UPDATE sessions SET last_used_at = now() WHERE user_id = ANY($1::int[])', [[buyer.id, seller.id]]);
    await log.quiet();
    log.start();
    const add = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: { 'x-access-token': buyer.token },
      payload: { product_id: p.id, qty: 1 },
    });
    expect(add.statusCode).toBe(200);
    // the session, the add, and the cart's answer (its row and its lines, read side by side, then the holidays
    // of the lines' stores)
    const added = [
      'SELECT s.id AS session_id,',
      'WITH product AS (',
      'SELECT coupon_id FROM carts',
      'SELECT ci.id,',
      'SELECT s.seller_id, u.username AS store_name',
    ];
    expect(cut(log.taken(), added).sort()).toEqual([...added].sort());
    log.start();
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/product/edit/${p.id}`,
      headers: { 'x-access-token': seller.token },
      payload: { price: '1300000' },
    });
    expect(edit.statusCode).toBe(200);
    const edited = ['SELECT s.id AS session_id,', 'WITH changed AS ('];
    expect(cut(log.taken(), edited)).toEqual(edited);
  });
});

describe('the one-statement checkout under races', async () => {
  const app: App = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db);
  const seller2 = await createSeller(db);
  const stockOf = async (id: number) =>
    (await db.query<{ stock: number; sold: number }>('SELECT stock, sold FROM products WHERE id = $1', [id]))[0];

  it('20 parallel checkouts of one cart under 20 keys: one order, the others find the cart empty', async () => {
    const buyer = await createCustomer(db);
    const a = await createProduct(db, seller.id, { stock: 50 });
    const b = await createProduct(db, seller2.id, { stock: 50 });
    await fillCart(db, buyer.id, [
      { productId: a.id, qty: 2 },
      { productId: b.id, qty: 3 },
    ]);
    const codes = (await Promise.all(Array.from({ length: 20 }, () => postCheckout(app, buyer.token)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    expect(await stockOf(a.id)).toEqual({ stock: 48, sold: 2 });
    expect(await stockOf(b.id)).toEqual({ stock: 47, sold: 3 });
    expect(await db.query('SELECT 1 FROM orders WHERE buyer_id = $1', [buyer.id])).toHaveLength(2);
  }, 60_000);

  it('30 buyers of 10 units in parallel: exactly 10 orders, the others a 409 naming the stock', async () => {
    const p = await createProduct(db, seller.id, { stock: 10, name: 'Kursi Kilat' });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 30; i += 1) {
      const buyer = await createCustomer(db);
      await fillCart(db, buyer.id, [{ productId: p.id, qty: 1 }]);
      buyers.push(buyer);
    }
    const answers = await Promise.all(buyers.map((b) => postCheckout(app, b.token)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.body).toMatch(/Kursi Kilat/);
    expect(await stockOf(p.id)).toEqual({ stock: 0, sold: 10 });
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_items WHERE product_id = $1', [
      p.id,
    ]);
    expect(row?.n).toBe(10);
    // a loser's cart, key and coupon were left as they were: only the take failed, and nothing was committed
    const [left] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_items WHERE product_id = $1 AND user_id = ANY($2::int[])',
      [p.id, buyers.map((b) => b.id)],
    );
    expect(left?.n).toBe(20);
    expect(await checkInvariants(db)).toEqual([]);
  }, 120_000);

  it('a take that finds a line short raises the stock error with its variant and commits nothing', async () => {
    const p = await createProduct(db, seller.id, { stock: 1 });
    const q = await createProduct(db, seller2.id, { stock: 5 });
    const variantOf = async (id: number) =>
      (await db.query<{ id: number }>('SELECT id FROM product_variants WHERE product_id = $1', [id]))[0]?.id ?? 0;
    const [short, plenty] = [await variantOf(p.id), await variantOf(q.id)];
    const buyer = await createCustomer(db);
    const take = (lines: { variantId: number; qty: number }[]) =>
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [buyer.id]);
        await tx.execAndCommit(takeStockScript(lines));
      });
    await expect(
      take([
        { variantId: plenty, qty: 2 },
        { variantId: short, qty: 2 },
      ]),
    ).rejects.toMatchObject({ code: STOCK_SHORT_SQLSTATE, detail: String(short) });
    expect(await stockOf(p.id)).toEqual({ stock: 1, sold: 0 });
    expect(await stockOf(q.id)).toEqual({ stock: 5, sold: 0 });
    expect(await db.query('SELECT 1 FROM carts WHERE user_id = $1', [buyer.id])).toHaveLength(0);
    // and when every line is there, the take and the statements before it are committed together
    await take([{ variantId: short, qty: 1 }]);
    expect(await stockOf(p.id)).toEqual({ stock: 0, sold: 1 });
    expect(await db.query('SELECT 1 FROM carts WHERE user_id = $1', [buyer.id])).toHaveLength(1);
  });

  it('40 buyers whose carts share products, filled in crossing orders, all check out without a deadlock', async () => {
    const products = [];
    for (let i = 0; i < 4; i += 1)
      products.push(await createProduct(db, i % 2 ? seller.id : seller2.id, { stock: 1000, price: 10_000 }));
    const buyers: TestUser[] = [];
    for (let i = 0; i < 40; i += 1) {
      const buyer = await createCustomer(db);
      // Half the carts list the products upward, half downward (cart row ids follow this order).
      const order = i % 2 ? products : [...products].reverse();
      await fillCart(
        db,
        buyer.id,
        order.map((p) => ({ productId: p.id, qty: 1 })),
      );
      buyers.push(buyer);
    }
    const codes = (await Promise.all(buyers.map((b) => postCheckout(app, b.token)))).map((r) => r.statusCode);
    expect(codes.every((c) => c === 201)).toBe(true);
    for (const p of products) expect(await stockOf(p.id)).toEqual({ stock: 960, sold: 40 });
    expect(await checkInvariants(db)).toEqual([]);
  }, 120_000);

  it('a product taken down or repriced after it went in the cart: 409, or the price of the moment', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { stock: 5, price: 100_000 });
    await fillCart(db, buyer.id, [{ productId: p.id, qty: 1 }]);
    await db.query('UPDATE products SET price = 120000 WHERE id = $1', [p.id]);
    const res = await postCheckout(app, buyer.token, checkoutBody({ shipping: 'pickup' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: { payment: { amount: number } } }>().data.payment.amount).toBe(120_000);

    const other = await createCustomer(db);
    await fillCart(db, other.id, [{ productId: p.id, qty: 1 }]);
    await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [p.id]);
    expect((await postCheckout(app, other.token)).statusCode).toBe(409);
    expect(await stockOf(p.id)).toEqual({ stock: 4, sold: 1 });
  });

  it('parallel adds of the last units never put more in a cart than the stock', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { stock: 5 });
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/cart/add',
        headers: { 'x-access-token': buyer.token },
        payload: { product_id: p.id, qty: 1 },
      });
    const codes = (await Promise.all(Array.from({ length: 12 }, add))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(7);
    const rows = await db.query<{ qty: number }>('SELECT qty FROM cart_items WHERE user_id = $1', [buyer.id]);
    expect(rows).toEqual([{ qty: 5 }]);
    await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [p.id]);
    expect((await add()).statusCode).toBe(404);
  });
});
