import type { OrderStatus } from './orders-api';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for payment',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Issue 17: one badge style, dark text on a light tint (contrast ≥ 7:1), never stretched by a flex row. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge rounded-0 order-badge order-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}
