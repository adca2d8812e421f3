import type {
  ListBuyerOrdersQuery,
  ListSellerOrdersQuery,
  OrderStatus,
  UpdateOrderStatusBody,
} from '@rima/shared/api/orders';
import { apiMessage } from '@rima/shared/api-messages';
import { COURIER_LABELS, ORDER_TABS } from '@rima/shared/api/orders';
import { AUTO_COMPLETE_DAYS } from '@rima/shared/constants';
import type { Db, Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { LedgerService } from '../ledger/ledger.service';
import type { PaymentsService } from '../payments/payments.service';
import type { RefundsService } from '../payments/refunds.service';
import type { VouchersService } from '../vouchers/vouchers.service';
import type { ProductsService } from '../products/products.service';
import { actionsFor, checkTransitionOf, isShipmentLate, type Actor } from './order-state';
import { wibToday } from '../shipping/slot-dates';
import type { OrderRow, OrdersRepository } from './orders.repository';
import type {
  AfterSaleHooks,
  DeliveryHooks,
  OrderDeliveryView,
  OrderDetailView,
  OrderView,
  StatusChange,
} from './orders.types';

export type * from './orders.types';

const DAY_MS = 24 * 60 * 60 * 1000;
const JOB_BATCH = 100;

/** Orders: the state machine, the timeline, and the lists for buyers and sellers. */
export function createOrdersService(deps: {
  db: Db;
  repo: OrdersRepository;
  payments: PaymentsService;
  refunds: RefundsService;
  /** A cancelled order's units go back on the shelf (the products module owns the stock). */
  products: Pick<ProductsService, 'restoreStockOfOrder'>;
  /** A completed order's money moves from the seller's pending balance to available. */
  ledger: Pick<LedgerService, 'recordCompletion'>;
  events: EventBus;
  delivery?: DeliveryHooks;
  /** Complaints: an order with an open one neither completes nor releases its money. */
  afterSale?: AfterSaleHooks;
  /** Store vouchers: an unpaid order cancelled gives its voucher use back (docs/decisions/054). */
  vouchers?: Pick<VouchersService, 'releaseForOrder'>;
  now?: () => Date;
}) {
  const { db, repo, payments, refunds, products, events, ledger, delivery, afterSale, vouchers } = deps;
  const now = deps.now ?? (() => new Date());

  async function withItems(q: Queryable, rows: OrderRow[]): Promise<OrderView[]> {
    const ids = rows.map((r) => r.id);
    const [items, deliveries] = await Promise.all([
      repo.findItems(q, ids),
      delivery ? delivery.findForOrders(q, ids) : new Map<number, OrderDeliveryView>(),
    ]);
    const at = now();
    return rows.map((row) => ({
      ...row,
      items: items.filter((i) => i.order_id === row.id),
      delivery: deliveries.get(row.id) ?? null,
      late: isShipmentLate(row, at),
    }));
  }

  /**
   * The lock order of every change to a payment or its orders: the payment row first, then its orders by id
   * ascending (docs/invariants.md). Answers both as they are now, under the locks.
   */
  async function lockPayment(tx: Queryable, paymentId: number) {
    const payment = await payments.lockById(tx, paymentId);
    if (!payment) return undefined;
    return { payment, orders: await repo.lockByPayment(tx, paymentId) };
  }

  /**
   * Cancels one order that is in `from`; returns the change, or null when someone else moved it first.
   * The caller holds the payment's lock and its orders' (lockPayment).
   */
  async function cancelOrder(
    tx: Queryable,
    order: OrderRow,
    input: { actor: Actor | 'system' | 'operator'; actorId: number | null; note: string | null; at: Date },
  ): Promise<StatusChange | null> {
    const won = await repo.updateStatus(tx, order.id, order.status, 'cancelled', {
      cancelReason: input.note,
      now: input.at,
    });
    if (!won) return null;
    await products.restoreStockOfOrder(order.id, tx);
    // A delivery slot held or kept by the order is free again.
    await delivery?.releaseForOrder(tx, order.id);
    if (order.status === 'awaiting_payment') {
      // Still unpaid: the payment now owes only its live orders (cancelled when none is left). A payment
      // that expired meanwhile keeps what it was owed (the WHERE status = 'pending' inside).
      await payments.syncPendingAmount(tx, order.payment_id);
      await vouchers?.releaseForOrder(tx, order);
    } else {
      // Paid already: the order's total goes back to the buyer (processed once this transaction commits).
      await refunds.request(tx, order);
    }
    await repo.insertEvent(tx, {
      orderId: order.id,
      from: order.status,
      to: 'cancelled',
      actorId: input.actorId,
      actorRole: input.actor,
      note: input.note,
      at: input.at,
    });
    return {
      orderId: order.id,
      buyerId: order.buyer_id,
      sellerId: order.seller_id,
      from: order.status,
      to: 'cancelled',
      actor: input.actor,
      note: input.note,
    };
  }

  function emitChanges(changes: readonly StatusChange[]) {
    for (const change of changes) events.emit('order.status_changed', change);
  }

  async function getDetail(q: Queryable, order: OrderRow, actor: Actor): Promise<OrderDetailView> {
    const [[view], payment, refund, timeline] = await Promise.all([
      withItems(q, [order]),
      payments.findById(q, order.payment_id),
      refunds.findByOrder(q, order.id),
      repo.findEvents(q, order.id),
    ]);
    if (!view || !payment) throw notFound('Order not found');
    return {
      ...view,
      payment,
      refund: refund ?? null,
      timeline,
      actions: actionsFor(actor, order.status, order, now()),
    };
  }

  /** The caller's relation to the order; anyone else gets 404 (never reveal someone else's order). */
  async function findOwn(q: Queryable, user: AuthUser, orderId: number) {
    const order = await repo.findById(q, orderId);
    if (order?.buyer_id === user.id) return { order, actor: 'buyer' as const };
    if (order?.seller_id === user.id) return { order, actor: 'seller' as const };
    throw notFound('Order not found');
  }

  async function getOrder(user: AuthUser, orderId: number): Promise<OrderDetailView> {
    const { order, actor } = await findOwn(db, user, orderId);
    return getDetail(db, order, actor);
  }

  return {
    emitChanges,
    getOrder,
    lockPayment,

    /** An order with its items and slot, under its payment's and orders' locks (complaints move money on it). */
    async lockForAfterSale(tx: Queryable, orderId: number) {
      const seen = await repo.findById(tx, orderId);
      const order = seen && (await lockPayment(tx, seen.payment_id))?.orders.find((o) => o.id === orderId);
      if (!order) return undefined;
      const [view] = await withItems(tx, [order]);
      return view;
    },
    findOrder: (q: Queryable, orderId: number) => repo.findById(q, orderId),

    /** Payment settled: its awaiting orders become paid (inside the settlement transaction). */
    async markPaidForPayment(tx: Queryable, paymentId: number, at: Date, note: string): Promise<StatusChange[]> {
      const changes: StatusChange[] = [];
      for (const order of await repo.findByPayment(tx, paymentId)) {
        if (order.status !== 'awaiting_payment') continue;
        if (!(await repo.updateStatus(tx, order.id, 'awaiting_payment', 'paid', { now: at }))) continue;
        await repo.insertEvent(tx, {
          orderId: order.id,
          from: 'awaiting_payment',
          to: 'paid',
          actorId: null,
          actorRole: 'system',
          note,
          at,
        });
        changes.push({
          orderId: order.id,
          buyerId: order.buyer_id,
          sellerId: order.seller_id,
          from: 'awaiting_payment',
          to: 'paid',
          actor: 'system',
          note,
        });
      }
      return changes;
    },

    /** Payment expired: cancels its unpaid orders and restores their stock (inside the expiry transaction). */
    async cancelForPayment(tx: Queryable, paymentId: number, at: Date, note: string): Promise<StatusChange[]> {
      const changes: StatusChange[] = [];
      for (const order of await repo.findByPayment(tx, paymentId)) {
        if (order.status !== 'awaiting_payment') continue;
        const change = await cancelOrder(tx, order, { actor: 'system', actorId: null, note, at });
        if (change) changes.push(change);
      }
      return changes;
    },

    findByPayment: (q: Queryable, paymentId: number) => repo.findByPayment(q, paymentId),

    async listBuyerOrders(userId: number, query: ListBuyerOrdersQuery): Promise<OrderView[]> {
      const statuses = query.status ? [query.status] : query.tab ? ORDER_TABS[query.tab] : undefined;
      return withItems(db, await repo.findMany(db, { buyerId: userId, ...(statuses ? { statuses } : {}) }));
    },

    async listSellerOrders(userId: number, query: ListSellerOrdersQuery): Promise<OrderView[]> {
      const statuses: readonly OrderStatus[] | undefined = query.status
        ? [query.status]
        : query.filter === 'archive'
          ? ['completed', 'cancelled']
          : undefined;
      return withItems(
        db,
        await repo.findMany(db, {
          sellerId: userId,
          ...(statuses ? { statuses } : {}),
          isSoldOut: query.filter === 'soldout',
        }),
      );
    },

    /** Public tracking: the pair must match; a wrong pair and a missing order answer the same 404. */
    async trackOrder(orderId: number, email: string): Promise<OrderDetailView> {
      const order = await repo.findById(db, orderId);
      if (!order || order.email.toLowerCase() !== email.trim().toLowerCase()) throw notFound('Order not found');
      return getDetail(db, order, 'buyer');
    },

    /** PATCH /transaction/:id/status: wrong actor 403, illegal 409, missing tracking number / reason 400. */
    async changeStatus(user: AuthUser, orderId: number, body: UpdateOrderStatusBody): Promise<OrderDetailView> {
      const at = now();
      const note = body.note ? body.note : null;
      const change = await db.transaction(async (tx): Promise<StatusChange> => {
        const { order: seen, actor } = await findOwn(tx, user, orderId);
        // Re-read under the payment's lock, then its orders' (one lock order everywhere).
        const locked = await lockPayment(tx, seen.payment_id);
        const order = locked?.orders.find((o) => o.id === orderId);
        if (!order) throw notFound('Order not found');
        const verdict = checkTransitionOf(actor, order, body.status, at);
        // Keyed, with the status codes as parameters (the web app names them in the viewer's language).
        if (verdict === 'forbidden') throw forbidden(apiMessage('orderActorCannot', { actor, to: body.status }));
        if (verdict === 'illegal')
          throw conflict(apiMessage('orderCannotBecome', { from: order.status, to: body.status }));
        if (body.status === 'cancelled') {
          if (actor === 'seller' && !note) throw badRequest('A reason (note) is required to cancel an order');
          const cancelled = await cancelOrder(tx, order, { actor, actorId: user.id, note, at });
          if (!cancelled) throw conflict('The order was changed meanwhile; reload it');
          return cancelled;
        }
        if (body.status === 'completed' && (await afterSale?.blocksCompletion(tx, order.id)))
          throw conflict(`Order #${order.id} has an open complaint: it completes once the complaint is settled`);
        if (body.status === 'delivered') {
          // A slotted order is delivered on its slot's day, never before it (WIB).
          const slot = (await delivery?.findForOrders(tx, [order.id]))?.get(order.id)?.slot;
          if (slot && slot.status === 'active' && wibToday(at) < slot.date)
            throw conflict(apiMessage('deliveredBeforeSlot', { date: slot.date }));
        }
        const trackingNumber = body.status === 'shipped' ? body.tracking_number : undefined;
        if (body.status === 'shipped' && !trackingNumber) throw badRequest('A tracking number is required to ship');
        const courier = body.status === 'shipped' ? (body.courier ?? null) : null;
        const won = await repo.updateStatus(tx, order.id, order.status, body.status, {
          trackingNumber: trackingNumber ?? null,
          courier,
          now: at,
        });
        if (!won) throw conflict('The order was changed meanwhile; reload it');
        if (body.status === 'completed') await ledger.recordCompletion(tx, order.id, order.seller_id);
        await repo.insertEvent(tx, {
          orderId: order.id,
          from: order.status,
          to: body.status,
          actorId: user.id,
          actorRole: actor,
          note:
            note ??
            (trackingNumber
              ? `${courier ? `${COURIER_LABELS[courier]}, tracking` : 'Tracking'} number ${trackingNumber}`
              : null),
          at,
        });
        return {
          orderId: order.id,
          buyerId: order.buyer_id,
          sellerId: order.seller_id,
          from: order.status,
          to: body.status,
          actor,
          trackingNumber: trackingNumber ?? null,
          note,
        };
      });
      emitChanges([change]);
      return getOrder(user, orderId);
    },

    /**
     * An operator cancels an order from any status but cancelled (a buyer's complaint, a suspended
     * store); a charged order is refunded in full. Runs inside the caller's transaction (the audit entry goes
     * with it); the caller emits the change after commit.
     */
    async cancelByOperator(
      tx: Queryable,
      orderId: number,
      input: { operatorId: number; reason: string },
    ): Promise<{ before: OrderRow; change: StatusChange }> {
      const seen = await repo.findById(tx, orderId);
      if (!seen) throw notFound('Order not found');
      const order = (await lockPayment(tx, seen.payment_id))?.orders.find((o) => o.id === orderId);
      if (!order) throw notFound('Order not found');
      if (order.status === 'cancelled') throw conflict('This order is cancelled already');
      const change = await cancelOrder(tx, order, {
        actor: 'operator',
        actorId: input.operatorId,
        note: input.reason,
        at: now(),
      });
      if (!change) throw conflict('The order was changed meanwhile; reload it');
      return { before: order, change };
    },

    /** An order as the console shows it (any order). */
    async getOrderForOps(orderId: number): Promise<OrderDetailView> {
      const order = await repo.findById(db, orderId);
      if (!order) throw notFound('Order not found');
      return getDetail(db, order, 'buyer');
    },

    /** Job: delivered orders not confirmed within AUTO_COMPLETE_DAYS complete by themselves. */
    async completeDelivered(at: Date): Promise<number> {
      const cutoff = new Date(at.getTime() - AUTO_COMPLETE_DAYS * DAY_MS);
      const ids = await repo.findDueForCompletion(db, cutoff, JOB_BATCH);
      const changes: StatusChange[] = [];
      for (const id of ids) {
        const change = await db.transaction(async (tx) => {
          const seen = await repo.findById(tx, id);
          // The payment's lock, then its orders' (one lock order everywhere), then the order as it is now.
          const order = seen && (await lockPayment(tx, seen.payment_id))?.orders.find((o) => o.id === id);
          if (!order || order.status !== 'delivered') return null;
          if (await afterSale?.blocksCompletion(tx, id)) return null;
          if (!(await repo.updateStatus(tx, id, 'delivered', 'completed', { now: at }))) return null;
          await ledger.recordCompletion(tx, id, order.seller_id);
          const note = `Completed automatically ${AUTO_COMPLETE_DAYS} days after delivery`;
          await repo.insertEvent(tx, {
            orderId: id,
            from: 'delivered',
            to: 'completed',
            actorId: null,
            actorRole: 'system',
            note,
            at,
          });
          return {
            orderId: id,
            buyerId: order.buyer_id,
            sellerId: order.seller_id,
            from: 'delivered',
            to: 'completed',
            actor: 'system' as const,
            note,
          };
        });
        if (change) changes.push(change);
      }
      emitChanges(changes);
      return changes.length;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
