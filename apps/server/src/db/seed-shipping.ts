import type { Queryable } from './client';
import { DEMO_STORES } from './seed-products';

/**
 * Shipping demo data (docs/decisions/017): where the demo stores ship from, their assembly prices, capacity
 * calendars and own delivery areas (each store's file under demo/), and an address book for each demo
 * customer. The national rate tables are reference data (migration 0052); packed sizes go in with the products.
 */

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

export async function seedShipping(
  tx: Queryable,
  sellerIds: readonly number[],
  customers: readonly { id: number; email: string; name: string; phone: string }[],
): Promise<void> {
  for (const [i, sellerId] of sellerIds.entries()) {
    const store = DEMO_STORES[i];
    if (!store) continue;
    const o = { ...store.area, street: store.street };
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
