import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTransaction, IDEMPOTENCY_HEADER } from '@rima/shared/api/checkout';
import { getOrder, listBuyerOrders, listSellerOrders, trackOrder, updateOrderStatus } from '@rima/shared/api/orders';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import { trackRateLimits } from '../../http/route-limits';
import type { CheckoutService } from './checkout.service';
import type { OrdersService } from './orders.service';
import { toOrderDetailWire, toOrderSummaryWire, toPaymentWire, toTrackedOrderWire } from './orders.wire';

type Options = {
  checkout: CheckoutService;
  orders: OrdersService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
  isSandbox: boolean;
};

const MAX_KEY_LENGTH = 200;

export const ordersRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { checkout, orders, guards, config, isSandbox } = options;
  const secured = { tags: ['orders'], security: [{ token: [] }] };

  app.post(
    createTransaction.path,
    {
      preValidation: guards.requireAuth(['customer']),
      schema: {
        ...secured,
        summary: 'Check out the cart: one payment, one order per store (header Idempotency-Key required)',
        body: createTransaction.body,
        response: { 201: createTransaction.response },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = (Array.isArray(header) ? header[0] : header)?.trim();
      if (!key) throw badRequest('The Idempotency-Key header is required');
      if (key.length > MAX_KEY_LENGTH) throw badRequest(`The Idempotency-Key is at most ${MAX_KEY_LENGTH} characters`);
      const base = publicBase(request, config);
      const result = await checkout.createTransaction(currentUser(request), key, request.body, (payment, placed) => ({
        id: payment.id,
        payment: toPaymentWire(payment, isSandbox),
        orders: placed.map((o) => toOrderSummaryWire(base, o)),
      }));
      if (result.isReplay) void reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ statusCode: 201, message: 'Order created', data: result.data });
    },
  );

  app.get(
    listBuyerOrders.path,
    {
      preValidation: guards.requireAuth(['customer']),
      schema: {
        ...secured,
        summary: "The buyer's orders, newest first",
        querystring: listBuyerOrders.query,
        response: { 200: listBuyerOrders.response },
      },
    },
    async (request) => {
      const base = publicBase(request, config);
      const rows = await orders.listBuyerOrders(currentUser(request).id, request.query);
      return { statusCode: 200, message: 'Orders', data: rows.map((o) => toOrderSummaryWire(base, o)) };
    },
  );

  app.get(
    listSellerOrders.path,
    {
      preValidation: guards.requireAuth(['seller']),
      schema: {
        ...secured,
        summary: "The seller's store orders (filter all | archive | soldout)",
        querystring: listSellerOrders.query,
        response: { 200: listSellerOrders.response },
      },
    },
    async (request) => {
      const base = publicBase(request, config);
      const rows = await orders.listSellerOrders(currentUser(request).id, request.query);
      return { statusCode: 200, message: 'Orders', data: rows.map((o) => toOrderSummaryWire(base, o)) };
    },
  );

  app.get(
    getOrder.path,
    {
      preValidation: guards.requireAuth(),
      schema: {
        ...secured,
        summary: 'One order (its buyer or its seller)',
        params: getOrder.params,
        response: { 200: getOrder.response },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await orders.getOrder(user, request.params.id);
      return {
        statusCode: 200,
        message: 'Order',
        data: toOrderDetailWire(publicBase(request, config), order, isSandbox, user.id !== order.buyer_id),
      };
    },
  );

  app.patch(
    updateOrderStatus.path,
    {
      preValidation: guards.requireAuth(),
      schema: {
        ...secured,
        summary: 'Move an order through its state machine',
        params: updateOrderStatus.params,
        body: updateOrderStatus.body,
        response: { 200: updateOrderStatus.response },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await orders.changeStatus(user, request.params.id, request.body);
      return {
        statusCode: 200,
        message: `Order ${order.status}`,
        data: toOrderDetailWire(publicBase(request, config), order, isSandbox, user.id !== order.buyer_id),
      };
    },
  );

  app.get(
    trackOrder.path,
    {
      preHandler: trackRateLimits(app),
      schema: {
        tags: ['orders'],
        summary: 'Track an order by id and billing e-mail (public)',
        querystring: trackOrder.query,
        response: { 200: trackOrder.response },
      },
    },
    async (request) => {
      const order = await orders.trackOrder(request.query.order_id, request.query.email);
      return { statusCode: 200, message: 'Order', data: toTrackedOrderWire(publicBase(request, config), order) };
    },
  );
};
