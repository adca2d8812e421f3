import type { Queryable } from '../../db/client';

/** A product's or variant's size and weight, and (packed_…) its parcel's. */
const SIZE_COLUMNS = ['width_cm', 'depth_cm', 'height_cm', 'weight_kg'];
/** Real columns rounded to a millimetre / 10 g, so 75.3 does not come back as 75.30000305. */
const roundedSql = (columns: readonly string[]) =>
  columns.map((c) => `round(${c}::numeric, 2)::float8 AS ${c}`).join(', ');

export type ServiceRow = {
  code: string;
  name: string;
  kind: 'parcel' | 'cargo' | 'own';
  max_side_cm: number | null;
  max_sum_cm: number | null;
  max_weight_kg: number | null;
};

export type StoredBand = { up_to_kg: number | null; base: number; per_kg: number };
export type RateRecord = {
  service_code: string;
  seller_id: number | null;
  dest_regency: string | null;
  bands: StoredBand[];
  eta_min_days: number;
  eta_max_days: number;
};

export type VariantBoxRow = {
  id: number;
  product_id: number;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
};

export type ProductBoxRow = {
  id: number;
  seller_id: number;
  name: string;
  status: string;
  is_bulky: boolean;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  packed_width_cm: number | null;
  packed_depth_cm: number | null;
  packed_height_cm: number | null;
  packed_weight_kg: number | null;
};

/** Courier services and rate tables (national and the store's own areas), and the products' boxes they price. */
export function createShippingRatesRepository() {
  return {
    services: (db: Queryable) =>
      db.query<ServiceRow>(
        'SELECT code, name, kind, max_side_cm, max_sum_cm, max_weight_kg FROM shipping_services ORDER BY position',
      ),

    /** National routes from the origin province, and the store's own routes, into one destination province. */
    rates: (db: Queryable, originProvince: string, destProvince: string, sellerId: number) =>
      db.query<RateRecord>(
        `SELECT service_code, seller_id, dest_regency, bands, eta_min_days, eta_max_days FROM shipping_rates
          WHERE dest_province = $2
            AND ((seller_id IS NULL AND origin_province = $1) OR seller_id = $3)`,
        [originProvince, destProvince, sellerId],
      ),

    ownAreas: (db: Queryable, sellerId: number) =>
      db.query<{
        regency_code: string;
        regency_name: string;
        bands: StoredBand[];
        eta_min_days: number;
        eta_max_days: number;
      }>(
        `SELECT sr.dest_regency AS regency_code, r.name AS regency_name, sr.bands, sr.eta_min_days, sr.eta_max_days
           FROM shipping_rates sr JOIN area_regencies r ON r.code = sr.dest_regency
          WHERE sr.seller_id = $1 AND sr.service_code = 'own' ORDER BY r.name`,
        [sellerId],
      ),

    async replaceOwnAreas(
      db: Queryable,
      sellerId: number,
      areas: {
        regency_code: string;
        province_code: string;
        price: number;
        eta_min_days: number;
        eta_max_days: number;
      }[],
    ): Promise<void> {
      await db.query("DELETE FROM shipping_rates WHERE seller_id = $1 AND service_code = 'own'", [sellerId]);
      for (const a of areas) {
        await db.query(
          `INSERT INTO shipping_rates (service_code, seller_id, dest_province, dest_regency, bands, eta_min_days, eta_max_days)
           VALUES ('own', $1, $2, $3, $4, $5, $6)`,
          [
            sellerId,
            a.province_code,
            a.regency_code,
            JSON.stringify([{ up_to_kg: null, base: a.price, per_kg: 0 }]),
            a.eta_min_days,
            a.eta_max_days,
          ],
        );
      }
    },

    /** Variants' own sizes (null where the variant has none: the product's holds), live ones only. */
    variantBoxes: (db: Queryable, variantIds: readonly number[]) =>
      db.query<VariantBoxRow>(
        `SELECT id, product_id, ${roundedSql(SIZE_COLUMNS)}
           FROM product_variants WHERE id = ANY($1::int[]) AND archived_at IS NULL`,
        [[...variantIds]],
      ),

    productBoxes: (db: Queryable, productIds: readonly number[]) =>
      db.query<ProductBoxRow>(
        `SELECT id, seller_id, name, status, is_bulky, ${roundedSql(SIZE_COLUMNS)},
                ${roundedSql(SIZE_COLUMNS.map((c) => `packed_${c}`))}
           FROM products WHERE id = ANY($1::int[])`,
        [[...productIds]],
      ),
  };
}
