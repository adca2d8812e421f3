import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutAddress as address } from '../../../test/buying';
import { createCustomer, createProduct } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import {
  app,
  body,
  call,
  checkout,
  db,
  fillCart,
  paidOrder,
  seller,
  seller2,
  setStatus,
  startOrdersApp,
  stockOf,
  type Created,
  type Detail,
  type Method,
} from './orders.test-helpers';

beforeAll(startOrdersApp);

describe('order state machine', () => {
  it('runs paid → processing → shipped → delivered → completed with a timeline', async () => {
    const { buyer, orderId } = await paidOrder();
    expect((await setStatus(seller.token, orderId, { status: 'processing' })).statusCode).toBe(200);
    expect((await setStatus(seller.token, orderId, { status: 'shipped' })).statusCode).toBe(400); // no tracking number
    expect((await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'JNE123' })).statusCode).toBe(
      200,
    );
    expect((await setStatus(seller.token, orderId, { status: 'delivered' })).statusCode).toBe(200);
    const done = await setStatus(buyer.token, orderId, { status: 'completed', note: 'Thanks' });
    expect(done.statusCode).toBe(200);
    const timeline = done.json<Detail>().data.timeline;
    expect(timeline.map((e) => e.to)).toEqual([
      'awaiting_payment',
      'paid',
      'processing',
      'shipped',
      'delivered',
      'completed',
    ]);
    expect(timeline.map((e) => e.actor_role)).toEqual(['buyer', 'system', 'seller', 'seller', 'seller', 'buyer']);
  });

  it('records the courier with the tracking number, and shows it to the buyer', async () => {
    const { buyer, orderId } = await paidOrder();
    await setStatus(seller.token, orderId, { status: 'processing' });
    const wrong = await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'X', courier: 'dhl' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/courier must be one of/);
    const shipped = await setStatus(seller.token, orderId, {
      status: 'shipped',
      tracking_number: 'SCP123',
      courier: 'sicepat',
    });
    expect(shipped.statusCode).toBe(200);
    const seen = (await call('GET', `/transaction/${orderId}`, buyer.token)).json<{
      data: { courier: string | null; tracking_number: string; timeline: { note: string | null }[] };
    }>().data;
    expect(seen).toMatchObject({ courier: 'sicepat', tracking_number: 'SCP123' });
    expect(seen.timeline.at(-1)?.note).toBe('SiCepat, tracking number SCP123');

    // an old client ships without a courier: it stays empty
    const other = await paidOrder();
    await setStatus(seller.token, other.orderId, { status: 'processing' });
    const old = await setStatus(seller.token, other.orderId, { status: 'shipped', tracking_number: 'JNE1' });
    expect(old.json<{ data: { courier: string | null } }>().data.courier).toBeNull();
  });

  it('answers 409 for illegal transitions and 403 for the wrong actor', async () => {
    const { buyer, orderId } = await paidOrder();
    expect((await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'X1' })).statusCode).toBe(409);
    expect((await setStatus(seller.token, orderId, { status: 'delivered' })).statusCode).toBe(409);
    expect((await setStatus(buyer.token, orderId, { status: 'completed' })).statusCode).toBe(409);
    expect((await setStatus(buyer.token, orderId, { status: 'processing' })).statusCode).toBe(403);
    expect((await setStatus(seller.token, orderId, { status: 'completed' })).statusCode).toBe(403);
    expect((await setStatus(buyer.token, orderId, { status: 'paid' })).statusCode).toBe(403);
    await setStatus(seller.token, orderId, { status: 'processing' });
    // The buyer may cancel only before processing.
    expect((await setStatus(buyer.token, orderId, { status: 'cancelled' })).statusCode).toBe(409);
    // The seller needs a reason.
    expect((await setStatus(seller.token, orderId, { status: 'cancelled' })).statusCode).toBe(400);
    expect((await setStatus(seller.token, orderId, { status: 'cancelled', note: 'Damaged' })).statusCode).toBe(200);
    expect((await setStatus(seller.token, orderId, { status: 'processing' })).statusCode).toBe(409);
  });

  it('restores stock exactly once when 50 cancels race', async () => {
    const { buyer, orderId, product } = await paidOrder(3, 10);
    expect(await stockOf(product.id)).toEqual({ stock: 7, sold: 3 });
    const codes = (
      await Promise.all(Array.from({ length: 50 }, () => setStatus(buyer.token, orderId, { status: 'cancelled' })))
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await stockOf(product.id)).toEqual({ stock: 10, sold: 0 });
    expect(await checkInvariants(db)).toEqual([]);
  });
});

describe('scheduled jobs', () => {
  it('expires an unpaid payment after 24 hours: orders cancelled, stock restored once', async () => {
    const buyer = await createCustomer(db);
    const p = await createProduct(db, seller.id, { stock: 5 });
    await fillCart(buyer.id, [{ productId: p.id, qty: 2 }]);
    const created = (await checkout(buyer.token)).json<Created>().data;
    expect(await stockOf(p.id)).toMatchObject({ stock: 3 });
    const jobs = app.deps.orderJobs;
    await jobs.expireUnpaidPayments(new Date(Date.now() + 23 * 3600_000));
    expect(await stockOf(p.id)).toMatchObject({ stock: 3 });
    const later = new Date(Date.now() + 25 * 3600_000);
    await Promise.all([jobs.expireUnpaidPayments(later), jobs.expireUnpaidPayments(later)]);
    await jobs.expireUnpaidPayments(later);
    expect(await stockOf(p.id)).toEqual({ stock: 5, sold: 0 });
    const detail = (await call('GET', `/transaction/${created.orders[0]?.id}`, buyer.token)).json<Detail>();
    expect(detail.data.status).toBe('cancelled');
    expect(detail.data.timeline.at(-1)?.actor_role).toBe('system');
    expect((await call('POST', `/payment/${created.payment.id}/simulate`, buyer.token)).statusCode).toBe(409);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('completes delivered orders after 7 days', async () => {
    const { buyer, orderId } = await paidOrder();
    await setStatus(seller.token, orderId, { status: 'processing' });
    await setStatus(seller.token, orderId, { status: 'shipped', tracking_number: 'JNE9' });
    await setStatus(seller.token, orderId, { status: 'delivered' });
    await app.deps.orderJobs.completeDeliveredOrders(new Date(Date.now() + 6 * 86400_000));
    expect((await call('GET', `/transaction/${orderId}`, buyer.token)).json<Detail>().data.status).toBe('delivered');
    await app.deps.orderJobs.completeDeliveredOrders(new Date(Date.now() + 8 * 86400_000));
    expect((await call('GET', `/transaction/${orderId}`, buyer.token)).json<Detail>().data.status).toBe('completed');
  });
});

describe('listing, tracking and access', () => {
  it('shows a seller only their own store orders, with archive and sold-out filters', async () => {
    const { orderId, product } = await paidOrder(1, 1); // sells the product out
    const mine = (await call('GET', '/transaction/history-seller', seller.token)).json<{
      data: { id: number; seller_id: number }[];
    }>();
    expect(mine.data.map((o) => o.id)).toContain(orderId);
    expect(mine.data.every((o) => o.seller_id === seller.id)).toBe(true);
    const theirs = (await call('GET', '/transaction/history-seller', seller2.token)).json<{ data: { id: number }[] }>();
    expect(theirs.data.map((o) => o.id)).not.toContain(orderId);
    const soldOut = (await call('GET', '/transaction/history-seller?filter=soldout', seller.token)).json<{
      data: { id: number }[];
    }>();
    expect(soldOut.data.map((o) => o.id)).toContain(orderId);
    const archive = (await call('GET', '/transaction/history-seller?filter=archive', seller.token)).json<{
      data: { id: number }[];
    }>();
    expect(archive.data.map((o) => o.id)).not.toContain(orderId);
    expect(await stockOf(product.id)).toMatchObject({ stock: 0 });
  });

  it("lists a buyer's orders by tab", async () => {
    const { buyer, orderId } = await paidOrder();
    const packed = (await call('GET', '/transaction?tab=packed', buyer.token)).json<{ data: { id: number }[] }>();
    expect(packed.data.map((o) => o.id)).toEqual([orderId]);
    const waiting = (await call('GET', '/transaction?status=awaiting_payment', buyer.token)).json<{
      data: unknown[];
    }>();
    expect(waiting.data).toEqual([]);
  });

  it('tracks an order by id and billing e-mail for a guest; a wrong pair is 404 like a missing order', async () => {
    const { buyer, orderId } = await paidOrder();
    const ok = await call(
      'GET',
      `/order/track?order_id=${orderId}&email=${encodeURIComponent(buyer.email.toUpperCase())}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: { timeline: unknown[] } }>().data.timeline).toHaveLength(2);
    expect(ok.body).not.toContain(address.address);
    const wrong = await call('GET', `/order/track?order_id=${orderId}&email=someone@example.com`);
    const missing = await call('GET', `/order/track?order_id=99999999&email=${encodeURIComponent(buyer.email)}`);
    expect(wrong.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(wrong.json<{ message: string }>().message).toBe('Order not found');
    expect(missing.json<{ message: string }>().message).toBe('Order not found');
  });

  it('answers 401 anonymous, 403 wrong role, 404 for someone else on every endpoint', async () => {
    const { buyer, orderId, paymentId } = await paidOrder();
    const stranger = await createCustomer(db);
    const otherSeller = seller2;
    const endpoints: [Method, string, object?][] = [
      ['POST', '/transaction/create', body()],
      ['GET', '/transaction'],
      ['GET', '/transaction/history-seller'],
      ['GET', `/transaction/${orderId}`],
      ['PATCH', `/transaction/${orderId}/status`, { status: 'cancelled' }],
      ['GET', `/payment/${paymentId}`],
      ['POST', `/payment/${paymentId}/simulate`],
      ['POST', `/payment/${paymentId}/card`, { card_number: '4111111111111111', exp: '12/39', cvc: '123' }],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Wrong role.
    expect(
      (await call('POST', '/transaction/create', seller.token, body(), { 'idempotency-key': 'k' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/transaction', seller.token)).statusCode).toBe(403);
    expect((await call('GET', '/transaction/history-seller', buyer.token)).statusCode).toBe(403);
    expect((await call('GET', `/payment/${paymentId}`, seller.token)).statusCode).toBe(403);
    expect((await call('POST', `/payment/${paymentId}/simulate`, seller.token)).statusCode).toBe(403);
    // Someone else's order or payment.
    expect((await call('GET', `/transaction/${orderId}`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/transaction/${orderId}`, otherSeller.token)).statusCode).toBe(404);
    expect((await setStatus(otherSeller.token, orderId, { status: 'processing' })).statusCode).toBe(404);
    expect((await setStatus(stranger.token, orderId, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await call('GET', `/payment/${paymentId}`, stranger.token)).statusCode).toBe(404);
    // The order's seller sees the buyer's address and phone.
    const asSeller = await call('GET', `/transaction/${orderId}`, seller.token);
    expect(asSeller.json<{ data: { address: string; phone: string } }>().data).toMatchObject({
      address: address.address,
      phone: address.phone,
    });
  });
});

describe('API documentation', () => {
  it('documents the buying endpoints in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/cart',
        '/api/v1/transaction/create',
        '/api/v1/order/track',
        '/api/v1/payment/{id}/card',
      ]),
    );
  });
});
