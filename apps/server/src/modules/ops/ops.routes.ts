import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOpsOrder,
  createReport,
  getOpsOrder,
  listCustomers,
  listOpsOrders,
  listOpsProducts,
  listReports,
  listStores,
  reinstateCustomer,
  reinstateStore,
  resolveReport,
  restoreProduct,
  retryRefund,
  suspendCustomer,
  suspendStore,
  takeDownProduct,
  type OpsOrderDetail,
} from '@rima/shared/api/ops';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { publicBase } from '../../http/public-base';
import type { OrderDetailView } from '../orders/orders.service';
import { toOrderDetailWire } from '../orders/orders.wire';
import type { OpsService } from './ops.service';
import { operatorOf, pageOf, paged, toAccountWire, toProductWire, toReportWire, operatorRoutes } from './ops.wire';
import { iso } from '../../http/wire-time';

type Options = { service: OpsService; guards: AuthGuards; config: Pick<Config, 'publicUrl'>; isSandbox: boolean };

/** Stores, customers, products, reports and orders in the console (operators only; docs/decisions/014). */
export const opsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, config, isSandbox }) => {
  const { route, ok } = operatorRoutes(app, guards);

  async function orderWire(base: string, order: OrderDetailView): Promise<OpsOrderDetail> {
    const refund = await service.refundOf(order.id);
    return {
      ...toOrderDetailWire(base, order, isSandbox),
      refund_attempts: refund?.attempts ?? null,
      refund_error: refund?.last_error ?? null,
    };
  }

  route(listStores, { summary: 'Stores: search by id, e-mail or name' }, async (request) => {
    const { page, q } = request.query;
    return ok('Stores', paged(await service.listAccounts('seller', { q, ...pageOf(page) }), page, toAccountWire));
  });
  route(
    suspendStore,
    {
      summary:
        "Suspend a store: its products leave the catalogue, its sessions end, open orders stay ('fulfil') or are cancelled and refunded ('cancel')",
    },
    async (request) => {
      const result = await service.suspendStore(operatorOf(request), request.params.id, request.body);
      return ok('Store suspended', { store: toAccountWire(result.store), cancelled_orders: result.cancelled_orders });
    },
  );
  route(reinstateStore, { summary: 'Reinstate a suspended store' }, async (request) => {
    const result = await service.reinstateStore(operatorOf(request), request.params.id, request.body.reason);
    return ok('Store reinstated', { store: toAccountWire(result.store) });
  });

  route(listCustomers, { summary: 'Customers: search by id, e-mail or name' }, async (request) => {
    const { page, q } = request.query;
    return ok('Customers', paged(await service.listAccounts('customer', { q, ...pageOf(page) }), page, toAccountWire));
  });
  route(suspendCustomer, { summary: 'Suspend a customer (sessions end)' }, async (request) => {
    const result = await service.suspendCustomer(operatorOf(request), request.params.id, request.body.reason);
    return ok('Customer suspended', { customer: toAccountWire(result.customer) });
  });
  route(reinstateCustomer, { summary: 'Reinstate a customer' }, async (request) => {
    const result = await service.reinstateCustomer(operatorOf(request), request.params.id, request.body.reason);
    return ok('Customer reinstated', { customer: toAccountWire(result.customer) });
  });

  route(listOpsProducts, { summary: 'Any listing: search by id, name or store' }, async (request) => {
    const { page, q, status } = request.query;
    return ok('Products', paged(await service.listProducts({ q, status, ...pageOf(page) }), page, toProductWire));
  });
  route(takeDownProduct, { summary: 'Take a listing down with a reason the seller sees' }, async (request) =>
    ok(
      'Product taken down',
      toProductWire(await service.takeDownProduct(operatorOf(request), request.params.id, request.body.reason)),
    ),
  );
  route(restoreProduct, { summary: 'Restore a listing that was taken down' }, async (request) =>
    ok(
      'Product restored',
      toProductWire(await service.restoreProduct(operatorOf(request), request.params.id, request.body.reason)),
    ),
  );

  route(listReports, { summary: "Shoppers' reports (open first)" }, async (request) => {
    const { page, status } = request.query;
    return ok('Reports', paged(await service.listReports({ status, ...pageOf(page) }), page, toReportWire));
  });
  route(
    resolveReport,
    { summary: 'Resolve a report: dismiss, take down, hide the review or suspend' },
    async (request) =>
      ok(
        'Report resolved',
        toReportWire(await service.resolveReport(operatorOf(request), request.params.id, request.body)),
      ),
  );

  route(
    listOpsOrders,
    { summary: 'Orders: search by id, e-mail or store; refund=failed for failed refunds' },
    async (request) => {
      const { page, q, refund } = request.query;
      return ok(
        'Orders',
        paged(await service.listOrders({ q, refund, ...pageOf(page) }), page, (o) => ({
          ...o,
          status: o.status as OpsOrderDetail['status'],
          created_at: iso(o.created_at),
        })),
      );
    },
  );
  route(getOpsOrder, { summary: 'One order with its payment, refund and timeline' }, async (request) =>
    ok('Order', await orderWire(publicBase(request, config), await service.getOrder(request.params.id))),
  );
  route(cancelOpsOrder, { summary: "Cancel and refund an order (a buyer's complaint)" }, async (request) => {
    const order = await service.cancelOrder(operatorOf(request), request.params.id, request.body.reason);
    return ok('Order cancelled and refunded', await orderWire(publicBase(request, config), order));
  });
  // The contract allows an empty body; the route never read one, so it does not validate it either.
  route(retryRefund, { summary: "Retry an order's failed refund now", body: null }, async (request) => {
    const order = await service.retryRefund(operatorOf(request), request.params.id);
    return ok('Refund retried', await orderWire(publicBase(request, config), order));
  });

  // Shoppers report a product, a review or a chat message (not an /ops path: any signed-in shopper).
  route(
    createReport,
    {
      tags: ['reports'],
      preValidation: guards.requireAuth(['customer', 'seller']),
      summary: 'Report a product, a review or a chat message',
      status: 201,
    },
    async (request, reply) => {
      const data = await service.createReport(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Thank you: the team will look at it', data });
    },
  );
};
