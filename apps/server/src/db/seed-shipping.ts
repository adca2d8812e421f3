import type { Queryable } from './client';
import type { DemoProduct } from './seed-products';

/**
 * Shipping demo data (docs/decisions/017): where the demo stores ship from, their assembly prices, capacity
 * calendars and own delivery areas, the packed size of every demo product, and an address book for each demo
 * customer. The national rate tables are reference data (migration 0052).
 */
type StoreShippingDemo = {
  origin: { province: string; regency: string; district: string; village: string; postal: string; street: string };
  assembly: number | null;
  windows: { starts: string; ends: string; capacity: number }[];
  /** own delivery: city/regency code → price */
  own: [string, number][];
};

/** Indexed like the sellers of DEMO_USERS: Jati Living (Jepara), Rumah Rotan (Cirebon), Kayu Kita (Bantul). */
const STORES: StoreShippingDemo[] = [
  {
    origin: {
      province: '33',
      regency: '33.20',
      district: '33.20.11',
      village: '33.20.11.2001',
      postal: '59426',
      street: 'Jl. Raya Tahunan No. 18',
    },
    assembly: 250_000,
    windows: [
      { starts: '09:00', ends: '12:00', capacity: 3 },
      { starts: '13:00', ends: '17:00', capacity: 3 },
    ],
    own: [
      ['33.20', 75_000],
      ['33.19', 150_000],
      ['33.21', 150_000],
      ['33.74', 250_000],
    ],
  },
  {
    origin: {
      province: '32',
      regency: '32.09',
      district: '32.09.36',
      village: '32.09.36.2001',
      postal: '45154',
      street: 'Jl. Tegal Wangi No. 7',
    },
    assembly: null,
    windows: [{ starts: '10:00', ends: '15:00', capacity: 4 }],
    own: [
      ['32.09', 50_000],
      ['32.74', 50_000],
    ],
  },
  {
    origin: {
      province: '34',
      regency: '34.02',
      district: '34.02.15',
      village: '34.02.15.2001',
      postal: '55185',
      street: 'Jl. Parangtritis Km 5',
    },
    assembly: 150_000,
    windows: [
      { starts: '08:00', ends: '11:00', capacity: 2 },
      { starts: '12:00', ends: '15:00', capacity: 2 },
      { starts: '15:00', ends: '18:00', capacity: 2 },
    ],
    own: [
      ['34.02', 60_000],
      ['34.71', 80_000],
      ['34.04', 80_000],
    ],
  },
];

/** Customers' address books: budi (Jakarta Selatan, home and office), sari (Bandung). */
const ADDRESSES: Record<
  string,
  {
    label: string;
    province: string;
    regency: string;
    district: string;
    village: string;
    postal: string;
    street: string;
    details: string | null;
  }[]
> = {
  'customer@rima.test': [
    {
      label: 'Rumah',
      province: '31',
      regency: '31.74',
      district: '31.74.03',
      village: '31.74.03.1002',
      postal: '12730',
      street: 'Jl. Kemang Raya No. 21',
      details: 'Pagar hitam, dekat masjid',
    },
    {
      label: 'Kantor',
      province: '31',
      regency: '31.74',
      district: '31.74.02',
      village: '31.74.02.1001',
      postal: '12910',
      street: 'Jl. Jend. Sudirman Kav. 52-53',
      details: 'Lantai 12',
    },
  ],
  'customer2@rima.test': [
    {
      label: 'Rumah',
      province: '32',
      regency: '32.73',
      district: '32.73.02',
      village: '32.73.02.1004',
      postal: '40135',
      street: 'Jl. Dago No. 112',
      details: null,
    },
  ],
};

/** Pieces a store's own team carries in standing, blanket-wrapped (no crate): the box is the piece itself. */
const UNCRATED = new Set(['wardrobe', 'bookshelf', 'bed']);

/** The demo packed size: a crate 4 cm larger each way (UNCRATED: the piece itself), 10 % heavier. */
export function demoPacking(product: DemoProduct) {
  const f = product.facts;
  if (!f) return null;
  const pad = UNCRATED.has(product.kind) ? 0 : 4;
  const isBulky = Math.max(f.width, f.depth, f.height) >= 100 || f.weight >= 25;
  return {
    width: f.width + pad,
    depth: f.depth + pad,
    height: f.height + pad,
    weight: Math.round(f.weight * 1.1 * 10) / 10,
    isBulky,
  };
}

export async function seedShipping(
  tx: Queryable,
  sellerIds: readonly number[],
  customers: readonly { id: number; email: string; name: string; phone: string }[],
  products: readonly { id: number; demo: DemoProduct }[],
): Promise<void> {
  for (const [i, sellerId] of sellerIds.entries()) {
    const store = STORES[i];
    if (!store) continue;
    const o = store.origin;
    await tx.query(
      `INSERT INTO store_shipping (seller_id, province_code, regency_code, district_code, village_code, postal_code,
                                   street, assembly_price, working_days, lead_days, horizon_days)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{1,2,3,4,5,6}', 2, 21)`,
      [sellerId, o.province, o.regency, o.district, o.village, o.postal, o.street, store.assembly],
    );
    for (const w of store.windows) {
      await tx.query('INSERT INTO delivery_windows (seller_id, starts_at, ends_at, capacity) VALUES ($1, $2, $3, $4)', [
        sellerId,
        w.starts,
        w.ends,
        w.capacity,
      ]);
    }
    for (const [regency, price] of store.own) {
      await tx.query(
        `INSERT INTO shipping_rates (service_code, seller_id, dest_province, dest_regency, bands, eta_min_days, eta_max_days)
         VALUES ('own', $1, split_part($2, '.', 1), $2, $3, 1, 2)`,
        [sellerId, regency, JSON.stringify([{ up_to_kg: null, base: price, per_kg: 0 }])],
      );
    }
  }
  for (const { id, demo } of products) {
    const packed = demoPacking(demo);
    if (!packed) continue;
    await tx.query(
      `UPDATE products SET packed_width_cm = $2, packed_depth_cm = $3, packed_height_cm = $4, packed_weight_kg = $5,
              is_bulky = $6 WHERE id = $1`,
      [id, packed.width, packed.depth, packed.height, packed.weight, packed.isBulky],
    );
  }
  for (const customer of customers) {
    for (const [n, a] of (ADDRESSES[customer.email] ?? []).entries()) {
      await tx.query(
        `INSERT INTO addresses (user_id, label, recipient, phone, province_code, regency_code, district_code,
                                village_code, postal_code, street, details, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          customer.id,
          a.label,
          customer.name,
          customer.phone.replace(/^0/, ''),
          a.province,
          a.regency,
          a.district,
          a.village,
          a.postal,
          a.street,
          a.details,
          n === 0,
        ],
      );
    }
  }
}
