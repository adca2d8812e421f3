import type { Courier, OrderDetail, OrderStatus, OrderSummary } from '@rima/shared/api/orders';

export type OrderShippingMethod = OrderSummary['shipping_method'];
/** The address book entry as it was at checkout. */
export type ShipTo = NonNullable<OrderDetail['ship_to']>;
import type { Queryable } from '../../db/client';

export type OrderRow = {
  id: number;
  payment_id: number;
  buyer_id: number;
  seller_id: number;
  store_name: string;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  shipping_method: OrderShippingMethod;
  coupon_code: string | null;
  shipping_service: string | null;
  shipping_service_name: string | null;
  eta_min_days: number | null;
  eta_max_days: number | null;
  assembly_fee: number;
  ship_to: ShipTo | null;
  name: string;
  address: string;
  phone_code: string;
  phone: string;
  email: string;
  tracking_number: string | null;
  courier: Courier | null;
  cancel_reason: string | null;
  created_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
  /** The day the store promised to ship by ('YYYY-MM-DD', WIB); null without a promise. */
  ship_by: string | null;
  shipped_at: Date | null;
  /** The store voucher used on the order (docs/decisions/054) */
  voucher_id: number | null;
  voucher_code: string | null;
  voucher_discount: number;
};

export type OrderItemRow = {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  price: number;
  qty: number;
  image_key: string | null;
  /** The variant bought and its options and SKU as they were (docs/decisions/038). */
  variant_id: number | null;
  variant_options: Record<string, string>;
  sku: string | null;
  /** the variant's option names in the product's order (null when the variant is unknown) */
  option_names: string[] | null;
  /** the product's English name today */
  name_en: string | null;
};

export type OrderEventRow = {
  id: number;
  order_id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_id: number | null;
  actor_role: 'buyer' | 'seller' | 'system' | 'operator';
  note: string | null;
  created_at: Date;
};

const orderColumns = `o.id, o.payment_id, o.buyer_id, o.seller_id, s.username AS store_name, o.status, o.subtotal,
  o.discount, o.shipping, o.total, o.shipping_method, o.coupon_code, o.name, o.address, o.phone_code, o.phone,
  o.email, o.tracking_number, o.courier, o.cancel_reason, o.created_at, o.updated_at, o.delivered_at,
  o.shipping_service, o.shipping_service_name, o.eta_min_days, o.eta_max_days, o.assembly_fee, o.ship_to,
  to_char(o.ship_by, 'YYYY-MM-DD') AS ship_by, o.shipped_at, o.voucher_id, o.voucher_code, o.voucher_discount`;
const fromOrders = 'FROM orders o JOIN users s ON s.id = o.seller_id';

export function createOrdersRepository() {
  return {
    async insertEvent(
      db: Queryable,
      e: {
        orderId: number;
        from: OrderStatus | null;
        to: OrderStatus;
        actorId: number | null;
        actorRole: 'buyer' | 'seller' | 'system' | 'operator';
        note: string | null;
        at: Date;
      },
    ): Promise<void> {
      await db.query(
        `INSERT INTO order_events (order_id, from_status, to_status, actor_id, actor_role, note, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [e.orderId, e.from, e.to, e.actorId, e.actorRole, e.note, e.at],
      );
    },

    /**
     * from → to only if the order is still in `from`: of concurrent callers exactly one gets the row back,
     * which is what makes "restore stock exactly once" true.
     */
    async updateStatus(
      db: Queryable,
      id: number,
      from: OrderStatus,
      to: OrderStatus,
      extra: { trackingNumber?: string | null; courier?: Courier | null; cancelReason?: string | null; now: Date },
    ): Promise<boolean> {
      const rows = await db.query(
        `UPDATE orders
            SET status = $3, updated_at = $4,
                tracking_number = COALESCE($5, tracking_number),
                cancel_reason = COALESCE($6, cancel_reason),
                courier = COALESCE($7, courier),
                delivered_at = CASE WHEN $3 = 'delivered' THEN $4 ELSE delivered_at END,
                shipped_at = CASE WHEN $3 = 'shipped' THEN $4 ELSE shipped_at END
          WHERE id = $1 AND status = $2 RETURNING id`,
        [id, from, to, extra.now, extra.trackingNumber ?? null, extra.cancelReason ?? null, extra.courier ?? null],
      );
      return rows.length > 0;
    },

    /**
     * A store's kept promises: of its orders that had to ship by now (shipped, or still unshipped or cancelled
     * unshipped after their ship-by day passed), how many shipped on or before it. Days are WIB days; an order
     * cancelled before its ship-by day counts neither way.
     */
    async onTimeStats(db: Queryable, sellerId: number, today: string): Promise<{ due: number; on_time: number }> {
      const [row] = await db.query<{ due: number; on_time: number }>(
        `SELECT count(*)::int AS due,
                count(*) FILTER (WHERE shipped_at IS NOT NULL
                                   AND (shipped_at AT TIME ZONE 'Asia/Jakarta')::date <= ship_by)::int AS on_time
           FROM orders
          WHERE seller_id = $1 AND ship_by IS NOT NULL
            AND (shipped_at IS NOT NULL
                 OR (status IN ('paid', 'processing') AND ship_by < $2::date)
                 OR (status = 'cancelled' AND (updated_at AT TIME ZONE 'Asia/Jakarta')::date > ship_by))`,
        [sellerId, today],
      );
      return row ?? { due: 0, on_time: 0 };
    },

    async findById(db: Queryable, id: number): Promise<OrderRow | undefined> {
      return (await db.query<OrderRow>(`SELECT ${orderColumns} ${fromOrders} WHERE o.id = $1`, [id]))[0];
    },

    /** A payment's orders, locked by id ascending (after the payment row: see payments.lockById). */
    async lockByPayment(db: Queryable, paymentId: number): Promise<OrderRow[]> {
      return db.query<OrderRow>(
        `SELECT ${orderColumns} ${fromOrders} WHERE o.payment_id = $1 ORDER BY o.id FOR UPDATE OF o`,
        [paymentId],
      );
    },

    async findByPayment(db: Queryable, paymentId: number): Promise<OrderRow[]> {
      return db.query<OrderRow>(`SELECT ${orderColumns} ${fromOrders} WHERE o.payment_id = $1 ORDER BY o.id`, [
        paymentId,
      ]);
    },

    async findMany(
      db: Queryable,
      filter: { buyerId?: number; sellerId?: number; statuses?: readonly OrderStatus[]; isSoldOut?: boolean },
    ): Promise<OrderRow[]> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.buyerId !== undefined) {
        params.push(filter.buyerId);
        where.push(`o.buyer_id = $${params.length}`);
      }
      if (filter.sellerId !== undefined) {
        params.push(filter.sellerId);
        where.push(`o.seller_id = $${params.length}`);
      }
      if (filter.statuses) {
        params.push([...filter.statuses]);
        where.push(`o.status = ANY($${params.length}::text[])`);
      }
      if (filter.isSoldOut) {
        where.push(`EXISTS (SELECT 1 FROM order_items oi JOIN products p ON p.id = oi.product_id
                             WHERE oi.order_id = o.id AND p.stock = 0)`);
      }
      return db.query<OrderRow>(
        `SELECT ${orderColumns} ${fromOrders} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY o.created_at DESC, o.id DESC LIMIT 500`,
        params,
      );
    },

    async findItems(db: Queryable, orderIds: readonly number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db.query<OrderItemRow>(
        `SELECT oi.id, oi.order_id, oi.product_id, oi.name, oi.price, oi.qty, ph.file_key AS image_key,
                oi.variant_id, oi.variant_options, oi.sku, v.option_names, p.name_en
           FROM order_items oi
           LEFT JOIN product_variants v ON v.id = oi.variant_id
           LEFT JOIN products p ON p.id = oi.product_id
           LEFT JOIN LATERAL (
             SELECT file_key FROM product_photos WHERE product_id = oi.product_id ORDER BY position LIMIT 1
           ) ph ON true
          WHERE oi.order_id = ANY($1::int[])
          ORDER BY oi.order_id, oi.id`,
        [[...orderIds]],
      );
    },

    async findEvents(db: Queryable, orderId: number): Promise<OrderEventRow[]> {
      return db.query<OrderEventRow>(
        `SELECT id, order_id, from_status, to_status, actor_id, actor_role, note, created_at
           FROM order_events WHERE order_id = $1 ORDER BY id`,
        [orderId],
      );
    },

    async findDueForCompletion(db: Queryable, deliveredBefore: Date, limit: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM orders WHERE status = 'delivered' AND delivered_at <= $1 ORDER BY delivered_at LIMIT $2`,
        [deliveredBefore, limit],
      );
      return rows.map((r) => r.id);
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
