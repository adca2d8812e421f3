import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTransaction, IDEMPOTENCY_HEADER } from '@rima/shared/api/checkout';
import { getOrder, listBuyerOrders, listSellerOrders, trackOrder, updateOrderStatus } from '@rima/shared/api/orders';
import type { Config } from '../../config';
import { currentUser, tokenOf, type AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { publicBase } from '../../http/public-base';
import { addRoute, routes } from '../../http/route';
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
  const route = routes(app, { tags: ['orders'], security: [{ token: [] }] });

  const customerOnly = guards.requireAuth(['customer']);
  route(
    createTransaction,
    {
      // the session is checked in the checkout's first statement (docs/decisions/063)
      preValidation: guards.requireToken,
      attachValidation: true,
      summary: 'Check out the cart: one payment, one order per store (header Idempotency-Key required)',
      status: 201,
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = (Array.isArray(header) ? header[0] : header)?.trim();
      const invalid =
        request.validationError ??
        (key && key.length > MAX_KEY_LENGTH
          ? badRequest(`The Idempotency-Key is at most ${MAX_KEY_LENGTH} characters`)
          : undefined);
      if (invalid || !key) {
        // a bad request from someone not signed in is a 401 first, as on every other route
        await customerOnly.call(app, request, reply);
        throw invalid ?? badRequest('The Idempotency-Key header is required');
      }
      const base = publicBase(request, config);
      const result = await checkout.createTransaction(tokenOf(request), key, request.body, (payment, placed) => ({
        id: payment.id,
        payment: toPaymentWire(payment, isSandbox),
        orders: placed.map((o) => toOrderSummaryWire(base, o)),
      }));
      if (result.isReplay) void reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ statusCode: 201, message: 'Order created', data: result.data });
    },
  );

  route(
    listBuyerOrders,
    { preValidation: guards.requireAuth(['customer']), summary: "The buyer's orders, newest first" },
    async (request) => {
      const base = publicBase(request, config);
      const rows = await orders.listBuyerOrders(currentUser(request).id, request.query);
      return { statusCode: 200, message: 'Orders', data: rows.map((o) => toOrderSummaryWire(base, o)) };
    },
  );

  route(
    listSellerOrders,
    {
      preValidation: guards.requireAuth(['seller']),
      summary: "The seller's store orders (filter all | archive | soldout)",
    },
    async (request) => {
      const base = publicBase(request, config);
      const rows = await orders.listSellerOrders(currentUser(request).id, request.query);
      return { statusCode: 200, message: 'Orders', data: rows.map((o) => toOrderSummaryWire(base, o)) };
    },
  );

  route(
    getOrder,
    { preValidation: guards.requireAuth(), summary: 'One order (its buyer or its seller)' },
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

  route(
    updateOrderStatus,
    { preValidation: guards.requireAuth(), summary: 'Move an order through its state machine' },
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

  // Public (no security): anyone with the order id and its billing e-mail.
  addRoute(
    app,
    trackOrder,
    {
      preHandler: trackRateLimits(app),
      tags: ['orders'],
      summary: 'Track an order by id and billing e-mail (public)',
    },
    async (request) => {
      const order = await orders.trackOrder(request.query.order_id, request.query.email);
      return { statusCode: 200, message: 'Order', data: toTrackedOrderWire(publicBase(request, config), order) };
    },
  );
};
