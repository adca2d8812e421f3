import { courierOfService, type BatchOrderOutcome, type BatchOrdersResult } from '@rima/shared/api/fulfilment';
import type { Courier, OrderStatus } from '@rima/shared/api/orders';
import type { z } from 'zod';
import type { batchOrdersBodySchema } from '@rima/shared/api/fulfilment';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { AppError, badRequest, conflict } from '../../http/errors';
import { renderLabels } from './orders-labels';
import type { OrdersService } from './orders.service';

type BatchBody = z.infer<typeof batchOrdersBodySchema>;

/** Labels are printed for orders the store still handles or has handed over; never for unpaid or cancelled. */
const LABEL_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/**
 * Fulfilment in batches (docs/decisions/055-batch-fulfilment.md). Every order moves through
 * OrdersService.changeStatus, one transaction per order: the same locks, rules and events as the single
 * ship dialog, so a batch is never a way around the state machine.
 */
export function createFulfilService(deps: {
  db: Db;
  orders: Pick<OrdersService, 'changeStatus' | 'findOrder' | 'getOrder'>;
  /** The store's city for the label's sender block (the shipping module keeps it). */
  senderCity?: (sellerId: number) => Promise<string | null>;
}) {
  const { db, orders } = deps;

  /** The whole request is refused (nothing done) when an id is not one of the seller's orders. */
  async function ownOrders(user: AuthUser, ids: readonly number[], field: string) {
    const found = await Promise.all(ids.map((id) => orders.findOrder(db.reads ?? db, id)));
    const foreign = ids.flatMap((id, i) => (found[i]?.seller_id === user.id ? [] : [{ id, i }]));
    if (foreign.length > 0) {
      const message = `Not your store's order: ${foreign.map((f) => `#${f.id}`).join(', ')}`;
      throw new AppError(
        404,
        'NOT_FOUND',
        message,
        foreign.map((f) => ({ field: `${field}.${f.i}`, message: `Order #${f.id} not found` })),
      );
    }
    return found.flatMap((o) => (o ? [o] : []));
  }

  async function batch(user: AuthUser, body: BatchBody): Promise<BatchOrdersResult> {
    const found = await ownOrders(user, body.order_ids, 'order_ids');
    const shipments = new Map(body.action === 'ship' ? body.shipments.map((s) => [s.order_id, s]) : []);
    const results: BatchOrderOutcome[] = [];
    for (const order of found) {
      try {
        let next: OrderStatus;
        if (body.action === 'process') {
          next = (await orders.changeStatus(user, order.id, { status: 'processing' })).status;
        } else {
          const shipment = shipments.get(order.id);
          if (!shipment) throw badRequest('A tracking number is required to ship');
          const courier: Courier | undefined =
            shipment.courier ?? courierOfService(order.shipping_service) ?? undefined;
          next = (
            await orders.changeStatus(user, order.id, {
              status: 'shipped',
              tracking_number: shipment.tracking_number,
              ...(courier ? { courier } : {}),
            })
          ).status;
        }
        results.push({ order_id: order.id, ok: true, status: next, error: null });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        // The order as it is now (someone may have moved it meanwhile).
        const now = await orders.findOrder(db, order.id);
        results.push({
          order_id: order.id,
          ok: false,
          status: now?.status ?? order.status,
          error: {
            status_code: error.statusCode,
            code: error.code,
            message: error.message,
            ...(error.key ? { key: error.key } : {}),
            ...(error.params ? { params: error.params } : {}),
          },
        });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    return { action: body.action, succeeded, failed: results.length - succeeded, results };
  }

  async function labels(user: AuthUser, ids: readonly number[]): Promise<Buffer> {
    await ownOrders(user, ids, 'ids');
    const details = await Promise.all(ids.map((id) => orders.getOrder(user, id)));
    const refused = details.filter((o) => !LABEL_STATUSES.includes(o.status));
    if (refused.length > 0)
      throw conflict(`No label for an order that is unpaid or cancelled: ${refused.map((o) => `#${o.id}`).join(', ')}`);
    const city = deps.senderCity ? await deps.senderCity(user.id).catch(() => null) : null;
    return renderLabels(details.map((o) => ({ ...o, sender_city: city })));
  }

  return { batch, labels };
}
export type FulfilService = ReturnType<typeof createFulfilService>;
