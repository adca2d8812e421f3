import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { postCheckout } from '../../../test/buying';
import { createCustomer, createProduct } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import { createCustomerWithAddress, createShippingStore, createSofa } from '../../../test/shipping-fixtures';

type Quote = { services: { code: string; name: string; price: number; eta_min_days: number; eta_max_days: number }[] };
type Slots = { days: { date: string; windows: { id: number; left: number }[] }[] };
type Order = {
  id: number;
  total: number;
  shipping: number;
  assembly_fee: number;
  shipping_method: string;
  service: { code: string } | null;
  delivery_slot: { date: string; window_id: number; assembly: boolean; status: string } | null;
};

const addToCart = (app: App, token: string, productId: number, qty = 1) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/cart/add',
    headers: { 'x-access-token': token },
    payload: { product_id: productId, qty },
  });

/** The first slot the checkout accepts for a sofa of the store by JNE JTR to Jakarta Selatan (every test's way). */
async function firstSlot(app: App, sellerId: number) {
  const [product] = await app.deps.db.query<{ id: number }>(
    'SELECT id FROM products WHERE seller_id = $1 ORDER BY id LIMIT 1',
    [sellerId],
  );
  const query = `seller_id=${sellerId}&service=jne-jtr&product_id=${product?.id ?? 0}&to=31.74`;
  const slots = (await app.inject({ method: 'GET', url: `/api/v1/shipping/slots?${query}` })).json<{
    data: Slots;
  }>().data;
  const day = slots.days[0];
  const window = day?.windows[0];
  if (!day || !window) throw new Error('no slot');
  return { date: day.date, window_id: window.id, left: window.left, days: slots.days };
}

describe('shipping by size and distance, delivery slots', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;

  it('quotes a sofa to "Kota Jakarta Selatan": only cargo carries it, cheapest first; a lamp goes by parcel too', async () => {
    const { seller } = await createShippingStore(app);
    const sofa = await createSofa(db, seller.id);
    const lamp = await createProduct(db, seller.id, { name: 'Lampu rotan' });
    await db.query('UPDATE products SET width_cm = 30, depth_cm = 30, height_cm = 50, weight_kg = 2 WHERE id = $1', [
      lamp.id,
    ]);
    const quote = async (q: string) => app.inject({ method: 'GET', url: `/api/v1/shipping/quote?${q}` });
    const res = await quote(`product_id=${sofa.id}&qty=1&to=Kota%20Jakarta%20Selatan`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Quote & { to: { code: string }; needs_slot: boolean } }>().data;
    expect(data.to.code).toBe('31.74');
    expect(data.needs_slot).toBe(true);
    // 225 × 95 × 90 / 4000 = 481 kg billable; Jawa Tengah → DKI is tier 1
    expect(data.services.map((s) => [s.code, s.price])).toEqual([
      ['jne-jtr', 481 * 4500],
      ['sicepat-gokil', 481 * 4800],
    ]);
    expect(data.services[0]).toMatchObject({ name: 'JNE JTR (trucking)', eta_min_days: 3, eta_max_days: 6 });
    // By code, and any case of the official name.
    const byCode = (await quote(`product_id=${sofa.id}&to=31.74`)).json<{ data: Quote }>().data;
    expect(byCode.services).toEqual(data.services);
    const upper = (await quote(`product_id=${sofa.id}&to=KOTA%20ADMINISTRASI%20JAKARTA%20SELATAN`)).json<{
      data: Quote;
    }>();
    expect(upper.data.services).toEqual(data.services);
    // A lamp: 30 × 30 × 50 / 6000 = 7.5 → 8 kg by parcel; the cargo minimum of 10 kg makes trucking dearer.
    const lampQuote = (await quote(`product_id=${lamp.id}&qty=1&to=31.74`)).json<{ data: Quote }>().data;
    expect(lampQuote.services.map((s) => s.code)).toEqual(
      ['sicepat-reg', 'jnt-ez', 'jne-jtr', 'sicepat-gokil', 'jne-reg'].sort(
        (a, b) =>
          (lampQuote.services.find((s) => s.code === a)?.price ?? 0) -
          (lampQuote.services.find((s) => s.code === b)?.price ?? 0),
      ),
    );
    expect(lampQuote.services.find((s) => s.code === 'jne-reg')?.price).toBe(8 * 14000);
    expect((await quote(`product_id=${sofa.id}&to=Atlantis`)).statusCode).toBe(404);
    const box = await app.inject({ method: 'GET', url: `/api/v1/product/${sofa.id}/shipping-box` });
    expect(box.json<{ data: object }>().data).toEqual({
      product_id: sofa.id,
      packed_width_cm: 225,
      packed_depth_cm: 95,
      packed_height_cm: 90,
      packed_weight_kg: 60,
      is_bulky: true,
    });
    expect((await quote(`product_id=999999&to=31.74`)).statusCode).toBe(404);
    expect((await quote(`product_id=${sofa.id}`)).statusCode).toBe(400);
  });

  it('checks out a sofa by cargo with a slot and assembly; a rate change later does not change the order', async () => {
    const { seller } = await createShippingStore(app);
    const sofa = await createSofa(db, seller.id);
    const { customer, addressId } = await createCustomerWithAddress(app);
    await addToCart(app, customer.token, sofa.id);
    // The cart prices the picked service and assembly for the address.
    const cart = await app.inject({
      method: 'GET',
      url: `/api/v1/cart?address_id=${addressId}&services=${seller.id}:jne-jtr&assembly=${seller.id}`,
      headers: { 'x-access-token': customer.token },
    });
    const priced = cart.json<{
      data: {
        total: number;
        shipping: number;
        delivery: { is_complete: boolean; stores: { needs_slot: boolean; services: { code: string }[] }[] };
      };
    }>().data;
    expect(priced.shipping).toBe(481 * 4500);
    expect(priced.total).toBe(8_500_000 + 481 * 4500 + 150_000);
    expect(priced.delivery.is_complete).toBe(true);
    expect(priced.delivery.stores[0]?.needs_slot).toBe(true);
    expect(priced.delivery.stores[0]?.services.map((s) => s.code)).toEqual(['jne-jtr', 'sicepat-gokil', 'pickup']);

    const slot = await firstSlot(app, seller.id);
    const res = await postCheckout(app, customer.token, {
      address_id: addressId,
      payment_method: 'bca',
      deliveries: [
        {
          seller_id: seller.id,
          service: 'jne-jtr',
          slot: { date: slot.date, window_id: slot.window_id },
          assembly: true,
        },
      ],
      // prices a client sends are ignored
      shipping_price: 1,
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json<{ data: { payment: { amount: number }; orders: Order[] } }>().data;
    const order = placed.orders[0];
    expect(order).toMatchObject({
      shipping_method: 'courier',
      shipping: 481 * 4500,
      assembly_fee: 150_000,
      total: 8_500_000 + 481 * 4500 + 150_000,
      service: { code: 'jne-jtr' },
      delivery_slot: { date: slot.date, window_id: slot.window_id, assembly: true, status: 'active' },
    });
    expect(placed.payment.amount).toBe(order?.total);
    // The seller's order page shows the slot, and where it goes.
    const seen = await app.inject({
      method: 'GET',
      url: `/api/v1/transaction/${order?.id}`,
      headers: { 'x-access-token': seller.token },
    });
    expect(seen.json<{ data: Order & { ship_to: { regency: string } } }>().data).toMatchObject({
      delivery_slot: { date: slot.date, assembly: true },
      ship_to: { regency: 'Kota Administrasi Jakarta Selatan' },
    });
    // The slot counts against the window.
    expect((await firstSlot(app, seller.id)).left).toBe(slot.left - 1);
    // An operator raises the rates: the order keeps what it was charged; new quotes change.
    await db.query(
      `UPDATE shipping_rates SET bands = '[{"up_to_kg": null, "base": 0, "per_kg": 9000}]' WHERE service_code = 'jne-jtr'`,
    );
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/transaction/${order?.id}`,
      headers: { 'x-access-token': customer.token },
    });
    expect(after.json<{ data: Order }>().data).toMatchObject({ shipping: 481 * 4500, total: order?.total });
    const newQuote = await app.inject({ method: 'GET', url: `/api/v1/shipping/quote?product_id=${sofa.id}&to=31.74` });
    expect(newQuote.json<{ data: Quote }>().data.services.find((s) => s.code === 'jne-jtr')?.price).toBe(481 * 9000);
    await db.query(`UPDATE shipping_rates SET bands = '[{"up_to_kg": 10, "base": 45000, "per_kg": 0}, {"up_to_kg": null, "base": 0, "per_kg": 4500}]'
                     WHERE service_code = 'jne-jtr' AND origin_province = '33' AND dest_province = '31'`);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('answers 400 for a service that cannot carry the item, a missing slot or assembly not offered; 404 for another address', async () => {
    const { seller } = await createShippingStore(app);
    const sofa = await createSofa(db, seller.id);
    const { customer, addressId } = await createCustomerWithAddress(app);
    await addToCart(app, customer.token, sofa.id);
    const slot = await firstSlot(app, seller.id);
    const body = (delivery: object) => ({
      address_id: addressId,
      payment_method: 'bca',
      deliveries: [{ seller_id: seller.id, ...delivery }],
    });
    const parcel = await postCheckout(app, customer.token, body({ service: 'jne-reg', slot }));
    expect(parcel.statusCode).toBe(400);
    expect(parcel.json<{ message: string }>().message).toContain('JNE REG takes parcels up to 150 cm');
    // The English message stays; its key and parameters let the web app say it in Indonesian.
    expect(parcel.json()).toMatchObject({
      key: 'serviceLongestSide',
      params: { service: 'JNE REG', cm: 150, store: expect.any(String) as string },
    });
    const noSlot = await postCheckout(app, customer.token, body({ service: 'jne-jtr' }));
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json()).toMatchObject({ key: 'slotNeeded' });
    expect((await postCheckout(app, customer.token, body({ service: 'pickup', assembly: true }))).statusCode).toBe(400);
    expect(
      (
        await postCheckout(
          app,
          customer.token,
          body({ service: 'jne-jtr', slot: { date: '2020-01-01', window_id: slot.window_id } }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await postCheckout(app, customer.token, { address_id: addressId, payment_method: 'bca', deliveries: [] }))
        .statusCode,
    ).toBe(400);
    const other = await createCustomerWithAddress(app);
    expect(
      (await postCheckout(app, customer.token, { ...body({ service: 'jne-jtr', slot }), address_id: other.addressId }))
        .statusCode,
    ).toBe(404);
    // Nothing was taken: stock and slots as before.
    const [row] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [sofa.id]);
    expect(row?.stock).toBe(50);
    expect((await firstSlot(app, seller.id)).left).toBe(slot.left);
  });

  it('30 concurrent checkouts for a window with capacity 3: exactly 3 get it, the others 409; an expired payment frees its slot', async () => {
    const { seller } = await createShippingStore(app, { capacity: 3 });
    // One sofa each: only the window is shared, so the window's lock is what decides.
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const sofa = await createSofa(db, seller.id, { stock: 1 });
        const buyer = await createCustomerWithAddress(app);
        await addToCart(app, buyer.customer.token, sofa.id);
        return buyer;
      }),
    );
    const slot = await firstSlot(app, seller.id);
    expect(slot.left).toBe(3);
    const results = await Promise.all(
      buyers.map(({ customer, addressId }) =>
        postCheckout(app, customer.token, {
          address_id: addressId,
          payment_method: 'bca',
          deliveries: [
            { seller_id: seller.id, service: 'jne-jtr', slot: { date: slot.date, window_id: slot.window_id } },
          ],
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(27);
    expect(results.find((r) => r.statusCode === 409)?.json<{ message: string }>().message).toContain('is full');
    const [booked] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM delivery_bookings WHERE window_id = $1 AND date = $2 AND status = 'active'",
      [slot.window_id, slot.date],
    );
    expect(booked?.n).toBe(3);
    expect((await firstSlot(app, seller.id)).left).toBe(0);

    // The payments are never paid: after 24 hours the expiry job cancels them and frees the slots.
    await app.deps.orderJobs.runOnce(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect((await firstSlot(app, seller.id)).left).toBe(3);
    const loser = buyers[codes.indexOf(409)];
    if (!loser) throw new Error('no loser');
    const retry = await postCheckout(app, loser.customer.token, {
      address_id: loser.addressId,
      payment_method: 'bca',
      deliveries: [{ seller_id: seller.id, service: 'jne-jtr', slot: { date: slot.date, window_id: slot.window_id } }],
    });
    expect(retry.statusCode).toBe(201);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('moves a slot when one side asks and the other accepts; a cancel releases it', async () => {
    const { seller } = await createShippingStore(app);
    const sofa = await createSofa(db, seller.id);
    const { customer, addressId } = await createCustomerWithAddress(app);
    await addToCart(app, customer.token, sofa.id);
    const slot = await firstSlot(app, seller.id);
    const placed = await postCheckout(app, customer.token, {
      address_id: addressId,
      payment_method: 'bca',
      deliveries: [{ seller_id: seller.id, service: 'jne-jtr', slot: { date: slot.date, window_id: slot.window_id } }],
    });
    const orderId = placed.json<{ data: { orders: Order[] } }>().data.orders[0]?.id ?? 0;
    const next = slot.days[1]?.date ?? '';
    const ask = await app.inject({
      method: 'POST',
      url: `/api/v1/delivery/${orderId}/reschedule`,
      headers: { 'x-access-token': customer.token },
      payload: { date: next, window_id: slot.window_id, note: 'Saya di luar kota' },
    });
    expect(ask.statusCode).toBe(201);
    expect(ask.json<{ data: { requested_by: string; status: string } }>().data).toMatchObject({
      requested_by: 'buyer',
      status: 'pending',
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/delivery/${orderId}/reschedule`,
      headers: { 'x-access-token': customer.token },
      payload: { date: next, window_id: slot.window_id },
    });
    expect(again.statusCode).toBe(409);
    const answer = (token: string, action: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/delivery/${orderId}/reschedule`,
        headers: { 'x-access-token': token },
        payload: { action },
      });
    expect((await answer(customer.token, 'accept')).statusCode).toBe(403); // the asker does not accept
    const stranger = await createCustomer(db);
    expect((await answer(stranger.token, 'accept')).statusCode).toBe(404);
    const accepted = await answer(seller.token, 'accept');
    expect(accepted.statusCode).toBe(200);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/transaction/${orderId}`,
      headers: { 'x-access-token': seller.token },
    });
    expect(detail.json<{ data: Order & { reschedule: { status: string } } }>().data).toMatchObject({
      delivery_slot: { date: next, status: 'active' },
      reschedule: { status: 'accepted' },
    });
    // The buyer cancels: the slot is released.
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/v1/transaction/${orderId}/status`,
      headers: { 'x-access-token': customer.token },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ data: Order }>().data.delivery_slot?.status).toBe('released');
  });

  it('lets a seller set the origin, calendar and own delivery; customers and visitors cannot', async () => {
    const { seller } = await createShippingStore(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/seller/shipping',
      headers: { 'x-access-token': seller.token },
      payload: { own_delivery: [{ regency_code: '33.20', price: 50_000, eta_min_days: 1, eta_max_days: 2 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json<{ data: { origin: { regency: { name: string } }; own_delivery: { price: number }[] } }>().data,
    ).toMatchObject({
      origin: { regency: { name: 'Kabupaten Jepara' } },
      own_delivery: [{ regency: { code: '33.20', name: 'Kabupaten Jepara' }, price: 50_000 }],
    });
    const sofa = await createSofa(db, seller.id);
    const local = await app.inject({
      method: 'GET',
      url: `/api/v1/shipping/quote?product_id=${sofa.id}&to=Kabupaten%20Jepara`,
    });
    const services = local.json<{ data: Quote }>().data.services;
    expect(services[0]).toMatchObject({ code: 'own', price: 50_000, eta_min_days: 1, eta_max_days: 2 });
    const customer = await createCustomer(db);
    const patch = { assembly_price: 1 };
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/seller/shipping',
          headers: { 'x-access-token': customer.token },
          payload: patch,
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: '/api/v1/seller/shipping', payload: patch })).statusCode).toBe(
      401,
    );
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/v1/seller/shipping',
      headers: { 'x-access-token': seller.token },
      payload: {
        origin: {
          province_code: '31',
          regency_code: '33.20',
          district_code: '33.20.11',
          village_code: '33.20.11.2001',
          postal_code: '59426',
          street: 'Jl. X 1',
        },
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});
