import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '@rima/shared/api/notifications';
import { createEventBus } from '../../events/bus';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { createLiveHub } from '../events/events.hub';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService, subscribeNotifications } from './notifications.service';

type Page = {
  data: {
    id: number;
    type: string;
    title: string;
    text: string;
    link: string;
    key: string | null;
    params: Record<string, unknown> | null;
    is_read: boolean;
  }[];
  dataCount: number;
  totalPage: number;
  unread: number;
};

describe('notifications', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const seller = await createSeller(db);
  const buyer = await createCustomer(db, { name: 'Budi' });
  const stranger = await createCustomer(db);
  const product = await createProduct(db, seller.id, { name: 'Teak bench' });

  // The same wiring app.ts does, on a bus the test can emit on.
  const events = createEventBus((error) => {
    throw error;
  });
  const service = createNotificationsService({ repo: createNotificationsRepository(db), live: createLiveHub() });
  subscribeNotifications(events, service);

  const call = (token: string | undefined, method: 'GET' | 'PATCH', url: string) =>
    app.inject({ method, url: `/api/v1${url}`, headers: token ? { 'x-access-token': token } : {} });
  const page = async (token: string, n = 1) =>
    (await call(token, 'GET', `/notification?page=${n}`)).json<{ data: Page }>().data;

  it('answers 401 on every endpoint without a token', async () => {
    for (const [method, url] of [
      ['GET', '/notification'],
      ['GET', '/notification/unread-count'],
      ['PATCH', '/notification/1/read'],
      ['PATCH', '/notification/read-all'],
    ] as const) {
      expect((await call(undefined, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('tells the seller of a new order, a payment, a cancellation by the buyer and a review', async () => {
    events.emit('order.created', { orderId: 41, buyerId: buyer.id, sellerId: seller.id, total: 1_250_000 });
    events.emit('payment.paid', { paymentId: 7, buyerId: buyer.id, orderIds: [41], sellerIds: [seller.id] });
    events.emit('order.status_changed', {
      orderId: 41,
      buyerId: buyer.id,
      sellerId: seller.id,
      from: 'paid',
      to: 'cancelled',
      actor: 'buyer',
      note: 'changed my mind',
    });
    events.emit('review.created', {
      reviewId: 1,
      productId: product.id,
      sellerId: seller.id,
      buyerId: buyer.id,
      star: 4,
    });
    await expect.poll(async () => (await page(seller.token)).data.length).toBe(4);
    const p = await page(seller.token);
    expect(p.data.map((n) => n.type).sort()).toEqual([
      'order.cancelled',
      'order.created',
      'payment.paid',
      'review.created',
    ]);
    expect(p.data.find((n) => n.type === 'order.created')).toMatchObject({
      title: 'New order',
      text: 'Budi placed order #41 (Rp1.250.000).',
      link: '/admin/my-order',
      is_read: false,
    });
    expect(p.data.find((n) => n.type === 'review.created')).toMatchObject({
      text: 'Budi gave Teak bench 4 stars.',
      link: `/product/detail/${product.id}#product-reviews`,
    });
    // The message's key and raw parameters, for the viewer's language; the English stays for old clients.
    expect(p.data.find((n) => n.type === 'order.created')).toMatchObject({
      key: 'orderCreated',
      params: { buyer: 'Budi', orderId: 41, total: 1_250_000 },
    });
    expect(p.data.find((n) => n.type === 'review.created')).toMatchObject({
      key: 'reviewCreated',
      params: { buyer: 'Budi', product: 'Teak bench', star: 4 },
    });
    expect(p.data.find((n) => n.type === 'order.cancelled')).toMatchObject({
      key: 'orderCancelledReason',
      params: { orderId: 41, reason: 'changed my mind' },
    });
    expect(p.unread).toBe(4);
  });

  it('tells the buyer of payment received and expired, shipping with the tracking number, delivery and a cancellation', async () => {
    const buyer = await createCustomer(db);
    events.emit('payment.paid', { paymentId: 7, buyerId: buyer.id, orderIds: [41], sellerIds: [seller.id] });
    events.emit('payment.expired', { paymentId: 8, buyerId: buyer.id, orderIds: [42], sellerIds: [seller.id] });
    events.emit('order.status_changed', {
      orderId: 41,
      buyerId: buyer.id,
      sellerId: seller.id,
      from: 'processing',
      to: 'shipped',
      actor: 'seller',
      trackingNumber: 'JNE123456',
    });
    events.emit('order.status_changed', {
      orderId: 41,
      buyerId: buyer.id,
      sellerId: seller.id,
      from: 'shipped',
      to: 'delivered',
      actor: 'seller',
    });
    events.emit('order.status_changed', {
      orderId: 43,
      buyerId: buyer.id,
      sellerId: seller.id,
      from: 'paid',
      to: 'cancelled',
      actor: 'seller',
      note: 'out of stock',
    });
    await expect.poll(async () => (await page(buyer.token)).data.length).toBe(5);
    const p = await page(buyer.token);
    expect(p.data.map((n) => n.type).sort()).toEqual([
      'order.cancelled',
      'order.delivered',
      'order.shipped',
      'payment.expired',
      'payment.paid',
    ]);
    expect(p.data.find((n) => n.type === 'order.shipped')).toMatchObject({ title: 'Order shipped', link: '/order/41' });
    expect(p.data.find((n) => n.type === 'order.shipped')?.text).toContain('JNE123456');
    expect(p.data.find((n) => n.type === 'order.cancelled')?.text).toContain('out of stock');
    expect(p.data.find((n) => n.type === 'order.shipped')).toMatchObject({
      key: 'orderShippedTracking',
      params: { orderId: 41, tracking: 'JNE123456' },
    });
    expect(p.data.find((n) => n.type === 'payment.paid')).toMatchObject({
      key: 'paymentReceived',
      params: { orders: '#41' },
    });
  });

  it('keeps one user’s notifications invisible to another, even by id', async () => {
    const p = await page(stranger.token);
    expect(p.data).toEqual([]);
    const someoneElses = (await page(buyer.token)).data[0]?.id;
    expect((await call(stranger.token, 'PATCH', `/notification/${someoneElses}/read`)).statusCode).toBe(404);
    expect((await page(buyer.token)).data[0]?.is_read).toBe(false);
  });

  it('lists newest first with real pages', async () => {
    const user = await createCustomer(db);
    for (let i = 1; i <= NOTIFICATIONS_PAGE_SIZE + 2; i += 1) {
      await db.query(
        `INSERT INTO notifications (user_id, type, title, text, created_at) VALUES ($1, 'test', $2, '', now() - make_interval(mins => $3))`,
        [user.id, `n${i}`, 100 - i],
      );
    }
    const first = await page(user.token, 1);
    expect(first).toMatchObject({ dataCount: NOTIFICATIONS_PAGE_SIZE + 2, totalPage: 2 });
    expect(first.data[0]?.title).toBe(`n${NOTIFICATIONS_PAGE_SIZE + 2}`);
    const second = await page(user.token, 2);
    expect(second.data.map((n) => n.title)).toEqual(['n2', 'n1']);
    // Rows stored before notifications had keys are shown as stored.
    expect(second.data[0]).toMatchObject({ key: null, params: null });
    expect((await call(user.token, 'GET', '/notification?page=0')).statusCode).toBe(400);
  });

  it('marks one and then all read, and counts the unread', async () => {
    const count = async () =>
      (await call(seller.token, 'GET', '/notification/unread-count')).json<{ data: { count: number } }>().data.count;
    const before = await count();
    expect(before).toBeGreaterThan(1);
    const id = (await page(seller.token)).data[0]?.id;
    const one = await call(seller.token, 'PATCH', `/notification/${id}/read`);
    expect(one.json()).toMatchObject({ data: { id, is_read: true } });
    expect(await count()).toBe(before - 1);
    const all = await call(seller.token, 'PATCH', '/notification/read-all');
    expect(all.json()).toMatchObject({ data: { updated: before - 1 } });
    expect(await count()).toBe(0);
    expect((await call(seller.token, 'PATCH', '/notification/999999/read')).statusCode).toBe(404);
  });
});
