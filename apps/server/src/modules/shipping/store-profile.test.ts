import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreProfile } from '@rima/shared/api/seller-center';
import { buildTestApp } from '../../../test/build-test-app';
import { fillCart } from '../../../test/buying';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { createShippingStore } from '../../../test/shipping-fixtures';

type Envelope<T> = { data: T; errors?: { field: string }[] };
// Wednesday 2 December 2026, 10:00 WIB (the clock fakes Date only)
const WEDNESDAY = '2026-12-02T03:00:00Z';

describe('store profile: opening hours, holiday mode, the city', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(WEDNESDAY));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const patch = (token: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/v1/seller/store-profile', headers: { 'x-access-token': token }, payload });

  it('closes the store for its holiday: products stay listed, checkout and slots move past it', async () => {
    const { seller } = await createShippingStore(app, { workingDays: [1, 2, 3, 4, 5, 6] });
    const product = await createProduct(db, seller.id);
    const before = (await app.inject({ method: 'GET', url: `/api/v1/shipping/slots?seller_id=${seller.id}` })).json<
      Envelope<{ ship_by: string }>
    >().data;
    expect(before.ship_by).toBe('2026-12-03');

    const saved = await patch(seller.token, {
      opens_at: '08:00',
      closes_at: '17:00',
      holiday: { from: '2026-12-02', until: '2026-12-05', note: 'Libur keluarga' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Saturday 5 closed, Sunday not a working day: Monday 7 December
    expect(saved.json<Envelope<StoreProfile>>().data).toMatchObject({
      opens_at: '08:00',
      closes_at: '17:00',
      holiday: { from: '2026-12-02', until: '2026-12-05', note: 'Libur keluarga', reopens_on: '2026-12-07' },
      is_closed: true,
      city: 'Jepara',
    });

    // the store's shelf is unchanged and says when it reopens
    const store = (await app.inject({ method: 'GET', url: `/api/v1/store/${seller.id}` })).json<
      Envelope<{ city: string; holiday: { reopens_on: string }; products: { dataCount: number } }>
    >().data;
    expect(store).toMatchObject({ city: 'Jepara', holiday: { reopens_on: '2026-12-07' }, products: { dataCount: 1 } });
    // the lead day counts from the reopening: one working day after Monday's start
    const after = (await app.inject({ method: 'GET', url: `/api/v1/shipping/slots?seller_id=${seller.id}` })).json<
      Envelope<{ ship_by: string }>
    >().data;
    expect(after.ship_by).toBe('2026-12-07');
    // a shopper's cart names the closed store and its reopening day
    const shopper = await createCustomer(db);
    await fillCart(db, shopper.id, [{ productId: product.id, qty: 1 }]);
    const cart = (
      await app.inject({ method: 'GET', url: '/api/v1/cart', headers: { 'x-access-token': shopper.token } })
    ).json<Envelope<{ store_holidays: { seller_id: number; reopens_on: string; is_closed: boolean }[] }>>().data;
    expect(cart.store_holidays).toEqual([
      expect.objectContaining({ seller_id: seller.id, reopens_on: '2026-12-07', is_closed: true }),
    ]);
    // the seller's own closed-dates list is not filled with the holiday's days
    const settings = (
      await app.inject({ method: 'GET', url: '/api/v1/seller/shipping', headers: { 'x-access-token': seller.token } })
    ).json<Envelope<{ holidays: string[] }>>().data;
    expect(settings.holidays).toEqual([]);

    // open again
    const reopened = await patch(seller.token, { holiday: null });
    expect(reopened.json<Envelope<StoreProfile>>().data).toMatchObject({ holiday: null, is_closed: false });
  });

  it('answers 400 naming the field for bad hours and holidays, 401 and 403 for others', async () => {
    const seller = await createSeller(db);
    const bad = async (payload: object, field: string) => {
      const res = await patch(seller.token, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Envelope<null>>().errors?.map((e) => e.field)).toContain(field);
    };
    await bad({ opens_at: '25:00' }, 'opens_at');
    await bad({ opens_at: '17:00', closes_at: '08:00' }, 'closes_at');
    await bad({ holiday: { from: '2026-12-10', until: '2026-12-01' } }, 'holiday.until');
    await bad({ holiday: { from: '2026-02-30', until: '2026-03-01' } }, 'holiday.from');
    await bad({ holiday: { from: '2026-12-01', until: '2026-12-02', note: 'x'.repeat(201) } }, 'holiday.note');
    expect((await app.inject({ method: 'GET', url: '/api/v1/seller/store-profile' })).statusCode).toBe(401);
    const customer = await createCustomer(db);
    expect((await patch(customer.token, { opens_at: '08:00' })).statusCode).toBe(403);
    // a store without shipping settings yet gets them made
    const fresh = await patch(seller.token, { opens_at: '09:00' });
    expect(fresh.json<Envelope<StoreProfile>>().data).toMatchObject({ opens_at: '09:00', city: null, holiday: null });
  });
});
