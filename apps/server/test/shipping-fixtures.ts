import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { createProduct, createSeller, createCustomer } from './factories';

/** Official areas used by the tests: Jepara (origin) and Jakarta Selatan / Bandung (destinations). */
export const AREAS = {
  jepara: { province_code: '33', regency_code: '33.20', district_code: '33.20.11', village_code: '33.20.11.2001' },
  jaksel: { province_code: '31', regency_code: '31.74', district_code: '31.74.03', village_code: '31.74.03.1002' },
  bandung: { province_code: '32', regency_code: '32.73', district_code: '32.73.02', village_code: '32.73.02.1004' },
} as const;

export const addressBody = (area: keyof typeof AREAS = 'jaksel', over: object = {}) => ({
  label: 'Rumah',
  recipient: 'Budi Santoso',
  phone: '0812-3456-7890',
  ...AREAS[area],
  postal_code: '12730',
  street: 'Jl. Kemang Raya No. 21',
  details: 'Pagar hitam',
  ...over,
});

/** A seller with an origin in Jepara, assembly for IDR 150,000 and one window (09:00–12:00) of `capacity`. */
export async function createShippingStore(app: App, options: { capacity?: number; workingDays?: number[] } = {}) {
  const seller = await createSeller(app.deps.db);
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/v1/seller/shipping',
    headers: { 'x-access-token': seller.token },
    payload: {
      origin: { ...AREAS.jepara, postal_code: '59426', street: 'Jl. Raya Tahunan No. 18' },
      assembly_price: 150_000,
      working_days: options.workingDays ?? [1, 2, 3, 4, 5, 6, 7],
      lead_days: 1,
      horizon_days: 14,
      windows: [{ starts_at: '09:00', ends_at: '12:00', capacity: options.capacity ?? 3 }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`store settings: ${res.statusCode} ${res.body}`);
  const settings = res.json<{ data: { windows: { id: number }[] } }>().data;
  return { seller, windowId: settings.windows[0]?.id ?? 0 };
}

/** A bulky sofa (packed 225 × 95 × 90 cm, 60 kg): parcel services refuse it, cargo carries it. */
export async function createSofa(db: Db, sellerId: number, over: { stock?: number; price?: number } = {}) {
  const { id } = await createProduct(db, sellerId, {
    name: 'Sofa Jati 3 dudukan',
    stock: over.stock ?? 50,
    price: over.price ?? 8_500_000,
  });
  await db.query(
    `UPDATE products SET width_cm = 220, depth_cm = 92, height_cm = 84, weight_kg = 58, packed_width_cm = 225,
            packed_depth_cm = 95, packed_height_cm = 90, packed_weight_kg = 60, is_bulky = true WHERE id = $1`,
    [id],
  );
  return { id };
}

/** A customer with a default address in Jakarta Selatan. */
export async function createCustomerWithAddress(app: App) {
  const customer = await createCustomer(app.deps.db);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/addresses',
    headers: { 'x-access-token': customer.token },
    payload: addressBody(),
  });
  if (res.statusCode !== 201) throw new Error(`address: ${res.statusCode} ${res.body}`);
  return { customer, addressId: res.json<{ data: { id: number } }>().data.id };
}
