import type { OrderStatus } from '@rima/shared/api/orders';
import { wibToday } from '../shipping/slot-dates';

export type Actor = 'buyer' | 'seller';

/**
 * Who may move an order to each status, and from where. `paid` and `awaiting_payment` are set only by the
 * payment flow; the system also cancels on expiry and completes after 7 days (see jobs).
 */
const RULES: Partial<Record<OrderStatus, Partial<Record<Actor, readonly OrderStatus[]>>>> = {
  processing: { seller: ['paid'] },
  shipped: { seller: ['processing'] },
  delivered: { seller: ['shipped'] },
  completed: { buyer: ['shipped', 'delivered'] },
  cancelled: { buyer: ['awaiting_payment', 'paid'], seller: ['awaiting_payment', 'paid', 'processing'] },
};

/** 'forbidden' = this actor never sets that status (403); 'illegal' = not from the current status (409). */
export function checkTransition(actor: Actor, from: OrderStatus, to: OrderStatus): 'ok' | 'forbidden' | 'illegal' {
  const allowedFrom = RULES[to]?.[actor];
  if (!allowedFrom) return 'forbidden';
  return allowedFrom.includes(from) ? 'ok' : 'illegal';
}

/**
 * The store broke its promise to ship: shipped after its ship-by day, or not shipped yet (paid, being
 * prepared) once the ship-by day has passed (WIB days).
 */
export function isShipmentLate(
  order: { ship_by: string | null; shipped_at: Date | null; status: OrderStatus },
  at: Date,
): boolean {
  if (!order.ship_by) return false;
  if (order.shipped_at) return wibToday(order.shipped_at) > order.ship_by;
  return (order.status === 'paid' || order.status === 'processing') && wibToday(at) > order.ship_by;
}

/**
 * A late order still being prepared may be cancelled by its buyer too (in full, through the same cancel and
 * refund as a paid one): the store did not keep its promise.
 */
export function checkTransitionOf(
  actor: Actor,
  order: { ship_by: string | null; shipped_at: Date | null; status: OrderStatus },
  to: OrderStatus,
  at: Date,
): 'ok' | 'forbidden' | 'illegal' {
  if (actor === 'buyer' && to === 'cancelled' && order.status === 'processing' && isShipmentLate(order, at))
    return 'ok';
  return checkTransition(actor, order.status, to);
}

/** The statuses this actor may set now (the detail page's buttons). */
export function actionsFor(
  actor: Actor,
  from: OrderStatus,
  order?: { ship_by: string | null; shipped_at: Date | null },
  at: Date = new Date(),
): OrderStatus[] {
  return (Object.keys(RULES) as OrderStatus[]).filter(
    (to) =>
      (order ? checkTransitionOf(actor, { ...order, status: from }, to, at) : checkTransition(actor, from, to)) ===
      'ok',
  );
}

export type SplitLine = { seller_id: number; price: number; qty: number };
export type SplitOrder<L extends SplitLine> = {
  seller_id: number;
  lines: L[];
  subtotal: number;
  discount: number;
  shipping: number;
  /** The store's assembly, part of the total */
  assembly_fee: number;
  total: number;
};

/** Per store: what its delivery costs (the chosen service and assembly), or one flat price for all. */
export type StoreFees = number | ((sellerId: number) => { shipping: number; assembly_fee: number });

/**
 * One order per seller (STYLE §2). The coupon discount is shared in proportion to each store's subtotal
 * (rounded down, the leftover rupiah go to the largest stores first); shipping and assembly are per store.
 */
export function splitBySeller<L extends SplitLine>(
  lines: readonly L[],
  discount: number,
  fees: StoreFees,
): SplitOrder<L>[] {
  const feesOf = (sellerId: number) =>
    typeof fees === 'number' ? { shipping: fees, assembly_fee: 0 } : fees(sellerId);
  const groups = new Map<number, L[]>();
  for (const line of lines) groups.set(line.seller_id, [...(groups.get(line.seller_id) ?? []), line]);
  const orders = [...groups.entries()].map(([seller_id, group]) => ({
    seller_id,
    lines: group,
    subtotal: group.reduce((sum, l) => sum + l.price * l.qty, 0),
    discount: 0,
    ...feesOf(seller_id),
    total: 0,
  }));
  const subtotal = orders.reduce((sum, o) => sum + o.subtotal, 0);
  if (subtotal > 0 && discount > 0) {
    for (const order of orders) order.discount = Math.floor((discount * order.subtotal) / subtotal);
    let left = discount - orders.reduce((sum, o) => sum + o.discount, 0);
    const bySize = [...orders].sort((a, b) => b.subtotal - a.subtotal);
    while (left > 0) {
      const room = bySize.find((o) => o.discount < o.subtotal);
      if (!room) break;
      room.discount += 1;
      left -= 1;
    }
  }
  for (const order of orders) order.total = order.subtotal - order.discount + order.shipping + order.assembly_fee;
  return orders;
}
