import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { postCheckout } from '../../../test/buying';
import { checkInvariants } from '../../../test/invariants';
import { createCustomerWithAddress, createShippingStore, createSofa } from '../../../test/shipping-fixtures';

type Slots = {
  days: { date: string; windows: { id: number; left: number }[] }[];
  ship_by: string;
  earliest_date: string;
  service: string | null;
  transit_max_days: number | null;
};
type Order = {
  id: number;
  status: string;
  ship_by: string | null;
  shipped_at: string | null;
  late: boolean;
  actions: string[];
  refund: { amount: number } | null;
  total: number;
};
type Envelope<T> = { statusCode: number; message: string; key?: string; data: T; errors?: { field: string }[] };

// The clock is faked (Date only: timers, the database and the HTTP stack keep real time).
const at = (iso: string) => vi.setSystemTime(new Date(iso));
// Saturday 28 November 2026, 10:00 WIB: the order.
const SATURDAY = '2026-11-28T03:00:00Z';

describe('delivery promises: the earliest slot, the slot at checkout, delivered, late shipments', async () => {
  const app: App = await buildTestApp();
  const { db } = app.deps;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(SATURDAY);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  /** A Mon–Sat store in Jepara with lead time 2 (the demo's default calendar) and a bulky sofa. */
  async function store() {
    const { seller } = await createShippingStore(app, { workingDays: [1, 2, 3, 4, 5, 6] });
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/v1/seller/shipping',
      headers: { 'x-access-token': seller.token },
      payload: { lead_days: 2, horizon_days: 21 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const sofa = await createSofa(db, seller.id);
    return { seller, sofa };
  }

  const slots = async (query: string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/shipping/slots?${query}`,
      headers: token ? { 'x-access-token': token } : {},
    });
  const slotsData = async (query: string, token?: string) => {
    const res = await slots(query, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<Slots>>().data;
  };
  const order = async (id: number, token: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/transaction/${id}`, headers: { 'x-access-token': token } })).json<
      Envelope<Order>
    >().data;
  const setStatus = (id: number, token: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/transaction/${id}/status`,
      headers: { 'x-access-token': token },
      payload,
    });

  async function buySofa(s: Awaited<ReturnType<typeof store>>, date: string) {
    const { customer, addressId } = await createCustomerWithAddress(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: { 'x-access-token': customer.token },
      payload: { product_id: s.sofa.id, qty: 1 },
    });
    const windowId = (await slotsData(`seller_id=${s.seller.id}`)).days[0]?.windows[0]?.id ?? 0;
    const res = await postCheckout(app, customer.token, {
      address_id: addressId,
      payment_method: 'bca',
      deliveries: [{ seller_id: s.seller.id, service: 'jne-jtr', slot: { date, window_id: windowId } }],
    });
    return { customer, addressId, res };
  }

  async function pay(res: { json: <T>() => T }, token: string) {
    const paymentId = res.json<Envelope<{ payment: { id: number } }>>().data.payment.id;
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/payment/${paymentId}/simulate`,
      headers: { 'x-access-token': token },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  it('slots start after the lead time and the service’s longest transit to the address, in working days', async () => {
    const s = await store();
    const { customer, addressId } = await createCustomerWithAddress(app);
    // Lead time only (the old answer's query): Tue 1 Dec, never Monday 30 Nov (lead is in working days now).
    const plain = await slotsData(`seller_id=${s.seller.id}`);
    expect(plain).toMatchObject({ ship_by: '2026-12-01', earliest_date: '2026-12-01', service: null });
    // JNE JTR Jepara → Jakarta Selatan takes up to 6 days: ship by Tue 1, then Wed 2 … Sat 5, Mon 7, Tue 8.
    const promised = await slotsData(
      `seller_id=${s.seller.id}&product_id=${s.sofa.id}&address_id=${addressId}&service=jne-jtr`,
      customer.token,
    );
    expect(promised).toMatchObject({ ship_by: '2026-12-01', earliest_date: '2026-12-08', transit_max_days: 6 });
    expect(promised.days[0]?.date).toBe('2026-12-08');
    expect(promised.days.map((d) => d.date)).not.toContain('2026-11-30');
    // The same by city/regency, as the quote takes it.
    const byName = await slotsData(
      `seller_id=${s.seller.id}&product_id=${s.sofa.id}&to=Kota%20Jakarta%20Selatan&service=jne-jtr`,
    );
    expect(byName.days[0]?.date).toBe('2026-12-08');
  });

  it('a store’s holidays are skipped by the lead time, the transit and the days offered', async () => {
    const s = await store();
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/v1/seller/shipping',
      headers: { 'x-access-token': s.seller.token },
      payload: { holidays: ['2026-12-01', '2026-12-09', '2026-12-01'] },
    });
    expect(patch.json<Envelope<{ holidays: string[] }>>().data.holidays).toEqual(['2026-12-01', '2026-12-09']);
    const promised = await slotsData(`seller_id=${s.seller.id}&product_id=${s.sofa.id}&to=31.74&service=jne-jtr`);
    // lead: Mon 30 (1), Tue 1 closed, Wed 2 (2); transit 6: Thu 3 … Sat 5, Mon 7, Tue 8, Wed 9 closed, Thu 10
    expect(promised).toMatchObject({ ship_by: '2026-12-02', earliest_date: '2026-12-10' });
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/seller/shipping',
          headers: { 'x-access-token': s.seller.token },
          payload: { holidays: ['2026-02-30'] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers bad slot queries with a 4xx naming the field', async () => {
    const s = await store();
    const { addressId } = await createCustomerWithAddress(app);
    const other = await store();
    const field = async (query: string) => {
      const res = await slots(query);
      expect(res.statusCode, query).toBe(400);
      return res.json<Envelope<unknown>>().errors?.[0]?.field;
    };
    expect(await field(`seller_id=${s.seller.id}&service=jne-jtr&to=31.74`)).toBe('product_id');
    expect(await field(`seller_id=${s.seller.id}&service=jne-jtr&product_id=${s.sofa.id}`)).toBe('address_id');
    expect(await field(`seller_id=${s.seller.id}&service=jne-jtr&product_id=${other.sofa.id}&to=31.74`)).toBe(
      'product_id',
    );
    // a parcel service cannot carry the sofa
    expect(await field(`seller_id=${s.seller.id}&service=jne-reg&product_id=${s.sofa.id}&to=31.74`)).toBe('service');
    expect(
      (await slots(`seller_id=${s.seller.id}&service=jne-jtr&product_id=${s.sofa.id}&address_id=${addressId}`))
        .statusCode,
    ).toBe(401);
    expect((await slots(`seller_id=${s.seller.id}&service=BAD!&product_id=${s.sofa.id}&to=31.74`)).statusCode).toBe(
      400,
    );
    expect(
      (await slots(`seller_id=${s.seller.id}&service=jne-jtr&product_id=${s.sofa.id}&to=Atlantis`)).statusCode,
    ).toBe(404);
  });

  it('the checkout refuses a slot before the promise (400 naming the field) and keeps the ship-by day', async () => {
    const s = await store();
    const early = await buySofa(s, '2026-11-30');
    expect(early.res.statusCode).toBe(400);
    const refused = early.res.json<Envelope<unknown>>();
    expect(refused.errors?.[0]?.field).toBe('deliveries.0.slot.date');
    expect(refused.message).toMatch(/pick a delivery day from 2026-12-08/);
    expect((await buySofa(s, '2026-12-07')).res.statusCode).toBe(400);
    const ok = await buySofa(s, '2026-12-08');
    expect(ok.res.statusCode, ok.res.body).toBe(201);
    const placed = ok.res.json<Envelope<{ orders: Order[] }>>().data.orders[0];
    expect(placed).toMatchObject({ ship_by: '2026-12-01', shipped_at: null, late: false });
    // Moving the slot keeps the promise too.
    const windowId = (await slotsData(`seller_id=${s.seller.id}`)).days[0]?.windows[0]?.id ?? 0;
    const move = (date: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/delivery/${placed?.id ?? 0}/reschedule`,
        headers: { 'x-access-token': ok.customer.token },
        payload: { date, window_id: windowId },
      });
    const tooEarly = await move('2026-12-02');
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json<Envelope<unknown>>().errors?.[0]?.field).toBe('date');
    expect((await move('2026-12-09')).statusCode).toBe(201);
  });

  it('a seller cannot mark delivered before shipping, nor before the slot’s day', async () => {
    at(SATURDAY);
    const s = await store();
    const { customer, res } = await buySofa(s, '2026-12-08');
    await pay(res, customer.token);
    const id = res.json<Envelope<{ orders: Order[] }>>().data.orders[0]?.id ?? 0;
    expect((await setStatus(id, s.seller.token, { status: 'processing' })).statusCode).toBe(200);
    const early = await setStatus(id, s.seller.token, { status: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json<Envelope<unknown>>().message).toMatch(/cannot become|processing/i);
    expect((await setStatus(id, s.seller.token, { status: 'shipped', tracking_number: 'JTR123' })).statusCode).toBe(
      200,
    );
    const beforeSlot = await setStatus(id, s.seller.token, { status: 'delivered' });
    expect(beforeSlot.statusCode).toBe(409);
    expect(beforeSlot.json<Envelope<unknown>>()).toMatchObject({ key: 'deliveredBeforeSlot' });
    expect(beforeSlot.json<Envelope<unknown>>().message).toMatch(/2026-12-08/);
    at('2026-12-07T16:30:00Z'); // 23:30 WIB on Monday 7 December: still before the slot's day
    expect((await setStatus(id, s.seller.token, { status: 'delivered' })).statusCode).toBe(409);
    at('2026-12-08T02:00:00Z'); // 09:00 WIB on the day
    expect((await setStatus(id, s.seller.token, { status: 'delivered' })).statusCode).toBe(200);
    const shipped = await order(id, customer.token);
    expect(shipped).toMatchObject({ status: 'delivered', late: false });
    at(SATURDAY);
  });

  it('a late shipment is flagged to the buyer, who may cancel with a full refund; the store’s on-time rate drops', async () => {
    at(SATURDAY);
    const s = await store();
    // One order shipped on time.
    const onTime = await buySofa(s, '2026-12-08');
    await pay(onTime.res, onTime.customer.token);
    const onTimeId = onTime.res.json<Envelope<{ orders: Order[] }>>().data.orders[0]?.id ?? 0;
    await setStatus(onTimeId, s.seller.token, { status: 'processing' });
    at('2026-12-01T09:00:00Z'); // 16:00 WIB on the ship-by day
    expect((await setStatus(onTimeId, s.seller.token, { status: 'shipped', tracking_number: 'A1' })).statusCode).toBe(
      200,
    );
    // One left in processing past its ship-by day.
    at(SATURDAY);
    const late = await buySofa(s, '2026-12-09');
    await pay(late.res, late.customer.token);
    const lateId = late.res.json<Envelope<{ orders: Order[] }>>().data.orders[0]?.id ?? 0;
    await setStatus(lateId, s.seller.token, { status: 'processing' });
    expect((await order(lateId, late.customer.token)).actions).not.toContain('cancelled');
    expect((await setStatus(lateId, late.customer.token, { status: 'cancelled' })).statusCode).toBe(409);

    at('2026-12-01T17:30:00Z'); // 00:30 WIB on Wednesday 2 December: the ship-by day has passed
    const flagged = await order(lateId, late.customer.token);
    expect(flagged).toMatchObject({ status: 'processing', ship_by: '2026-12-01', late: true });
    expect(flagged.actions).toContain('cancelled');
    const storeAnswer = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/store/${s.seller.id}` })).json<
        Envelope<{ on_time_rate: number | null; on_time_due: number }>
      >().data;
    expect(await storeAnswer()).toMatchObject({ on_time_rate: 0.5, on_time_due: 2 });

    const cancelled = await setStatus(lateId, late.customer.token, { status: 'cancelled', note: 'Terlambat' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await order(lateId, late.customer.token);
    expect(after.status).toBe('cancelled');
    expect(after.refund?.amount).toBe(after.total);
    // the late cancellation still counts against the store
    expect(await storeAnswer()).toMatchObject({ on_time_rate: 0.5, on_time_due: 2 });
    await app.deps.orderJobs.processRefunds(new Date());
    expect(await checkInvariants(db)).toEqual([]);

    // Shipped late: flagged, no longer cancellable by the buyer.
    at(SATURDAY);
    const slow = await buySofa(s, '2026-12-10');
    await pay(slow.res, slow.customer.token);
    const slowId = slow.res.json<Envelope<{ orders: Order[] }>>().data.orders[0]?.id ?? 0;
    await setStatus(slowId, s.seller.token, { status: 'processing' });
    at('2026-12-03T03:00:00Z');
    await setStatus(slowId, s.seller.token, { status: 'shipped', tracking_number: 'B2' });
    const slowOrder = await order(slowId, slow.customer.token);
    expect(slowOrder).toMatchObject({ late: true, status: 'shipped' });
    expect(slowOrder.actions).not.toContain('cancelled');
    expect(await storeAnswer()).toMatchObject({ on_time_rate: 0.333, on_time_due: 3 });
    at(SATURDAY);
  });

  it('a new store has no on-time rate yet', async () => {
    const s = await store();
    const data = (await app.inject({ method: 'GET', url: `/api/v1/store/${s.seller.id}` })).json<
      Envelope<{ on_time_rate: number | null; on_time_due: number }>
    >().data;
    expect(data).toMatchObject({ on_time_rate: null, on_time_due: 0 });
  });
});
