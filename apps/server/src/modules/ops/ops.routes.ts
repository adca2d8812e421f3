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

type Options = { service: OpsService; guards: AuthGuards; config: Pick<Config, 'publicUrl'>; isSandbox: boolean };

/** Stores, customers, products, reports and orders in the console (operators only; docs/decisions/014). */
export const opsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, config, isSandbox }) => {
  const { ops, operatorOnly, ok } = operatorRoutes(guards);

  async function orderWire(base: string, order: OrderDetailView): Promise<OpsOrderDetail> {
    const refund = await service.refundOf(order.id);
    return {
      ...toOrderDetailWire(base, order, isSandbox),
      refund_attempts: refund?.attempts ?? null,
      refund_error: refund?.last_error ?? null,
    };
  }

  app.get(
    listStores.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Stores: search by id, e-mail or name',
        querystring: listStores.query,
        response: { 200: listStores.response },
      },
    },
    async (request) => {
      const { page, q } = request.query;
      return ok('Stores', paged(await service.listAccounts('seller', { q, ...pageOf(page) }), page, toAccountWire));
    },
  );
  app.post(
    suspendStore.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary:
          "Suspend a store: its products leave the catalogue, its sessions end, open orders stay ('fulfil') or are cancelled and refunded ('cancel')",
        params: suspendStore.params,
        body: suspendStore.body,
        response: { 200: suspendStore.response },
      },
    },
    async (request) => {
      const result = await service.suspendStore(operatorOf(request), request.params.id, request.body);
      return ok('Store suspended', { store: toAccountWire(result.store), cancelled_orders: result.cancelled_orders });
    },
  );
  app.post(
    reinstateStore.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Reinstate a suspended store',
        params: reinstateStore.params,
        body: reinstateStore.body,
        response: { 200: reinstateStore.response },
      },
    },
    async (request) => {
      const result = await service.reinstateStore(operatorOf(request), request.params.id, request.body.reason);
      return ok('Store reinstated', { store: toAccountWire(result.store) });
    },
  );

  app.get(
    listCustomers.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Customers: search by id, e-mail or name',
        querystring: listCustomers.query,
        response: { 200: listCustomers.response },
      },
    },
    async (request) => {
      const { page, q } = request.query;
      return ok(
        'Customers',
        paged(await service.listAccounts('customer', { q, ...pageOf(page) }), page, toAccountWire),
      );
    },
  );
  app.post(
    suspendCustomer.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Suspend a customer (sessions end)',
        params: suspendCustomer.params,
        body: suspendCustomer.body,
        response: { 200: suspendCustomer.response },
      },
    },
    async (request) => {
      const result = await service.suspendCustomer(operatorOf(request), request.params.id, request.body.reason);
      return ok('Customer suspended', { customer: toAccountWire(result.customer) });
    },
  );
  app.post(
    reinstateCustomer.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Reinstate a customer',
        params: reinstateCustomer.params,
        body: reinstateCustomer.body,
        response: { 200: reinstateCustomer.response },
      },
    },
    async (request) => {
      const result = await service.reinstateCustomer(operatorOf(request), request.params.id, request.body.reason);
      return ok('Customer reinstated', { customer: toAccountWire(result.customer) });
    },
  );

  app.get(
    listOpsProducts.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Any listing: search by id, name or store',
        querystring: listOpsProducts.query,
        response: { 200: listOpsProducts.response },
      },
    },
    async (request) => {
      const { page, q, status } = request.query;
      return ok('Products', paged(await service.listProducts({ q, status, ...pageOf(page) }), page, toProductWire));
    },
  );
  app.post(
    takeDownProduct.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Take a listing down with a reason the seller sees',
        params: takeDownProduct.params,
        body: takeDownProduct.body,
        response: { 200: takeDownProduct.response },
      },
    },
    async (request) =>
      ok(
        'Product taken down',
        toProductWire(await service.takeDownProduct(operatorOf(request), request.params.id, request.body.reason)),
      ),
  );
  app.post(
    restoreProduct.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Restore a listing that was taken down',
        params: restoreProduct.params,
        body: restoreProduct.body,
        response: { 200: restoreProduct.response },
      },
    },
    async (request) =>
      ok(
        'Product restored',
        toProductWire(await service.restoreProduct(operatorOf(request), request.params.id, request.body.reason)),
      ),
  );

  app.get(
    listReports.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: "Shoppers' reports (open first)",
        querystring: listReports.query,
        response: { 200: listReports.response },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      return ok('Reports', paged(await service.listReports({ status, ...pageOf(page) }), page, toReportWire));
    },
  );
  app.post(
    resolveReport.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Resolve a report: dismiss, take down, hide the review or suspend',
        params: resolveReport.params,
        body: resolveReport.body,
        response: { 200: resolveReport.response },
      },
    },
    async (request) =>
      ok(
        'Report resolved',
        toReportWire(await service.resolveReport(operatorOf(request), request.params.id, request.body)),
      ),
  );

  app.get(
    listOpsOrders.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Orders: search by id, e-mail or store; refund=failed for failed refunds',
        querystring: listOpsOrders.query,
        response: { 200: listOpsOrders.response },
      },
    },
    async (request) => {
      const { page, q, refund } = request.query;
      return ok(
        'Orders',
        paged(await service.listOrders({ q, refund, ...pageOf(page) }), page, (o) => ({
          ...o,
          status: o.status as OpsOrderDetail['status'],
          created_at: new Date(o.created_at).toISOString(),
        })),
      );
    },
  );
  app.get(
    getOpsOrder.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'One order with its payment, refund and timeline',
        params: getOpsOrder.params,
        response: { 200: getOpsOrder.response },
      },
    },
    async (request) =>
      ok('Order', await orderWire(publicBase(request, config), await service.getOrder(request.params.id))),
  );
  app.post(
    cancelOpsOrder.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: "Cancel and refund an order (a buyer's complaint)",
        params: cancelOpsOrder.params,
        body: cancelOpsOrder.body,
        response: { 200: cancelOpsOrder.response },
      },
    },
    async (request) => {
      const order = await service.cancelOrder(operatorOf(request), request.params.id, request.body.reason);
      return ok('Order cancelled and refunded', await orderWire(publicBase(request, config), order));
    },
  );
  app.post(
    retryRefund.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: "Retry an order's failed refund now",
        params: retryRefund.params,
        response: { 200: retryRefund.response },
      },
    },
    async (request) => {
      const order = await service.retryRefund(operatorOf(request), request.params.id);
      return ok('Refund retried', await orderWire(publicBase(request, config), order));
    },
  );

  // Shoppers report a product, a review or a chat message (not an /ops path: any signed-in shopper).
  app.post(
    createReport.path,
    {
      preValidation: guards.requireAuth(['customer', 'seller']),
      schema: {
        tags: ['reports'],
        security: [{ token: [] }],
        summary: 'Report a product, a review or a chat message',
        body: createReport.body,
        response: { 201: createReport.response },
      },
    },
    async (request, reply) => {
      const data = await service.createReport(currentUser(request).id, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Thank you: the team will look at it', data });
    },
  );
};
