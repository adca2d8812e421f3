import type {
  OrderDetail,
  OrderEvent,
  OrderItem,
  OrderSummary,
  Payment,
  PaymentDetail,
  Refund,
  TrackedOrder,
} from '@rima/shared/api/orders';
import { photoUrl } from '../../photos/photo-store';
import type { PaymentRow } from '../payments/payments.repository';
import type { RefundRow } from '../payments/refunds.repository';
import type { PaymentDetailView } from '../payments/settlement.service';
import type { OrderEventRow, OrderItemRow } from './orders.repository';
import type { OrderDetailView, OrderView } from './orders.service';
import { toInstructionsWire } from '../payments/payments.wire';
import { iso, isoOrNull } from '../../http/wire-time';

export function toPaymentWire(p: PaymentRow, isSandbox: boolean): Payment {
  return {
    id: p.id,
    method: p.method,
    amount: p.amount,
    va_number: p.va_number,
    expires_at: iso(p.expires_at),
    status: p.status,
    paid_at: isoOrNull(p.paid_at),
    provider: p.provider,
    is_sandbox: isSandbox,
    instructions: toInstructionsWire(p),
  };
}

export function toPaymentDetailWire(p: PaymentDetailView): PaymentDetail {
  return {
    ...toPaymentWire(p, p.is_sandbox),
    orders: p.orders.map((o) => ({ ...o, status: o.status as PaymentDetail['orders'][number]['status'] })),
  };
}

function toRefundWire(r: RefundRow): Refund {
  return {
    id: r.id,
    amount: r.amount,
    status: r.status,
    reference: r.reference,
    created_at: iso(r.created_at),
    completed_at: isoOrNull(r.completed_at),
  };
}

function toItemWire(base: string, i: OrderItemRow): OrderItem {
  return {
    id: i.id,
    product_id: i.product_id ?? 0,
    name: i.name,
    price: i.price,
    qty: i.qty,
    line_total: i.price * i.qty,
    image: i.image_key ? photoUrl(base, i.image_key) : '',
    variant_id: i.variant_id ?? null,
    variant_options: i.variant_options ?? {},
    sku: i.sku ?? null,
    option_names: i.option_names ?? [],
    name_en: i.name_en ?? null,
  };
}

function toEventWire(e: OrderEventRow): OrderEvent {
  return {
    id: e.id,
    from: e.from_status,
    to: e.to_status,
    actor_role: e.actor_role,
    note: e.note,
    created_at: iso(e.created_at),
  };
}

export function toOrderSummaryWire(base: string, o: OrderView): OrderSummary {
  return {
    id: o.id,
    payment_id: o.payment_id,
    buyer_id: o.buyer_id,
    seller_id: o.seller_id,
    store_name: o.store_name,
    status: o.status,
    subtotal: o.subtotal,
    discount: o.discount,
    shipping: o.shipping,
    total: o.total,
    voucher_code: o.voucher_code ?? null,
    voucher_discount: o.voucher_discount ?? 0,
    shipping_method: o.shipping_method,
    tracking_number: o.tracking_number,
    courier: o.courier,
    service:
      o.shipping_service && o.shipping_service_name
        ? {
            code: o.shipping_service,
            name: o.shipping_service_name,
            eta_min_days: o.eta_min_days ?? 0,
            eta_max_days: o.eta_max_days ?? 0,
          }
        : null,
    assembly_fee: o.assembly_fee,
    delivery_slot: o.delivery?.slot ?? null,
    ship_by: o.ship_by,
    shipped_at: isoOrNull(o.shipped_at),
    late: o.late,
    items: o.items.map((i) => toItemWire(base, i)),
    name: o.name,
    created_at: iso(o.created_at),
    updated_at: iso(o.updated_at),
  };
}

/**
 * `asSeller`: the store sees only its own order's amount as the payment's amount, and no VA number —
 * the buyer's payment may cover other stores' orders too.
 */
export function toOrderDetailWire(base: string, o: OrderDetailView, isSandbox: boolean, asSeller = false): OrderDetail {
  const payment = toPaymentWire(o.payment, isSandbox);
  return {
    ...toOrderSummaryWire(base, o),
    address: o.address,
    phone_code: o.phone_code,
    phone: o.phone,
    email: o.email,
    coupon_code: o.coupon_code,
    cancel_reason: o.cancel_reason,
    payment: asSeller ? { ...payment, amount: o.total, va_number: null } : payment,
    refund: o.refund ? toRefundWire(o.refund) : null,
    ship_to: o.ship_to,
    reschedule: o.delivery?.reschedule ?? null,
    timeline: o.timeline.map(toEventWire),
    actions: o.actions,
  };
}

export function toTrackedOrderWire(base: string, o: OrderDetailView): TrackedOrder {
  return {
    id: o.id,
    status: o.status,
    store_name: o.store_name,
    total: o.total,
    tracking_number: o.tracking_number,
    courier: o.courier,
    items: o.items.map((i) => toItemWire(base, i)),
    created_at: iso(o.created_at),
    timeline: o.timeline.map(toEventWire),
  };
}
