import type { Queryable } from '../../db/client';
import type { WindowRow } from './store-shipping.repository';

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

const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

/** Delivery bookings of orders in a store's windows, and requests to move them. */
export function createDeliverySlotsRepository() {
  return {
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
