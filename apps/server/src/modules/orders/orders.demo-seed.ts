import type { Queryable } from '../../db/client';
import type { OrderStatus } from '@rima/shared/api/orders';

/**
 * The orders module's rows of the demo data (modules/ops/ops-seed.ts): an order placed three days ago and
 * its later steps, with their dates in the past. The orders module owns these tables (docs/decisions/031).
 */

type Step = { role: 'buyer' | 'seller' | 'system'; note: string; ago: string };

const event = (tx: Queryable, orderId: number, from: OrderStatus | null, to: OrderStatus, step: Step) =>
  tx.query(
    `INSERT INTO order_events (order_id, from_status, to_status, actor_role, note, created_at)
     VALUES ($1, $2, $3, $4, $5, now() - $6::interval)`,
    [orderId, from, to, step.role, step.note, step.ago],
  );

/** One line of one product, placed by customer2 with flat shipping; answers the order's id. */
export async function insertDemoOrder(
  tx: Queryable,
  o: {
    paymentId: number;
    buyerId: number;
    sellerId: number;
    product: { id: number; name: string; price: number };
    total: number;
  },
): Promise<number | undefined> {
  const [order] = await tx.query<{ id: number }>(
    `INSERT INTO orders (payment_id, buyer_id, seller_id, status, subtotal, shipping, total, shipping_method, name, address,
                         phone_code, phone, email, cancel_reason, created_at)
     VALUES ($1, $2, $3, 'awaiting_payment', $4, 25000, $5, 'flat', 'Sari Wulandari', 'Jl. Dago 21, Bandung', '+62',
             '81234567802', 'customer2@rima.test', NULL, now() - interval '3 days') RETURNING id`,
    [o.paymentId, o.buyerId, o.sellerId, o.product.price, o.total],
  );
  if (!order) return undefined;
  await tx.query('INSERT INTO order_items (order_id, product_id, name, price, qty) VALUES ($1, $2, $3, $4, 1)', [
    order.id,
    o.product.id,
    o.product.name,
    o.product.price,
  ]);
  await event(tx, order.id, null, 'awaiting_payment', { role: 'buyer', note: 'Order placed', ago: '3 days' });
  return order.id;
}

/** Moves the order on (a cancellation keeps its note as the reason) with its timeline entry. */
export async function moveDemoOrder(
  tx: Queryable,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  step: Step,
): Promise<void> {
  if (to === 'cancelled') {
    await tx.query("UPDATE orders SET status = 'cancelled', cancel_reason = $2 WHERE id = $1", [orderId, step.note]);
  } else {
    await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, to]);
  }
  await event(tx, orderId, from, to, step);
}
