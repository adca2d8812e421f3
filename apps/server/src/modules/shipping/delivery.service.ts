import {
  PICKUP_SERVICE,
  type DeliveryChoice,
  type DeliverySlot,
  type Reschedule,
  type RequestRescheduleBody,
} from '@rima/shared/api/shipping';
import type { Regency } from '@rima/shared/api/addresses';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { apiMessage } from '@rima/shared/api-messages';
import type { ShippingService } from './shipping.service';
import type { RescheduleRow, ShippingRepository, WindowRow } from './shipping.repository';
import { addWorkingDays, bookableDays, deliveryPromise } from './slot-dates';
import { iso } from '../../http/wire-time';

/** What one store's order is charged for its delivery and what it books (decided inside the checkout). */
export type StoreDeliveryPlan = {
  sellerId: number;
  method: 'courier' | 'pickup';
  shipping: number;
  assemblyFee: number;
  service: { code: string; name: string; eta_min_days: number; eta_max_days: number } | null;
  slot: { window: WindowRow; date: string; assembly: boolean } | null;
  /** The day the store promised to ship by (its lead time in working days); null for a pickup. */
  shipBy: string | null;
};

export type OrderDelivery = { slot: DeliverySlot | null; reschedule: Reschedule | null };

/** The caller's view of an order, for rescheduling (from the orders service). */
export type OrderForDelivery = {
  id: number;
  status: string;
  buyer_id: number;
  seller_id: number;
  /** The promise kept with the order: a new slot is never before ship_by plus the service's longest transit. */
  ship_by?: string | null;
  eta_max_days?: number | null;
  shipping_service_name?: string | null;
};

const CLOSED = ['cancelled', 'delivered', 'completed'];

function toRescheduleWire(r: RescheduleRow): Reschedule {
  return {
    id: r.id,
    requested_by: r.requested_by,
    date: r.date,
    window_id: r.window_id,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    note: r.note,
    status: r.status,
    created_at: iso(r.created_at),
  };
}

/**
 * Delivery at checkout and after it (docs/decisions/017): the service each store's order uses (priced here, never taken
 * from the client), the slot of bulky items (held with the order, released when it is cancelled) and requests to
 * move a slot.
 */
export function createDeliveryService(deps: {
  db: Db;
  repo: ShippingRepository;
  shipping: ShippingService;
  now?: () => Date;
}) {
  const { db, repo, shipping } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Checks a slot against the calendar as it is now and against the promise: not before the store's lead
   * time plus the service's longest transit (working days). The capacity is checked under the window's lock.
   */
  async function checkSlotDate(
    q: Queryable,
    sellerId: number,
    date: string,
    at: Date,
    promise?: { service: string; transitMaxDays: number; field: string },
  ) {
    const store = await repo.store(q, sellerId);
    if (!store) throw notFound(apiMessage('storeNotFound'));
    const transit = promise?.transitMaxDays ?? 0;
    const { ship_by, earliest } = deliveryPromise(at, store, transit);
    if (promise && date < earliest) {
      const text = apiMessage('slotBeforePromise', {
        store: store.store_name,
        ship_by,
        service: promise.service,
        days: transit,
        earliest,
      });
      throw badRequest(text, [{ field: promise.field, message: text.message, key: text.key, params: text.params }]);
    }
    if (!bookableDays(at, store, transit).includes(date))
      throw badRequest(apiMessage('storeNoDeliveryDay', { store: store.store_name, date }));
  }

  /** A moved slot keeps the order's promise: not before its ship-by day plus the service's longest transit. */
  async function checkOrderPromise(q: Queryable, order: OrderForDelivery, date: string) {
    if (!order.ship_by || !order.eta_max_days) return;
    const store = await repo.store(q, order.seller_id);
    if (!store) throw notFound(apiMessage('storeNotFound'));
    const earliest = addWorkingDays(order.ship_by, order.eta_max_days, store);
    if (date >= earliest) return;
    const text = apiMessage('slotBeforePromise', {
      store: store.store_name,
      ship_by: order.ship_by,
      service: order.shipping_service_name ?? '',
      days: order.eta_max_days,
      earliest,
    });
    throw badRequest(text, [{ field: 'date', message: text.message, key: text.key, params: text.params }]);
  }

  async function takeRoom(
    q: Queryable,
    window: WindowRow | undefined,
    sellerId: number,
    date: string,
    exceptOrder = 0,
  ) {
    if (!window || window.seller_id !== sellerId || !window.is_active || window.capacity === 0)
      throw badRequest(apiMessage('windowNotOffered'));
    const used = await repo.countActive(q, window.id, date, exceptOrder);
    if (used >= window.capacity)
      throw conflict(apiMessage('windowFull', { date, from: window.starts_at, to: window.ends_at }));
  }

  return {
    /**
     * Inside the checkout transaction, after the stock was taken: one plan per store of the cart. Every store
     * needs a delivery choice whose service can carry its items to the address (400 otherwise); bulky items need
     * a slot from the store's calendar (400) with room left (409); assembly only where the store offers it.
     */
    async planCheckout(
      tx: Queryable,
      input: {
        lines: readonly {
          product_id: number;
          variant_id?: number | null;
          qty: number;
          seller_id: number;
          name: string;
        }[];
        to: Pick<Regency, 'code' | 'province_code'>;
        deliveries: readonly DeliveryChoice[];
        at: Date;
      },
    ): Promise<Map<number, StoreDeliveryPlan>> {
      // Each line ships as its variant: the variant's own size and weight price it.
      const boxes = await shipping.lineBoxes(tx, input.lines);
      const sellers = [...new Set(input.lines.map((l) => l.seller_id))];
      const choices = new Map<number, DeliveryChoice>();
      for (const choice of input.deliveries) {
        if (!sellers.includes(choice.seller_id))
          throw badRequest(apiMessage('storeNothingInCart', { id: choice.seller_id }));
        if (choices.has(choice.seller_id)) throw badRequest(apiMessage('storeListedTwice', { id: choice.seller_id }));
        choices.set(choice.seller_id, choice);
      }
      const plans = new Map<number, StoreDeliveryPlan>();
      const slotsWanted: { sellerId: number; windowId: number; date: string; assembly: boolean }[] = [];
      for (const sellerId of sellers) {
        const units = input.lines.flatMap((l, i) => {
          const product = boxes[i];
          return l.seller_id === sellerId && product ? [{ product, qty: l.qty }] : [];
        });
        const quote = await shipping.quoteStore(tx, sellerId, units, input.to);
        const storeName = quote.store.store_name;
        const choice = choices.get(sellerId);
        if (!choice) throw badRequest(apiMessage('chooseDelivery', { store: storeName }));
        let plan: StoreDeliveryPlan;
        if (choice.service === PICKUP_SERVICE) {
          plan = { sellerId, method: 'pickup', shipping: 0, assemblyFee: 0, service: null, slot: null, shipBy: null };
        } else {
          const service = quote.quotes.find((s) => s.code === choice.service);
          if (!service) {
            const why = quote.refused.find((r) => r.code === choice.service)?.cause;
            throw badRequest(
              why
                ? apiMessage(why.key, { ...why.params, store: storeName })
                : apiMessage('serviceCannotDeliver', { service: choice.service, store: storeName }),
            );
          }
          plan = {
            sellerId,
            method: 'courier',
            shipping: service.price,
            assemblyFee: 0,
            service: {
              code: service.code,
              name: service.name,
              eta_min_days: service.eta_min_days,
              eta_max_days: service.eta_max_days,
            },
            slot: null,
            shipBy: deliveryPromise(input.at, quote.store).ship_by,
          };
        }
        const needsSlot = quote.isBulky && quote.hasCalendar && plan.method === 'courier';
        if (needsSlot && !choice.slot) throw badRequest(apiMessage('slotNeeded', { store: storeName }));
        if (choice.assembly) {
          if (!quote.isBulky || quote.store.assembly_price === null || plan.method !== 'courier')
            throw badRequest(apiMessage('assemblyNotOffered', { store: storeName }));
          plan.assemblyFee = quote.store.assembly_price;
        }
        if (needsSlot && choice.slot) {
          await checkSlotDate(tx, sellerId, choice.slot.date, input.at, {
            service: plan.service?.name ?? choice.service,
            transitMaxDays: plan.service?.eta_max_days ?? 0,
            field: `deliveries.${input.deliveries.indexOf(choice)}.slot.date`,
          });
          slotsWanted.push({
            sellerId,
            windowId: choice.slot.window_id,
            date: choice.slot.date,
            assembly: choice.assembly,
          });
        }
        plans.set(sellerId, plan);
      }
      // Windows are locked in id order (after the products: the checkout's lock order), then counted.
      const locked = new Map(
        (
          await repo.lockWindows(
            tx,
            [...new Set(slotsWanted.map((s) => s.windowId))].sort((a, b) => a - b),
          )
        ).map((w) => [w.id, w]),
      );
      for (const want of slotsWanted) {
        const window = locked.get(want.windowId);
        await takeRoom(tx, window, want.sellerId, want.date);
        const plan = plans.get(want.sellerId);
        if (plan && window) plan.slot = { window, date: want.date, assembly: want.assembly };
      }
      return plans;
    },

    /** Inside the checkout transaction, once the orders exist (the windows are still locked). */
    async bookSlots(tx: Queryable, plans: Map<number, StoreDeliveryPlan>, orderIdBySeller: Map<number, number>) {
      for (const plan of plans.values()) {
        const orderId = orderIdBySeller.get(plan.sellerId);
        if (!plan.slot || orderId === undefined) continue;
        await repo.insertBooking(tx, {
          orderId,
          sellerId: plan.sellerId,
          window: plan.slot.window,
          date: plan.slot.date,
          assembly: plan.slot.assembly,
        });
      }
    },

    /** The order was cancelled (buyer, seller or the payment's expiry): its slot is free again. */
    releaseForOrder: (tx: Queryable, orderId: number) => repo.release(tx, orderId),

    /** Slots and reschedule requests of orders, for the order pages. */
    async findForOrders(q: Queryable, orderIds: readonly number[]): Promise<Map<number, OrderDelivery>> {
      const out = new Map<number, OrderDelivery>();
      if (orderIds.length === 0) return out;
      for (const b of await repo.bookings(q, orderIds)) {
        const reschedule = await repo.lastReschedule(q, b.order_id);
        out.set(b.order_id, {
          slot: {
            date: b.date,
            window_id: b.window_id,
            starts_at: b.starts_at,
            ends_at: b.ends_at,
            assembly: b.assembly,
            status: b.status,
          },
          reschedule: reschedule ? toRescheduleWire(reschedule) : null,
        });
      }
      return out;
    },

    /** One side of the order asks for another slot; the other side answers (one open request per order). */
    async requestReschedule(userId: number, order: OrderForDelivery, body: RequestRescheduleBody): Promise<Reschedule> {
      const side = order.buyer_id === userId ? 'buyer' : order.seller_id === userId ? 'seller' : null;
      if (!side) throw notFound(apiMessage('orderNotFound'));
      if (CLOSED.includes(order.status)) throw conflict(apiMessage('orderCannotReschedule', { status: order.status }));
      const id = await db.transaction(async (tx) => {
        const [booking] = await repo.bookings(tx, [order.id]);
        if (!booking || booking.status !== 'active') throw conflict(apiMessage('noSlotToMove'));
        if (booking.date === body.date && booking.window_id === body.window_id)
          throw badRequest(apiMessage('sameSlot'));
        await checkSlotDate(tx, order.seller_id, body.date, now());
        await checkOrderPromise(tx, order, body.date);
        const [window] = await repo.lockWindows(tx, [body.window_id]);
        await takeRoom(tx, window, order.seller_id, body.date, order.id);
        const created = await repo.insertReschedule(tx, {
          orderId: order.id,
          requestedBy: side,
          windowId: body.window_id,
          date: body.date,
          note: body.note ? body.note : null,
        });
        if (created === undefined) throw conflict(apiMessage('rescheduleWaiting'));
        return created;
      });
      const row = await repo.lastReschedule(db, order.id);
      if (!row || row.id !== id) throw notFound(apiMessage('requestNotFound'));
      return toRescheduleWire(row);
    },

    /**
     * The other side accepts (the slot moves if the window still has room, else 409 and the request stays
     * open) or declines; the side that asked may withdraw.
     */
    async answerReschedule(
      userId: number,
      order: OrderForDelivery,
      action: 'accept' | 'decline' | 'withdraw',
    ): Promise<Reschedule> {
      const side = order.buyer_id === userId ? 'buyer' : order.seller_id === userId ? 'seller' : null;
      if (!side) throw notFound(apiMessage('orderNotFound'));
      const id = await db.transaction(async (tx) => {
        const request = await repo.lastReschedule(tx, order.id, true);
        if (!request || request.status !== 'pending') throw notFound(apiMessage('noOpenRequest'));
        const isAsker = request.requested_by === side;
        if (action === 'withdraw' ? !isAsker : isAsker)
          throw forbidden(apiMessage(action === 'withdraw' ? 'onlyAskerWithdraws' : 'otherSideAnswers'));
        if (action === 'accept') {
          if (CLOSED.includes(order.status))
            throw conflict(apiMessage('orderCannotReschedule', { status: order.status }));
          const [window] = await repo.lockWindows(tx, [request.window_id]);
          await takeRoom(tx, window, order.seller_id, request.date, order.id);
          if (!window || !(await repo.moveBooking(tx, order.id, window, request.date)))
            throw conflict(apiMessage('noSlotToMove'));
        }
        const status = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'withdrawn';
        if (!(await repo.closeReschedule(tx, request.id, status))) throw conflict(apiMessage('requestAnswered'));
        return request.id;
      });
      const row = await repo.lastReschedule(db, order.id);
      if (!row || row.id !== id) throw notFound(apiMessage('requestNotFound'));
      return toRescheduleWire(row);
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
