import type { Queryable, Transaction } from '../../db/client';
import { prepared } from '../../db/prepared';
import { LIVE_SESSION_SQL, type LiveSessionRow } from '../../http/auth';
import { clearCartCouponSql, removeBoughtLinesSql } from '../cart/cart.checkout-sql';
import { CHECKOUT_PAYMENT_COLUMNS, insertPaymentSql } from '../payments/payments.checkout-sql';
import type { PaymentRow } from '../payments/payments.repository';
import type { StoredInstructions } from '../payments/provider';
import { lineVariantJoinSql, takeStockScript } from '../products/products.stock-sql';
import type { OrderItemRow, OrderRow, OrderShippingMethod, ShipTo } from './orders.repository';

/**
 * The checkout's own statements (docs/decisions/020): each one does what used to take several round trips,
 * so a checkout waits for few turns of a busy event loop and holds its connection briefly. They write the
 * orders' tables and compose the other owners' SQL: the products module's stock take, the payments module's
 * insert, the cart module's removal of the bought lines (docs/decisions/031).
 */

/** A cart line with its product and variant as they are now (read without a lock). */
export type CartLine = {
  cart_item_id: number;
  product_id: number;
  variant_id: number;
  variant_options: Record<string, string>;
  sku: string | null;
  qty: number;
  name: string;
  /** the variant's price and stock; stock 0 when the variant was retired */
  price: number;
  stock: number;
  status: string;
  seller_id: number;
  store_name: string;
  image_key: string | null;
};

/** An Idempotency-Key as stored: the answer is there (status_code) once its checkout committed. */
export type StoredKey = { request_hash: string; status_code: number | null; response: unknown };
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** One store's order, as the checkout decided it. */
export type OrderToPlace = {
  sellerId: number;
  subtotal: number;
  discount: number;
  shipping: number;
  assemblyFee: number;
  total: number;
  shippingMethod: OrderShippingMethod;
  couponCode: string | null;
  /** The store voucher used on this order and the rupiah it took off (goods or shipping) */
  voucher: { voucherId: number; code: string; discount: number } | null;
  service: { code: string; name: string; eta_min_days: number; eta_max_days: number } | null;
  shipTo: ShipTo | null;
  /** The day the store promised to ship by ('YYYY-MM-DD'); null without a promise (pickup, old clients). */
  shipBy: string | null;
  lines: readonly {
    product_id: number;
    variant_id: number;
    variant_options: Record<string, string>;
    sku: string | null;
    name: string;
    price: number;
    qty: number;
  }[];
};

export type CheckoutToPlace = {
  buyerId: number;
  email: string;
  recipient: { name: string; address: string; phone_code: string; phone: string };
  payment: {
    method: string;
    provider: string;
    amount: number;
    vaNumber: string | null;
    expiresAt: Date;
    providerRef: string;
    instructions: StoredInstructions;
  };
  orders: readonly OrderToPlace[];
  /** The cart rows bought, with the quantities read (they are deleted, and the cart's coupon is cleared). */
  cartItems: readonly { id: number; qty: number }[];
  at: Date;
};

export type PlacedCheckout = { payment: PaymentRow; orders: (OrderRow & { items: OrderItemRow[] })[] };

/** The payment's columns ride along on every order row under this prefix (no order column starts with it). */
const PAYMENT_PREFIX = 'payment__';
const ORDER_COLUMNS = `id, payment_id, buyer_id, seller_id, status, subtotal, discount, shipping, total, shipping_method,
  coupon_code, name, address, phone_code, phone, email, tracking_number, courier, cancel_reason, created_at, updated_at,
  delivered_at, shipping_service, shipping_service_name, eta_min_days, eta_max_days, assembly_fee, ship_to,
  to_char(ship_by, 'YYYY-MM-DD') AS ship_by, shipped_at, voucher_id, voucher_code, voucher_discount`;

type ReadRow = { key_hash: string | null; key_status: number | null; key_response: unknown } & Nullable<CartLine>;

/**
 * The live session of the token ($1–$3, LIVE_SESSION_SQL), the key ($4) as stored and the cart's lines of the
 * session's user: one row per line, or one row without a line, or no row without a session.
 */
const CHECKOUT_READ_SQL = prepared(`WITH who AS (${LIVE_SESSION_SQL})
   SELECT row_to_json(who) AS who, k.request_hash AS key_hash, k.status_code AS key_status,
          k.response AS key_response, l.*
     FROM who
     LEFT JOIN idempotency_keys k ON k.user_id = who.id AND k.key = $4
     LEFT JOIN LATERAL (
       SELECT ci.id AS cart_item_id, p.id AS product_id, v.id AS variant_id, v.options AS variant_options,
              v.sku, ci.qty, p.name, v.price, CASE WHEN v.archived_at IS NULL THEN v.stock ELSE 0 END AS stock,
              p.status, p.seller_id, u.username AS store_name,
              (SELECT file_key FROM product_photos WHERE product_id = p.id ORDER BY position LIMIT 1) AS image_key
         FROM cart_items ci
         JOIN products p ON p.id = ci.product_id
         ${lineVariantJoinSql('v', 'ci.variant_id')}
         JOIN users u ON u.id = p.seller_id
        WHERE ci.user_id = who.id
     ) AS l ON true
    ORDER BY l.product_id, l.variant_id`);

function fromReadRows(rows: (ReadRow & { who?: unknown })[]): { key: StoredKey | null; lines: CartLine[] } {
  const first = rows[0];
  const stored =
    first && first.key_hash !== null
      ? { request_hash: first.key_hash, status_code: first.key_status, response: first.key_response }
      : null;
  const lines = rows.flatMap((row) => {
    const { who: _w, key_hash: _h, key_status: _s, key_response: _r, ...line } = row;
    return line.cart_item_id === null ? [] : [line as CartLine];
  });
  return { key: stored, lines };
}

export function createCheckoutRepository() {
  return {
    /**
     * Claims the Idempotency-Key and, when it was free, locks the buyer's cart row (one checkout per buyer at a
     * time), in one statement. A concurrent twin with the same key waits on the key's primary key and gets
     * claimed = false once the first one committed (or the key back when it rolled back). It also names the first
     * cart line short of stock as this statement sees it, without a lock: buyers who read the lines while units
     * were left, and whose turn comes after they went, stop here rather than write their orders first
     * (docs/decisions/062; on PGlite, whose transactions run one at a time, this sees every earlier sale).
     * The first such line is taken from an aggregate over the cart's few lines, not with `ORDER BY … LIMIT 1`:
     * with that, PostgreSQL may walk the products' primary key in order until it meets the cart's product.
     */
    async claimKeyAndLockCart(tx: Queryable, userId: number, key: string, hash: string) {
      const rows = await tx.query<{
        claimed: boolean;
        has_cart: boolean;
        coupon_id: number | null;
        short_name: string | null;
      }>(
        `WITH claimed AS (
           INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, key) DO NOTHING RETURNING key
         ), cart AS (
           SELECT coupon_id FROM carts WHERE user_id = $1 AND EXISTS (SELECT 1 FROM claimed) FOR UPDATE
         )
         SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, EXISTS (SELECT 1 FROM cart) AS has_cart,
                (SELECT coupon_id FROM cart) AS coupon_id,
                (SELECT (array_agg(p.name ORDER BY p.id))[1] FROM cart_items ci
                   JOIN products p ON p.id = ci.product_id
                   ${lineVariantJoinSql('v', 'ci.variant_id')}
                  WHERE ci.user_id = $1 AND EXISTS (SELECT 1 FROM claimed)
                    AND (v.stock < ci.qty OR v.archived_at IS NOT NULL OR p.status <> 'active')) AS short_name`,
        [userId, key, hash],
      );
      const row = rows[0];
      return {
        claimed: row?.claimed ?? false,
        hasCart: row?.has_cart ?? false,
        couponId: row?.coupon_id ?? null,
        shortName: row?.short_name ?? null,
      };
    },

    /** The key as stored (for a replay): a fresh statement, so it sees the twin that just committed. */
    async findKey(tx: Queryable, userId: number, key: string): Promise<StoredKey | undefined> {
      const rows = await tx.query<StoredKey>(
        'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      return rows[0];
    },

    /**
     * Before any transaction (docs/decisions/062), in one statement: the session (LIVE_SESSION_SQL with its
     * parameters `session`; null when none is live, docs/decisions/063), the Idempotency-Key as stored (a
     * replay is answered from it) and the cart's lines with their products and variants as they are now,
     * WITHOUT a lock. A line already short is answered 409 here, by a statement that waits for nobody; the
     * stock is taken under the rows' locks only in the round trip that commits, and the placing statement
     * removes only the cart rows read here (a checkout of the same cart that won the cart's lock leaves none).
     */
    async readCheckout(
      db: Queryable,
      session: [string, number, number],
      key: string,
    ): Promise<{ session: LiveSessionRow | null; key: StoredKey | null; lines: CartLine[] }> {
      const rows = await db.query<ReadRow & { who: LiveSessionRow }>(CHECKOUT_READ_SQL, [...session, key]);
      return { session: rows[0]?.who ?? null, ...fromReadRows(rows) };
    },

    /**
     * One statement: creates the payment, one order per store with its items and first timeline entry, and
     * removes the bought cart rows and the cart's coupon; the stock is taken last, by takeStockAndCommit.
     * Answers the payment and the orders (ids ascending in `orders` order) with their items, or null (the
     * caller rolls back what it wrote) when the cart's rows are no longer those readCheckout read.
     */
    async place(tx: Queryable, c: CheckoutToPlace): Promise<PlacedCheckout | null> {
      const lines = c.orders.flatMap((o) => o.lines.map((l) => ({ ...l, sellerId: o.sellerId })));
      const col = <T>(pick: (o: OrderToPlace) => T) => c.orders.map(pick);
      const rows = await tx.query<OrderRow & { bought: number; items: OrderItemRow[] } & Record<string, unknown>>(
        `WITH payment AS (
           ${insertPaymentSql('$1', '$2', '$3', '$4', '$5', '$6', '$35', '$36')}
         ), placed AS (
           INSERT INTO orders (payment_id, buyer_id, seller_id, status, subtotal, discount, shipping, assembly_fee, total,
                               shipping_method, coupon_code, shipping_service, shipping_service_name, eta_min_days,
                               eta_max_days, ship_to, ship_by, name, address, phone_code, phone, email, created_at,
                               updated_at, voucher_id, voucher_code, voucher_discount)
           SELECT payment.id, $1, o.seller_id, 'awaiting_payment', o.subtotal, o.discount, o.shipping, o.assembly_fee,
                  o.total, o.shipping_method, o.coupon_code, o.service, o.service_name, o.eta_min, o.eta_max, o.ship_to,
                  o.ship_by::date, $7, $8, $9, $10, $11, $12, $12, o.voucher_id, o.voucher_code, o.voucher_discount
             FROM payment,
                  unnest($13::int[], $14::int[], $15::int[], $16::int[], $17::int[], $18::int[], $19::text[], $20::text[],
                         $21::text[], $22::text[], $23::int[], $24::int[], $25::jsonb[], $37::text[], $38::int[],
                         $39::text[], $40::int[])
                    WITH ORDINALITY AS o(seller_id, subtotal, discount, shipping, assembly_fee, total, shipping_method,
                                         coupon_code, service, service_name, eta_min, eta_max, ship_to, ship_by,
                                         voucher_id, voucher_code, voucher_discount, n)
            ORDER BY o.n
           RETURNING ${ORDER_COLUMNS}
         ), items AS (
           INSERT INTO order_items (order_id, product_id, name, price, qty, variant_id, variant_options, sku)
           SELECT o.id, l.product_id, l.name, l.price, l.qty, l.variant_id, l.variant_options::jsonb, l.sku
             FROM unnest($26::int[], $27::int[], $28::text[], $29::int[], $30::int[], $32::int[], $33::text[],
                         $34::text[])
                    WITH ORDINALITY AS l(seller_id, product_id, name, price, qty, variant_id, variant_options, sku, n)
             JOIN placed o ON o.seller_id = l.seller_id
            ORDER BY l.n
           RETURNING id, order_id, product_id, name, price, qty, variant_id, variant_options, sku
         ), timeline AS (
           INSERT INTO order_events (order_id, from_status, to_status, actor_id, actor_role, note, created_at)
           SELECT id, NULL, 'awaiting_payment', $1, 'buyer', 'Order placed', $12 FROM placed
         ), bought AS (
           ${removeBoughtLinesSql('$1', '$31', '$41')}
         ), cart AS (
           ${clearCartCouponSql('$1')}
         )
         SELECT o.*, s.username AS store_name, (SELECT count(*)::int FROM bought) AS bought,
                ${CHECKOUT_PAYMENT_COLUMNS.map((name) => `payment.${name} AS ${PAYMENT_PREFIX}${name}`).join(', ')},
                (SELECT json_agg(json_build_object(
                          'id', i.id, 'order_id', i.order_id, 'product_id', i.product_id, 'name', i.name,
                          'price', i.price, 'qty', i.qty, 'variant_id', i.variant_id,
                          'variant_options', i.variant_options, 'sku', i.sku,
                          'option_names', (SELECT v.option_names FROM product_variants v WHERE v.id = i.variant_id),
                          'name_en', (SELECT p.name_en FROM products p WHERE p.id = i.product_id),
                          'image_key', (SELECT file_key FROM product_photos
                                         WHERE product_id = i.product_id ORDER BY position LIMIT 1))
                        ORDER BY i.id)
                   FROM items i WHERE i.order_id = o.id) AS items
           FROM placed o JOIN users s ON s.id = o.seller_id, payment
          ORDER BY o.id`,
        [
          c.buyerId,
          c.payment.method,
          c.payment.provider,
          c.payment.amount,
          c.payment.vaNumber,
          c.payment.expiresAt,
          c.recipient.name,
          c.recipient.address,
          c.recipient.phone_code,
          c.recipient.phone,
          c.email,
          c.at,
          col((o) => o.sellerId),
          col((o) => o.subtotal),
          col((o) => o.discount),
          col((o) => o.shipping),
          col((o) => o.assemblyFee),
          col((o) => o.total),
          col((o) => o.shippingMethod),
          col((o) => o.couponCode),
          col((o) => o.service?.code ?? null),
          col((o) => o.service?.name ?? null),
          col((o) => o.service?.eta_min_days ?? null),
          col((o) => o.service?.eta_max_days ?? null),
          col((o) => (o.shipTo ? JSON.stringify(o.shipTo) : null)),
          lines.map((l) => l.sellerId),
          lines.map((l) => l.product_id),
          lines.map((l) => l.name),
          lines.map((l) => l.price),
          lines.map((l) => l.qty),
          c.cartItems.map((i) => i.id),
          lines.map((l) => l.variant_id),
          lines.map((l) => JSON.stringify(l.variant_options)),
          lines.map((l) => l.sku),
          c.payment.providerRef,
          JSON.stringify(c.payment.instructions),
          col((o) => o.shipBy),
          col((o) => o.voucher?.voucherId ?? null),
          col((o) => o.voucher?.code ?? null),
          col((o) => o.voucher?.discount ?? 0),
          c.cartItems.map((i) => i.qty),
        ],
      );
      const first = rows[0];
      if (!first) throw new Error('checkout: no order was placed');
      // the cart changed since its lines were read (a twin checkout bought them): the caller rolls back
      if (first.bought !== c.cartItems.length) return null;
      const payment = Object.fromEntries(CHECKOUT_PAYMENT_COLUMNS.map((name) => [name, first[PAYMENT_PREFIX + name]]));
      return {
        payment: payment as PaymentRow,
        orders: rows.map(({ bought: _bought, items, ...order }) => ({
          ...(Object.fromEntries(Object.entries(order).filter(([k]) => !k.startsWith(PAYMENT_PREFIX))) as OrderRow),
          items,
        })),
      };
    },

    /**
     * Ends the checkout: takes the stock of every line and commits, in one round trip (docs/decisions/062).
     * Throws the products module's STOCK_SHORT_SQLSTATE error, with nothing committed, when a line is short.
     */
    async takeStockAndCommit(tx: Transaction, lines: readonly { variant_id: number; qty: number }[]) {
      await tx.execAndCommit(takeStockScript(lines.map((l) => ({ variantId: l.variant_id, qty: l.qty }))));
    },

    /** Stores the answer a replay of this key gets. */
    async storeAnswer(tx: Queryable, userId: number, key: string, statusCode: number, response: unknown) {
      await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_id = $1 AND key = $2', [
        userId,
        key,
        statusCode,
        JSON.stringify(response),
      ]);
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
