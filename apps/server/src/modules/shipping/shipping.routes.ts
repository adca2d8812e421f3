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
import type { OrdersService } from '../orders/orders.service';
import type { DeliveryService } from './delivery.service';
import type { ShippingService } from './shipping.service';

type Options = { shipping: ShippingService; delivery: DeliveryService; orders: OrdersService; guards: AuthGuards };

export const shippingRoutes: FastifyPluginAsyncZod<Options> = async (app, { shipping, delivery, orders, guards }) => {
  const tags = ['shipping'];
  const security = [{ token: [] }];

  app.get(
    getShippingQuote.path,
    {
      schema: {
        tags,
        summary: 'Shipping prices of a product to a city/regency (code or official name), cheapest first',
        querystring: getShippingQuote.query,
        response: { 200: getShippingQuote.response },
      },
    },
    async (request) => ({ statusCode: 200, message: 'Shipping quote', data: await shipping.getQuote(request.query) }),
  );

  app.get(
    getShippingBox.path,
    {
      schema: {
        tags,
        summary: 'The box a product ships in, and whether it is bulky',
        params: getShippingBox.params,
        response: { 200: getShippingBox.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Shipping box',
      data: await shipping.getShippingBox(request.params.id),
    }),
  );

  app.get(
    listShippingServices.path,
    {
      schema: { tags, summary: 'Courier services and their limits', response: { 200: listShippingServices.response } },
    },
    async () => ({ statusCode: 200, message: 'Courier services', data: await shipping.listServices() }),
  );

  app.get(
    getDeliverySlots.path,
    {
      schema: {
        tags,
        summary: "A store's bookable delivery slots for bulky items",
        querystring: getDeliverySlots.query,
        response: { 200: getDeliverySlots.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Delivery slots',
      data: await shipping.getDeliverySlots(request.query.seller_id, new Date()),
    }),
  );

  const seller = { preHandler: guards.requireAuth(['seller']) };
  app.get(
    getStoreShipping.path,
    {
      ...seller,
      schema: {
        tags,
        security,
        summary: "My store's origin, assembly price, delivery calendar and own delivery areas",
        response: { 200: getStoreShipping.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Store shipping',
      data: await shipping.getStoreShipping(currentUser(request).id),
    }),
  );
  app.patch(
    updateStoreShipping.path,
    {
      ...seller,
      schema: {
        tags,
        security,
        summary: "Change my store's origin, assembly price, delivery calendar or own delivery areas",
        body: updateStoreShipping.body,
        response: { 200: updateStoreShipping.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Store shipping saved',
      data: await shipping.updateStoreShipping(currentUser(request).id, request.body),
    }),
  );

  const anyone = { preHandler: guards.requireAuth() };
  app.post(
    requestReschedule.path,
    {
      ...anyone,
      schema: {
        tags,
        security,
        summary: "Ask to move an order's delivery slot (the buyer or the seller; the other side answers)",
        params: requestReschedule.params,
        body: requestReschedule.body,
        response: { 201: requestReschedule.response },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await orders.getOrder(user, request.params.id);
      const data = await delivery.requestReschedule(user.id, order, request.body);
      return reply.code(201).send({ statusCode: 201, message: 'Reschedule requested', data });
    },
  );
  app.patch(
    answerReschedule.path,
    {
      ...anyone,
      schema: {
        tags,
        security,
        summary: 'Accept, decline or withdraw the open request to move a delivery slot',
        params: answerReschedule.params,
        body: answerReschedule.body,
        response: { 200: answerReschedule.response },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await orders.getOrder(user, request.params.id);
      const data = await delivery.answerReschedule(user.id, order, request.body.action);
      return { statusCode: 200, message: `Reschedule ${data.status}`, data };
    },
  );
};
