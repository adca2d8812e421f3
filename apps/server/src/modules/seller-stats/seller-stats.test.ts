import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerDashboard } from '@rima/shared/api/seller-center';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import {
  app,
  call,
  checkout,
  db,
  fillCart,
  paidOrder,
  seller,
  setStatus,
  startOrdersApp,
  type Created,
} from '../orders/orders.test-helpers';
import { addDays, wibToday } from '../shipping/slot-dates';
import { createSellerStatsRepository } from './seller-stats.repository';

beforeAll(startOrdersApp, 180_000);

const dashboard = async (token: string, query = '') => {
  const res = await call('GET', `/seller/dashboard${query}`, token);
  return { status: res.statusCode, body: res.json<{ data: SellerDashboard; errors?: { field: string }[] }>() };
};

describe('GET /seller/dashboard', () => {
  it("sums today's sold orders, units and waiting orders from orders placed in the test", async () => {
    const today = wibToday(new Date());
    // two paid orders: 2 units and 1 unit at Rp100.000; the first moves on to processing
    const first = await paidOrder(2);
    await paidOrder(1);
    expect((await setStatus(seller.token, first.orderId, { status: 'processing' })).statusCode).toBe(200);
    // an unpaid order: waiting for payment, not a sale
    const buyer = await createCustomer(db);
    const unpaid = await createProduct(db, seller.id, { price: 700_000, stock: 2 });
    await fillCart(buyer.id, [{ productId: unpaid.id, qty: 1 }]);
    expect((await checkout(buyer.token)).statusCode).toBe(201);
    // a paid then cancelled order: not a sale either
    const cancelled = await paidOrder(1);
    expect((await setStatus(seller.token, cancelled.orderId, { status: 'cancelled', note: 'Habis' })).statusCode).toBe(
      200,
    );
    // another store's sale is not this store's
    const other = await createSeller(db);
    const theirs = await createProduct(db, other.id, { price: 5_000_000 });
    const buyer2 = await createCustomer(db);
    await fillCart(buyer2.id, [{ productId: theirs.id, qty: 1 }]);
    const created = (await checkout(buyer2.token)).json<Created>().data;
    await call('POST', `/payment/${created.payment.id}/simulate`, buyer2.token);

    const { status, body } = await dashboard(seller.token, `?from=${today}&to=${today}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      from: today,
      to: today,
      revenue: 300_000,
      orders: 2,
      units: 3,
      average_order_value: 150_000,
      to_pay: 1,
      to_process: 1,
      to_ship: 1,
      late: 0,
      complaints: null,
    });
    expect(body.data.series).toEqual([
      { date: today, revenue: 300_000, orders: 2, units: 3, visitors: 0, product_views: 0, carts: 0 },
    ]);
    expect(body.data.top_products[0]).toMatchObject({ product_id: first.product.id, units: 2, revenue: 200_000 });
    expect(body.data.low_stock.map((p) => p.id)).toContain(unpaid.id);
    expect(await checkInvariants(db)).toEqual([]);

    // a week: seven days, the older ones empty; today's figures unchanged
    const week = (await dashboard(seller.token, `?from=${addDays(today, -6)}&to=${today}`)).body.data;
    expect(week.series).toHaveLength(7);
    expect(week.series.slice(0, 6).every((d) => d.orders === 0)).toBe(true);
    expect(week).toMatchObject({ revenue: 300_000, orders: 2, units: 3 });
    // yesterday: nothing sold, but the waiting orders are today's
    const yesterday = (await dashboard(seller.token, `?from=${addDays(today, -1)}&to=${addDays(today, -1)}`)).body.data;
    expect(yesterday).toMatchObject({ revenue: 0, orders: 0, average_order_value: 0, to_pay: 1 });
  });

  it('counts product views, distinct visitors of the day and add-to-carts, without storing who', async () => {
    const store = await createSeller(db);
    const product = await createProduct(db, store.id);
    const view = (agent: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/stats/product-view',
        headers: { 'user-agent': agent },
        payload: { product_id: product.id },
      });
    for (const agent of ['phone', 'phone', 'laptop']) expect((await view(agent)).statusCode).toBe(200);
    const buyer = await createCustomer(db);
    expect((await call('POST', '/cart/add', buyer.token, { product_id: product.id, qty: 2 })).statusCode).toBe(200);
    await app.deps.stats.flush();

    const data = (await dashboard(store.token)).body.data;
    expect(data).toMatchObject({ product_views: 3, visitors: 2, carts: 2 });
    const stored = await db.query<{ visitor: string }>(
      'SELECT visitor FROM store_daily_visitors WHERE seller_id = $1',
      [store.id],
    );
    expect(stored.every((r) => /^[0-9a-f]{16}$/.test(r.visitor))).toBe(true);
    // a bad product id is a 400 naming the field; an unknown one is ignored
    const bad = await app.inject({ method: 'POST', url: '/api/v1/stats/product-view', payload: { product_id: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('product_id');
  });

  it('gives the median minutes the store takes to answer a shopper in chat', async () => {
    const store = await createSeller(db);
    const shopper = await createCustomer(db);
    const [c] = await db.query<{ id: number }>(
      'INSERT INTO conversations (customer_id, seller_id) VALUES ($1, $2) RETURNING id',
      [shopper.id, store.id],
    );
    const say = (who: number, minutesAgo: number) =>
      db.query(
        `INSERT INTO messages (conversation_id, sender_id, text, created_at)
         VALUES ($1, $2, 'halo', now() - make_interval(mins => $3))`,
        [c?.id, who, minutesAgo],
      );
    await say(shopper.id, 100);
    await say(shopper.id, 95);
    await say(store.id, 90); // 10 minutes after the turn began
    await say(shopper.id, 60);
    await say(store.id, 30); // 30 minutes
    await say(shopper.id, 5); // not answered yet
    const data = (await dashboard(store.token)).body.data;
    expect(data.chat_response_minutes).toBe(20);
    expect(data.chat_reply_rate).toBeCloseTo(2 / 3, 3);
  });

  it('answers 400 naming the field for bad dates and ranges, 401 and 403 for others', async () => {
    const bad = async (query: string, field: string) => {
      const { status, body } = await dashboard(seller.token, query);
      expect(status).toBe(400);
      expect(body.errors?.map((e) => e.field)).toContain(field);
    };
    await bad('?from=2026-13-01', 'from');
    await bad('?from=2026-02-30', 'from');
    await bad('?to=yesterday', 'to');
    await bad('?from=2026-03-02&to=2026-03-01', 'to');
    await bad('?from=2024-01-01&to=2026-01-01', 'from');
    expect((await call('GET', '/seller/dashboard')).statusCode).toBe(401);
    const customer = await createCustomer(db);
    expect((await call('GET', '/seller/dashboard', customer.token)).statusCode).toBe(403);
  });
});

describe("the visitors' day salts", () => {
  it("a new day's salt deletes the salts before yesterday, so old hashes cannot be recomputed", async () => {
    const today = wibToday(new Date());
    await db.query(
      `INSERT INTO stats_salts (day, salt) VALUES ($1, 'old'), ($2, 'yesterday') ON CONFLICT (day) DO NOTHING`,
      [addDays(today, -5), addDays(today, -1)],
    );
    await db.query('DELETE FROM stats_salts WHERE day = $1', [today]);
    const salt = await createSellerStatsRepository().daySalt(db, today, 'fresh');
    expect(salt).toBe('fresh');
    const days = await db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM stats_salts`);
    expect(days.map((d) => d.day).sort()).toEqual([addDays(today, -1), today]);
  });
});
