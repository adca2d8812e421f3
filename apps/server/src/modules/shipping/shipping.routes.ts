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
import { PICKUP_SERVICE } from '@rima/shared/api/shipping';
import type { Regency } from '@rima/shared/api/addresses';
import { apiMessage } from '@rima/shared/api-messages';
import type { Db } from '../../db/client';
import { currentUser, type AuthGuards } from '../../http/auth';
import { badRequest, notFound, unauthenticated } from '../../http/errors';
import type { AddressesService } from '../addresses/addresses.service';
import type { AreasRepository } from '../addresses/areas.repository';
import { routes } from '../../http/route';
import type { OrdersService } from '../orders/orders.service';
import type { DeliveryService } from './delivery.service';
import type { ShippingService } from './shipping.service';

type Options = {
  shipping: ShippingService;
  delivery: DeliveryService;
  orders: OrdersService;
  guards: AuthGuards;
  /** The caller's saved addresses and the official areas: where a delivery promise is counted to. */
  addresses: Pick<AddressesService, 'findForCheckout'>;
  areas: Pick<AreasRepository, 'findRegency'>;
  db: Db;
};

export const shippingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { shipping, delivery, orders, guards, addresses, areas, db },
) => {
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

  open(
    getDeliverySlots,
    {
      summary: "A store's bookable delivery slots for bulky items, from the earliest day its promise allows",
      // a saved address (address_id) is its customer's: recognised by the token when one is sent
      preHandler: guards.optionalAuth,
    },
    async (request) => {
      const { seller_id: sellerId, product_id: productId, address_id: addressId, to, service } = request.query;
      const now = new Date();
      if (!service || service === PICKUP_SERVICE)
        return { statusCode: 200, message: 'Delivery slots', data: await shipping.getDeliverySlots(sellerId, now) };
      if (productId === undefined)
        throw badRequest(apiMessage('slotsNeedProduct'), [
          { field: 'product_id', message: apiMessage('slotsNeedProduct').message, key: 'slotsNeedProduct' },
        ]);
      let destination: Pick<Regency, 'code' | 'province_code'> | undefined;
      if (addressId !== undefined) {
        if (!request.user) throw unauthenticated(apiMessage('loginRequired'));
        const address = await addresses.findForCheckout(db, request.user.id, addressId);
        destination = { code: address.regency_code, province_code: address.province_code };
      } else if (to !== undefined) {
        destination = await areas.findRegency(db, to);
        if (!destination) throw notFound(apiMessage('regencyUnknownTo', { to }));
      }
      if (!destination)
        throw badRequest(apiMessage('slotsNeedDestination'), [
          { field: 'address_id', message: apiMessage('slotsNeedDestination').message, key: 'slotsNeedDestination' },
        ]);
      const transit = await shipping.transitMaxDays(sellerId, { productId, to: destination, service });
      return {
        statusCode: 200,
        message: 'Delivery slots',
        data: await shipping.getDeliverySlots(sellerId, now, transit.days, service),
      };
    },
  );

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
