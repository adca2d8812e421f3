import type { Queryable } from '../../db/client';

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

export type StoreShippingRow = {
  seller_id: number;
  store_name: string;
  province_code: string | null;
  province_name: string | null;
  regency_code: string | null;
  regency_name: string | null;
  district_code: string | null;
  district_name: string | null;
  village_code: string | null;
  village_name: string | null;
  postal_code: string | null;
  street: string | null;
  assembly_price: number | null;
  working_days: number[];
  lead_days: number;
  horizon_days: number;
};

export type WindowRow = {
  id: number;
  seller_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  is_active: boolean;
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

export type BookingRow = {
  id: number;
  order_id: number;
  seller_id: number;
  window_id: number;
  date: string;
  starts_at: string;
  ends_at: string;
  assembly: boolean;
  status: 'active' | 'released';
};

export type RescheduleRow = {
  id: number;
  order_id: number;
  requested_by: 'buyer' | 'seller';
  window_id: number;
  date: string;
  starts_at: string;
  ends_at: string;
  note: string | null;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  created_at: Date;
};

const STORE_COLUMNS = `u.id AS seller_id, u.username AS store_name, s.province_code, p.name AS province_name,
  s.regency_code, r.name AS regency_name, s.district_code, d.name AS district_name, s.village_code,
  v.name AS village_name, s.postal_code, s.street, s.assembly_price,
  COALESCE(s.working_days, '{1,2,3,4,5,6}')::int[] AS working_days, COALESCE(s.lead_days, 2) AS lead_days,
  COALESCE(s.horizon_days, 21) AS horizon_days`;
const STORE_FROM = `FROM users u LEFT JOIN store_shipping s ON s.seller_id = u.id
  LEFT JOIN area_provinces p ON p.code = s.province_code LEFT JOIN area_regencies r ON r.code = s.regency_code
  LEFT JOIN area_districts d ON d.code = s.district_code LEFT JOIN area_villages v ON v.code = s.village_code`;
const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

/** SQL of issue 15's shipping tables (migration 0052). */
export function createShippingRepository() {
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

    async store(db: Queryable, sellerId: number): Promise<StoreShippingRow | undefined> {
      return (
        await db.query<StoreShippingRow>(
          `SELECT ${STORE_COLUMNS} ${STORE_FROM} WHERE u.id = $1 AND u.role = 'seller'`,
          [sellerId],
        )
      )[0];
    },

    async ensureStore(db: Queryable, sellerId: number): Promise<void> {
      // Also the row lock that serialises a store's settings changes.
      await db.query('INSERT INTO store_shipping (seller_id) VALUES ($1) ON CONFLICT (seller_id) DO NOTHING', [
        sellerId,
      ]);
      await db.query('SELECT seller_id FROM store_shipping WHERE seller_id = $1 FOR UPDATE', [sellerId]);
    },

    async updateStore(
      db: Queryable,
      sellerId: number,
      v: {
        origin?: {
          province_code: string;
          regency_code: string;
          district_code: string;
          village_code: string;
          postal_code: string;
          street: string;
        };
        assembly_price?: number | null;
        working_days?: number[];
        lead_days?: number;
        horizon_days?: number;
      },
    ): Promise<void> {
      const o = v.origin;
      await db.query(
        `UPDATE store_shipping SET
           province_code = CASE WHEN $2 THEN $3 ELSE province_code END,
           regency_code = CASE WHEN $2 THEN $4 ELSE regency_code END,
           district_code = CASE WHEN $2 THEN $5 ELSE district_code END,
           village_code = CASE WHEN $2 THEN $6 ELSE village_code END,
           postal_code = CASE WHEN $2 THEN $7 ELSE postal_code END,
           street = CASE WHEN $2 THEN $8 ELSE street END,
           assembly_price = CASE WHEN $9 THEN $10::int ELSE assembly_price END,
           working_days = COALESCE($11::smallint[], working_days),
           lead_days = COALESCE($12, lead_days),
           horizon_days = COALESCE($13, horizon_days),
           updated_at = now()
         WHERE seller_id = $1`,
        [
          sellerId,
          o !== undefined,
          o?.province_code ?? null,
          o?.regency_code ?? null,
          o?.district_code ?? null,
          o?.village_code ?? null,
          o?.postal_code ?? null,
          o?.street ?? null,
          v.assembly_price !== undefined,
          v.assembly_price ?? null,
          v.working_days ?? null,
          v.lead_days ?? null,
          v.horizon_days ?? null,
        ],
      );
    },

    windows: (db: Queryable, sellerId: number) =>
      db.query<WindowRow>(
        `SELECT id, seller_id, starts_at, ends_at, capacity, is_active FROM delivery_windows
          WHERE seller_id = $1 AND is_active ORDER BY starts_at, id`,
        [sellerId],
      ),

    /** Replaces the store's windows: listed ids are updated, new ones inserted, the rest retired. */
    async replaceWindows(
      db: Queryable,
      sellerId: number,
      windows: { id?: number; starts_at: string; ends_at: string; capacity: number }[],
    ): Promise<void> {
      const keep = windows.flatMap((w) => (w.id ? [w.id] : []));
      await db.query(
        'UPDATE delivery_windows SET is_active = false WHERE seller_id = $1 AND NOT (id = ANY($2::int[]))',
        [sellerId, keep],
      );
      for (const w of windows) {
        if (w.id) {
          await db.query(
            `UPDATE delivery_windows SET starts_at = $3, ends_at = $4, capacity = $5, is_active = true
              WHERE id = $1 AND seller_id = $2`,
            [w.id, sellerId, w.starts_at, w.ends_at, w.capacity],
          );
        } else {
          await db.query(
            'INSERT INTO delivery_windows (seller_id, starts_at, ends_at, capacity) VALUES ($1, $2, $3, $4)',
            [sellerId, w.starts_at, w.ends_at, w.capacity],
          );
        }
      }
    },

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

    productBoxes: (db: Queryable, productIds: readonly number[]) =>
      db.query<ProductBoxRow>(
        // real columns: rounded to a millimetre / 10 g so 75.3 does not come back as 75.30000305
        `SELECT id, seller_id, name, status, is_bulky,
                ${[
                  'width_cm',
                  'depth_cm',
                  'height_cm',
                  'weight_kg',
                  'packed_width_cm',
                  'packed_depth_cm',
                  'packed_height_cm',
                  'packed_weight_kg',
                ]
                  .map((c) => `round(${c}::numeric, 2)::float8 AS ${c}`)
                  .join(', ')}
           FROM products WHERE id = ANY($1::int[])`,
        [[...productIds]],
      ),

    /** Active bookings per window and day, for the slot calendar. */
    bookedCounts: (db: Queryable, sellerId: number, from: string, to: string) =>
      db.query<{ window_id: number; date: string; n: number }>(
        `SELECT window_id, ${day('date')} AS date, count(*)::int AS n FROM delivery_bookings
          WHERE seller_id = $1 AND status = 'active' AND date BETWEEN $2::date AND $3::date
          GROUP BY window_id, date`,
        [sellerId, from, to],
      ),

    /**
     * Locks delivery windows (id order, so two checkouts never deadlock): whoever holds a window's lock counts
     * its bookings and books, so a window is never overbooked.
     */
    lockWindows: (db: Queryable, ids: readonly number[]) =>
      db.query<WindowRow>(
        `SELECT id, seller_id, starts_at, ends_at, capacity, is_active FROM delivery_windows
          WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
        [[...ids]],
      ),

    async countActive(db: Queryable, windowId: number, date: string, exceptOrderId = 0): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM delivery_bookings
          WHERE window_id = $1 AND date = $2::date AND status = 'active' AND order_id <> $3`,
        [windowId, date, exceptOrderId],
      );
      return rows[0]?.n ?? 0;
    },

    async insertBooking(
      db: Queryable,
      b: { orderId: number; sellerId: number; window: WindowRow; date: string; assembly: boolean },
    ): Promise<void> {
      await db.query(
        `INSERT INTO delivery_bookings (order_id, seller_id, window_id, date, starts_at, ends_at, assembly)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7)`,
        [b.orderId, b.sellerId, b.window.id, b.date, b.window.starts_at, b.window.ends_at, b.assembly],
      );
    },

    /** Frees the order's slot (once: only an active booking changes). */
    async release(db: Queryable, orderId: number): Promise<void> {
      await db.query(
        "UPDATE delivery_bookings SET status = 'released', updated_at = now() WHERE order_id = $1 AND status = 'active'",
        [orderId],
      );
      await db.query(
        "UPDATE delivery_reschedules SET status = 'withdrawn', decided_at = now() WHERE order_id = $1 AND status = 'pending'",
        [orderId],
      );
    },

    bookings: (db: Queryable, orderIds: readonly number[]) =>
      db.query<BookingRow>(
        `SELECT id, order_id, seller_id, window_id, ${day('date')} AS date, starts_at, ends_at, assembly, status
           FROM delivery_bookings WHERE order_id = ANY($1::int[])`,
        [[...orderIds]],
      ),

    async moveBooking(db: Queryable, orderId: number, window: WindowRow, date: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE delivery_bookings SET window_id = $2, date = $3::date, starts_at = $4, ends_at = $5, updated_at = now()
          WHERE order_id = $1 AND status = 'active' RETURNING id`,
        [orderId, window.id, date, window.starts_at, window.ends_at],
      );
      return rows.length > 0;
    },

    /** The open request of an order, else its latest answered one. */
    async lastReschedule(db: Queryable, orderId: number, lock = false): Promise<RescheduleRow | undefined> {
      return (
        await db.query<RescheduleRow>(
          `SELECT rs.id, rs.order_id, rs.requested_by, rs.window_id, ${day('rs.date')} AS date, w.starts_at, w.ends_at,
                  rs.note, rs.status, rs.created_at
             FROM delivery_reschedules rs JOIN delivery_windows w ON w.id = rs.window_id
            WHERE rs.order_id = $1 ORDER BY (rs.status = 'pending') DESC, rs.id DESC LIMIT 1
            ${lock ? 'FOR UPDATE OF rs' : ''}`,
          [orderId],
        )
      )[0];
    },

    async insertReschedule(
      db: Queryable,
      r: { orderId: number; requestedBy: 'buyer' | 'seller'; windowId: number; date: string; note: string | null },
    ): Promise<number | undefined> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO delivery_reschedules (order_id, requested_by, window_id, date, note)
         VALUES ($1, $2, $3, $4::date, $5) ON CONFLICT (order_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
        [r.orderId, r.requestedBy, r.windowId, r.date, r.note],
      );
      return rows[0]?.id;
    },

    async closeReschedule(db: Queryable, id: number, status: 'accepted' | 'declined' | 'withdrawn'): Promise<boolean> {
      const rows = await db.query(
        "UPDATE delivery_reschedules SET status = $2, decided_at = now() WHERE id = $1 AND status = 'pending' RETURNING id",
        [id, status],
      );
      return rows.length > 0;
    },
  };
}
export type ShippingRepository = ReturnType<typeof createShippingRepository>;
