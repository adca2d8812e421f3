import type { OriginBody } from '@rima/shared/api/shipping';
import type { Queryable } from '../../db/client';

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
  /** 'YYYY-MM-DD', ascending: the store's closed dates and every day of its holiday (what the calendar skips) */
  holidays: string[];
  /** the closed dates the seller listed, without the holiday's days */
  own_holidays: string[];
  /** the store profile: opening hours ('HH:MM') and the holiday ('YYYY-MM-DD', both days closed) */
  opens_at: string | null;
  closes_at: string | null;
  holiday_from: string | null;
  holiday_until: string | null;
  holiday_note: string | null;
};

export type WindowRow = {
  id: number;
  seller_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  is_active: boolean;
};

const STORE_COLUMNS = `u.id AS seller_id, u.username AS store_name, s.province_code, p.name AS province_name,
  s.regency_code, r.name AS regency_name, s.district_code, d.name AS district_name, s.village_code,
  v.name AS village_name, s.postal_code, s.street, s.assembly_price,
  COALESCE(s.working_days, '{1,2,3,4,5,6}')::int[] AS working_days, COALESCE(s.lead_days, 2) AS lead_days,
  COALESCE(s.horizon_days, 21) AS horizon_days,
  COALESCE((SELECT array_agg(DISTINCT to_char(h, 'YYYY-MM-DD') ORDER BY to_char(h, 'YYYY-MM-DD'))
              FROM (SELECT unnest(s.holidays) AS h UNION ALL
                    SELECT generate_series(s.holiday_from, s.holiday_until, interval '1 day')::date) hs),
           '{}')::text[] AS holidays,
  COALESCE((SELECT array_agg(to_char(h, 'YYYY-MM-DD') ORDER BY h) FROM unnest(s.holidays) h), '{}')::text[] AS own_holidays,
  s.opens_at, s.closes_at, to_char(s.holiday_from, 'YYYY-MM-DD') AS holiday_from,
  to_char(s.holiday_until, 'YYYY-MM-DD') AS holiday_until, s.holiday_note`;
const STORE_FROM = `FROM users u LEFT JOIN store_shipping s ON s.seller_id = u.id
  LEFT JOIN area_provinces p ON p.code = s.province_code LEFT JOIN area_regencies r ON r.code = s.regency_code
  LEFT JOIN area_districts d ON d.code = s.district_code LEFT JOIN area_villages v ON v.code = s.village_code`;

/** A store's shipping settings (origin, assembly price, calendar) and its delivery windows. */
export function createStoreShippingRepository() {
  return {
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
        origin?: OriginBody;
        assembly_price?: number | null;
        working_days?: number[];
        lead_days?: number;
        horizon_days?: number;
        holidays?: string[];
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
           holidays = COALESCE($14::date[], holidays),
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
          v.holidays ?? null,
        ],
      );
    },

    /** Opening hours and the holiday; a field left undefined keeps its value (null clears it). */
    async updateProfile(
      db: Queryable,
      sellerId: number,
      v: {
        opens_at?: string | null;
        closes_at?: string | null;
        holiday?: { from: string; until: string; note: string } | null;
      },
    ): Promise<void> {
      await db.query(
        `UPDATE store_shipping SET
           opens_at = CASE WHEN $2 THEN $3 ELSE opens_at END,
           closes_at = CASE WHEN $4 THEN $5 ELSE closes_at END,
           holiday_from = CASE WHEN $6 THEN $7::date ELSE holiday_from END,
           holiday_until = CASE WHEN $6 THEN $8::date ELSE holiday_until END,
           holiday_note = CASE WHEN $6 THEN $9 ELSE holiday_note END,
           updated_at = now()
         WHERE seller_id = $1`,
        [
          sellerId,
          v.opens_at !== undefined,
          v.opens_at ?? null,
          v.closes_at !== undefined,
          v.closes_at ?? null,
          v.holiday !== undefined,
          v.holiday?.from ?? null,
          v.holiday?.until ?? null,
          v.holiday?.note ?? null,
        ],
      );
    },

    /** The stores among `sellerIds` on holiday on or after `today`, with the store's working days. */
    holidays: (db: Queryable, sellerIds: readonly number[], today: string) =>
      db.query<{
        seller_id: number;
        store_name: string;
        from: string;
        until: string;
        note: string;
        working_days: number[];
        own_holidays: string[];
      }>(
        `SELECT s.seller_id, u.username AS store_name, to_char(s.holiday_from, 'YYYY-MM-DD') AS "from",
                to_char(s.holiday_until, 'YYYY-MM-DD') AS until, coalesce(s.holiday_note, '') AS note,
                s.working_days::int[] AS working_days,
                COALESCE((SELECT array_agg(to_char(h, 'YYYY-MM-DD')) FROM unnest(s.holidays) h), '{}')::text[]
                  AS own_holidays
           FROM store_shipping s JOIN users u ON u.id = s.seller_id
          WHERE s.seller_id = ANY($1::int[]) AND s.holiday_until >= $2::date
          ORDER BY s.seller_id`,
        [[...sellerIds], today],
      ),

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
  };
}
