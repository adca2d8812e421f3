import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerReschedule,
  getDeliverySlots,
  getShippingBox,
  getShippingQuote,
  getStoreShipping,
  listShippingServices,
  requestReschedule,
  updateStoreShipping,
} from '@rima/shared/api/shipping';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { OrdersService } from '../orders/orders.service';
import type { DeliveryService } from './delivery.service';
import type { ShippingService } from './shipping.service';

type Options = { shipping: ShippingService; delivery: DeliveryService; orders: OrdersService; guards: AuthGuards };

export const shippingRoutes: FastifyPluginAsyncZod<Options> = async (app, { shipping, delivery, orders, guards }) => {
  const open = routes(app, { tags: ['shipping'] });

  open(
    getShippingQuote,
    { summary: 'Shipping prices of a product to a city/regency (code or official name), cheapest first' },
    async (request) => ({ statusCode: 200, message: 'Shipping quote', data: await shipping.getQuote(request.query) }),
  );

  open(getShippingBox, { summary: 'The box a product ships in, and whether it is bulky' }, async (request) => ({
    statusCode: 200,
    message: 'Shipping box',
    data: await shipping.getShippingBox(request.params.id),
  }));

  open(listShippingServices, { summary: 'Courier services and their limits' }, async () => ({
    statusCode: 200,
    message: 'Courier services',
    data: await shipping.listServices(),
  }));

  open(getDeliverySlots, { summary: "A store's bookable delivery slots for bulky items" }, async (request) => ({
    statusCode: 200,
    message: 'Delivery slots',
    data: await shipping.getDeliverySlots(request.query.seller_id, new Date()),
  }));

  const secured = { tags: ['shipping'], security: [{ token: [] }] };
  const seller = routes(app, { ...secured, preHandler: guards.requireAuth(['seller']) });
  seller(
    getStoreShipping,
    { summary: "My store's origin, assembly price, delivery calendar and own delivery areas" },
    async (request) => ({
      statusCode: 200,
      message: 'Store shipping',
      data: await shipping.getStoreShipping(currentUser(request).id),
    }),
  );
  seller(
    updateStoreShipping,
    { summary: "Change my store's origin, assembly price, delivery calendar or own delivery areas" },
    async (request) => ({
      statusCode: 200,
      message: 'Store shipping saved',
      data: await shipping.updateStoreShipping(currentUser(request).id, request.body),
    }),
  );

  const anyone = routes(app, { ...secured, preHandler: guards.requireAuth() });
  anyone(
    requestReschedule,
    {
      summary: "Ask to move an order's delivery slot (the buyer or the seller; the other side answers)",
      status: 201,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await orders.getOrder(user, request.params.id);
      const data = await delivery.requestReschedule(user.id, order, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Reschedule requested', data });
    },
  );
  anyone(
    answerReschedule,
    { summary: 'Accept, decline or withdraw the open request to move a delivery slot' },
    async (request) => {
      const user = currentUser(request);
      const order = await orders.getOrder(user, request.params.id);
      const data = await delivery.answerReschedule(user.id, order, request.body.action);
      return { statusCode: 200, message: `Reschedule ${data.status}`, data };
    },
  );
};
