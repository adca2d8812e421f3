import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createOperator, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { checkInvariants, checkLedger } from '../../../test/invariants';
import { api, balanceOf } from '../../../test/money';

/**
 * Store vouchers (docs/decisions/054). Run with DATABASE_URL set too: the quota race is meant for PostgreSQL.
 */
describe('store vouchers', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const call = api(app);
  const operator = await createOperator(db);
  const day = 24 * 60 * 60 * 1000;
  const running = () => ({
    starts_at: new Date(Date.now() - day).toISOString(),
    ends_at: new Date(Date.now() + 7 * day).toISOString(),
  });
  let codes = 0;
  const voucher = (over: object = {}) => ({
    code: `TOKO${(codes += 1)}`,
    kind: 'fixed',
    value: 50_000,
    min_spend: 0,
    quota: 10,
    per_buyer_limit: 1,
    ...running(),
    ...over,
  });
  type Voucher = { id: number; code: string; used_count: number; claims: number; status: string };
  const create = async (seller: TestUser, over: object = {}) => {
    const res = await call('POST', '/seller/vouchers', seller.token, voucher(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Voucher }>().data;
  };
  const claim = (buyer: TestUser, id: number) => call('POST', `/vouchers/${id}/claim`, buyer.token);
  type Order = { id: number; seller_id: number; subtotal: number; discount: number; shipping: number; total: number };
  type Placed = { payment: { id: number; amount: number }; orders: (Order & { voucher_discount: number })[] };
  const buy = async (buyer: TestUser, items: { productId: number; qty: number }[], vouchers: number[]) => {
    await db.query('DELETE FROM cart_items WHERE user_id = $1', [buyer.id]);
    await fillCart(db, buyer.id, items);
    return postCheckout(app, buyer.token, checkoutBody({ vouchers }));
  };
  const fieldsOf = (res: { json: () => unknown }) =>
    ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

  afterEach(async () => {
    expect(await checkLedger(db)).toEqual([]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('answers 400 naming the field for bad vouchers', async () => {
    const seller = await createSeller(db);
    const other = await createSeller(db);
    const foreign = await createProduct(db, other.id);
    const cases: [object, string][] = [
      [{ kind: 'percent', value: 20 }, 'max_discount'],
      [{ kind: 'percent', value: 120, max_discount: 10_000 }, 'value'],
      [{ kind: 'gift' }, 'kind'],
      [{ value: -5 }, 'value'],
      [{ value: 'lots' }, 'value'],
      [{ quota: 0 }, 'quota'],
      [{ per_buyer_limit: 1.5 }, 'per_buyer_limit'],
      [{ min_spend: -1 }, 'min_spend'],
      [{ code: 'x!' }, 'code'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ ends_at: new Date(Date.now() - 2 * day).toISOString() }, 'ends_at'],
      [{ product_ids: [foreign.id] }, 'product_ids.0'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/seller/vouchers', seller.token, voucher(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(over)).toContain(field);
    }
    const first = await create(seller, { code: 'SAMA' });
    const twice = await call('POST', '/seller/vouchers', seller.token, voucher({ code: 'sama' }));
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice)).toEqual(['code']);
    const patch = await call('PATCH', `/seller/vouchers/${first.id}`, seller.token, { kind: 'percent', value: 10 });
    expect(patch.statusCode).toBe(400);
    expect(fieldsOf(patch)).toEqual(['max_discount']);
  });

  it('lets only the store edit or end its vouchers, and only shoppers claim', async () => {
    const seller = await createSeller(db);
    const other = await createSeller(db);
    const buyer = await createCustomer(db);
    const mine = await create(seller);
    expect((await call('GET', '/seller/vouchers')).statusCode).toBe(401);
    expect((await call('GET', '/seller/vouchers', buyer.token)).statusCode).toBe(403);
    expect((await call('PATCH', `/seller/vouchers/${mine.id}`, other.token, { quota: 5 })).statusCode).toBe(403);
    expect((await call('PUT', `/seller/vouchers/${mine.id}`, other.token, voucher())).statusCode).toBe(403);
    expect((await call('DELETE', `/seller/vouchers/${mine.id}`, other.token)).statusCode).toBe(403);
    expect((await call('PATCH', '/seller/vouchers/999999', seller.token, { quota: 5 })).statusCode).toBe(404);
    expect((await claim(other, mine.id)).statusCode).toBe(403);
    expect((await call('GET', '/seller/vouchers', other.token)).json<{ data: Voucher[] }>().data).toEqual([]);

    const edited = await call('PATCH', `/seller/vouchers/${mine.id}`, seller.token, { quota: 3, value: 70_000 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ data: { quota: 3, value: 70_000, status: 'active' } });
    const ended = await call('DELETE', `/seller/vouchers/${mine.id}`, seller.token);
    expect(ended.json()).toMatchObject({ data: { status: 'ended' } });
    expect((await claim(buyer, mine.id)).statusCode).toBe(409);
    const listed = await call('GET', `/store/${seller.id}/vouchers`);
    expect(listed.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it("lists a store's claimable vouchers, per product too, and claims once", async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const sofa = await createProduct(db, seller.id);
    const lamp = await createProduct(db, seller.id);
    const all = await create(seller);
    const onlySofa = await create(seller, { product_ids: [sofa.id] });
    await create(seller, { starts_at: new Date(Date.now() + day).toISOString() });
    const ids = async (url: string, token?: string) =>
      (await call('GET', url, token)).json<{ data: { id: number; claimed: boolean }[] }>().data;
    expect((await ids(`/store/${seller.id}/vouchers`)).map((v) => v.id).sort()).toEqual([all.id, onlySofa.id].sort());
    expect((await ids(`/store/${seller.id}/vouchers?product_id=${lamp.id}`)).map((v) => v.id)).toEqual([all.id]);
    expect((await call('GET', `/store/${seller.id}/vouchers?product_id=abc`)).statusCode).toBe(400);

    expect((await claim(buyer, all.id)).statusCode).toBe(201);
    const again = await claim(buyer, all.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/claimed/);
    expect((await call('POST', '/vouchers/999999/claim', buyer.token)).statusCode).toBe(404);
    expect((await ids(`/store/${seller.id}/vouchers`, buyer.token)).find((v) => v.id === all.id)?.claimed).toBe(true);
    const mine = await call('GET', '/vouchers/mine', buyer.token);
    expect(mine.json()).toMatchObject({ data: [{ id: all.id, uses_left: 1, status: 'active' }] });
    const listed = await call('GET', '/seller/vouchers', seller.token);
    expect(listed.json<{ data: Voucher[] }>().data.find((v) => v.id === all.id)).toMatchObject({ claims: 1 });
  });

  it("takes the voucher off its own store's order, charges that store in the ledger, keeps the commission rule", async () => {
    expect(
      (await call('PUT', '/ops/commission', operator.token, { default_bps: 1000, categories: [] })).statusCode,
    ).toBe(200);
    const sellerA = await createSeller(db);
    const sellerB = await createSeller(db);
    const buyer = await createCustomer(db);
    const a = await createProduct(db, sellerA.id, { price: 400_000 });
    const b = await createProduct(db, sellerB.id, { price: 300_000 });
    const v = await create(sellerA, { kind: 'percent', value: 25, max_discount: 80_000, min_spend: 300_000 });
    expect((await claim(buyer, v.id)).statusCode).toBe(201);

    const preview = await call('GET', '/vouchers/checkout', buyer.token);
    expect(preview.statusCode).toBe(200);
    await fillCart(db, buyer.id, []);
    const res = await buy(
      buyer,
      [
        { productId: a.id, qty: 1 },
        { productId: b.id, qty: 1 },
      ],
      [v.id],
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<{ data: Placed }>().data;
    const orderA = placed.orders.find((o) => o.seller_id === sellerA.id);
    const orderB = placed.orders.find((o) => o.seller_id === sellerB.id);
    // 25 % of 400,000 is 100,000, capped at 80,000; store B's order is untouched.
    expect(orderA).toMatchObject({ subtotal: 400_000, discount: 80_000, voucher_discount: 80_000, total: 345_000 });
    expect(orderB).toMatchObject({ discount: 0, voucher_discount: 0, total: 325_000 });
    expect(placed.payment.amount).toBe(670_000);
    expect((await call('POST', `/payment/${placed.payment.id}/simulate`, buyer.token)).statusCode).toBe(200);

    // Store A is paid the order's total less 10 % of the goods it sold (after the voucher); store B in full.
    expect(await balanceOf(app, sellerA)).toMatchObject({ pending: 345_000 - 32_000 });
    expect(await balanceOf(app, sellerB)).toMatchObject({ pending: 325_000 - 30_000 });
    const [clearing] = await db.query<{ total: string }>(
      `SELECT sum(e.amount)::int8 AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.kind = 'payments_clearing' AND t.order_id = $1`,
      [orderA?.id],
    );
    // The marketplace took in what the buyer paid, nothing of the voucher.
    expect(Number(clearing?.total)).toBe(-345_000);
    const listed = await call('GET', '/seller/vouchers', sellerA.token);
    expect(listed.json<{ data: (Voucher & { discount_given: number })[] }>().data[0]).toMatchObject({
      used_count: 1,
      discount_given: 80_000,
    });
    const detail = await call('GET', `/transaction/${orderA?.id}`, buyer.token);
    expect(detail.json()).toMatchObject({ data: { voucher_code: v.code, voucher_discount: 80_000 } });
  });

  it('covers shipping up to its value with a free-shipping voucher', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { price: 200_000 });
    const v = await create(seller, { kind: 'free_shipping', value: 20_000 });
    await claim(buyer, v.id);
    const res = await buy(buyer, [{ productId: p.id, qty: 1 }], [v.id]);
    expect(res.statusCode, res.body).toBe(201);
    // Flat shipping is 25,000: the store covers 20,000 of it.
    expect(res.json<{ data: Placed }>().data.orders[0]).toMatchObject({
      discount: 0,
      shipping: 5_000,
      voucher_discount: 20_000,
      total: 205_000,
    });
    const pickup = await createCustomer(db);
    await claim(pickup, v.id);
    await fillCart(db, pickup.id, [{ productId: p.id, qty: 1 }]);
    const none = await postCheckout(app, pickup.token, checkoutBody({ shipping: 'pickup', vouchers: [v.id] }));
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual(['vouchers.0']);
  });

  it('refuses an unclaimed voucher, a second one for a store, min spend, products, dates and the buyer limit', async () => {
    const seller = await createSeller(db);
    const other = await createSeller(db);
    const buyer = await createCustomer(db);
    const sofa = await createProduct(db, seller.id, { price: 100_000, stock: 50 });
    const lamp = await createProduct(db, seller.id, { price: 100_000, stock: 50 });
    const elsewhere = await createProduct(db, other.id, { price: 100_000, stock: 50 });
    const unclaimed = await create(seller);
    const minSpend = await create(seller, { min_spend: 300_000 });
    const onlyLamp = await create(seller, { product_ids: [lamp.id] });
    const first = await create(seller, { value: 10_000 });
    const second = await create(seller, { value: 20_000 });
    const otherStore = await create(other);
    for (const v of [minSpend, onlyLamp, first, second, otherStore])
      expect((await claim(buyer, v.id)).statusCode).toBe(201);
    const sofaLine = [{ productId: sofa.id, qty: 1 }];
    const refused = async (items: typeof sofaLine, vouchers: number[], status = 400) => {
      const res = await buy(buyer, items, vouchers);
      expect(res.statusCode, res.body).toBe(status);
      return res;
    };
    expect(fieldsOf(await refused(sofaLine, [unclaimed.id]))).toEqual(['vouchers.0']);
    expect((await refused(sofaLine, [minSpend.id])).json<{ message: string }>().message).toMatch(/minimum spend/);
    expect((await refused(sofaLine, [onlyLamp.id])).json<{ message: string }>().message).toMatch(/does not cover/);
    expect(fieldsOf(await refused(sofaLine, [first.id, second.id]))).toEqual(['vouchers.1']);
    expect(fieldsOf(await refused(sofaLine, [otherStore.id]))).toEqual(['vouchers.0']);
    expect(fieldsOf(await refused(sofaLine, [first.id, first.id]))).toEqual(['vouchers']);
    // Nothing was used by the refusals.
    const counts = await db.query<{ n: number }>(
      'SELECT sum(used_count)::int AS n FROM store_vouchers WHERE seller_id = $1',
      [seller.id],
    );
    expect(counts[0]?.n).toBe(0);

    // Only the lamp's 100,000 counts for the lamp voucher; it takes off at most that.
    const ok = await buy(buyer, [...sofaLine, { productId: lamp.id, qty: 1 }], [onlyLamp.id]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ data: Placed }>().data.orders[0]).toMatchObject({ subtotal: 200_000, discount: 50_000 });
    // Used once: the per-buyer limit is 1.
    expect(
      (await refused([{ productId: lamp.id, qty: 1 }], [onlyLamp.id], 409)).json<{ message: string }>().message,
    ).toMatch(/used voucher/);
    // An ended voucher no longer applies.
    await call('DELETE', `/seller/vouchers/${first.id}`, seller.token);
    expect((await refused(sofaLine, [first.id])).json<{ message: string }>().message).toMatch(/ended/);
    expect((await buy(buyer, [{ productId: elsewhere.id, qty: 1 }], [otherStore.id])).statusCode).toBe(201);
  });

  it('gives the use back when an unpaid order is cancelled, not when a paid one is', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { price: 100_000, stock: 10 });
    const v = await create(seller, { quota: 1 });
    await claim(buyer, v.id);
    const first = await buy(buyer, [{ productId: p.id, qty: 1 }], [v.id]);
    expect(first.statusCode, first.body).toBe(201);
    const orderId = first.json<{ data: Placed }>().data.orders[0]?.id;
    const cancel = await call('PATCH', `/transaction/${orderId}/status`, buyer.token, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const used = async () =>
      (
        await db.query<{ v: number; c: number }>(
          `SELECT v.used_count AS v, c.used_count AS c FROM store_vouchers v JOIN voucher_claims c ON c.voucher_id = v.id
          WHERE v.id = $1`,
          [v.id],
        )
      )[0];
    expect(await used()).toEqual({ v: 0, c: 0 });
    const again = await buy(buyer, [{ productId: p.id, qty: 1 }], [v.id]);
    expect(again.statusCode, again.body).toBe(201);
    const placed = again.json<{ data: Placed }>().data;
    expect((await call('POST', `/payment/${placed.payment.id}/simulate`, buyer.token)).statusCode).toBe(200);
    const paidCancel = await call('PATCH', `/transaction/${placed.orders[0]?.id}/status`, buyer.token, {
      status: 'cancelled',
    });
    expect(paidCancel.statusCode, paidCancel.body).toBe(200);
    expect(await used()).toEqual({ v: 1, c: 1 });
  });

  it('describes its endpoints in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/seller/vouchers',
        '/api/v1/seller/vouchers/{id}',
        '/api/v1/store/{sellerId}/vouchers',
        '/api/v1/vouchers/{id}/claim',
        '/api/v1/vouchers/checkout',
      ]),
    );
  });

  it('uses a voucher with a quota of 7 exactly 7 times under 100 parallel checkouts', async () => {
    const seller = await createSeller(db);
    const QUOTA = 7;
    const v = await create(seller, { quota: QUOTA, value: 10_000 });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 100; i += 1) {
      const buyer = await createCustomer(db);
      // Products of their own, so the checkouts meet only at the voucher's row.
      const p = await createProduct(db, seller.id, { price: 100_000, stock: 5 });
      await fillCart(db, buyer.id, [{ productId: p.id, qty: 1 }]);
      await db.query('INSERT INTO voucher_claims (voucher_id, user_id) VALUES ($1, $2)', [v.id, buyer.id]);
      buyers.push(buyer);
    }
    const answers = await Promise.all(
      buyers.map((buyer) => postCheckout(app, buyer.token, checkoutBody({ vouchers: [v.id] }))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(QUOTA);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const [row] = await db.query<{ used_count: number; orders: number }>(
      `SELECT used_count, (SELECT count(*)::int FROM orders WHERE voucher_id = $1) AS orders
         FROM store_vouchers WHERE id = $1`,
      [v.id],
    );
    expect(row).toEqual({ used_count: QUOTA, orders: QUOTA });
  });
});
