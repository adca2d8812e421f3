import Badge from 'react-bootstrap/Badge';
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

const STATUS_BG: Record<OrderStatus, string> = {
  awaiting_payment: 'warning',
  paid: 'info',
  processing: 'info',
  shipped: 'primary',
  delivered: 'primary',
  completed: 'success',
  cancelled: 'secondary',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge bg={STATUS_BG[status]} text={status === 'awaiting_payment' ? 'dark' : undefined} className="rounded-0">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
