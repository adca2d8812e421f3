import type { DeliverySlot, Reschedule } from '@rima/shared/api/shipping';
import type { Queryable } from '../../db/client';
import type { DomainEvents } from '../../events/bus';
import type { PaymentRow } from '../payments/payments.repository';
import type { RefundRow } from '../payments/refunds.repository';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repository';
import type { OrderStatus } from '@rima/shared/api/orders';

/** A store order's delivery (slot and reschedule request), kept by the shipping module. */
export type OrderDeliveryView = { slot: DeliverySlot | null; reschedule: Reschedule | null };
/** The two places orders and delivery slots meet: showing an order, and freeing its slot on cancel. */
export type DeliveryHooks = {
  findForOrders(q: Queryable, orderIds: readonly number[]): Promise<Map<number, OrderDeliveryView>>;
  releaseForOrder(tx: Queryable, orderId: number): Promise<void>;
};
export type StatusChange = DomainEvents['order.status_changed'];
export type OrderView = OrderRow & {
  items: OrderItemRow[];
  delivery: OrderDeliveryView | null;
  /** Shipped after its ship-by day, or still not shipped past it (order-state.ts isShipmentLate). */
  late: boolean;
};
export type OrderDetailView = OrderView & {
  payment: PaymentRow;
  refund: RefundRow | null;
  timeline: OrderEventRow[];
  actions: OrderStatus[];
};

export type CheckoutLine = {
  product_id: number;
  name: string;
  price: number;
  qty: number;
  seller_id: number;
  /** The variant bought, with its options and SKU as the order keeps them (docs/decisions/038). */
  variant_id: number;
  variant_options: Record<string, string>;
  sku: string | null;
};

/** What the complaints module tells orders (docs/decisions/053). */
export type AfterSaleHooks = {
  /** An open complaint: the buyer cannot confirm, the job does not complete, the money stays pending. */
  blocksCompletion(tx: Queryable, orderId: number): Promise<boolean>;
};
