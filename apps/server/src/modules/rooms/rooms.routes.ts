import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRoom,
  deleteRoom,
  getProductFit,
  getRoom,
  listRooms,
  replaceRoom,
  updateRoom,
} from '@rima/shared/api/rooms';
import { currentUser, type AuthGuards } from '../../http/auth';
import { addRoute, routes } from '../../http/route';
import type { RoomsService } from './rooms.service';

export const roomsRoutes: FastifyPluginAsyncZod<{ service: RoomsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  // Saved rooms belong to customers: visitors 401, sellers 403, another customer's room 404.
  const route = routes(app, {
    tags: ['rooms'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['customer']),
  });

  route(listRooms, { summary: 'My saved rooms' }, async (request) => ({
    statusCode: 200,
    message: 'My rooms',
    data: await service.listRooms(currentUser(request).id),
  }));

  route(
    createRoom,
    { summary: 'Save a room: its size and the narrowest opening on the way in (cm)' },
    async (request) => ({
      statusCode: 200,
      message: 'Room saved',
      data: await service.createRoom(currentUser(request).id, request.body),
    }),
  );

  route(getRoom, { summary: 'One of my rooms' }, async (request) => ({
    statusCode: 200,
    message: 'Room',
    data: await service.getRoom(currentUser(request).id, request.params.id),
  }));

  route(replaceRoom, { summary: 'Replace one of my rooms' }, async (request) => ({
    statusCode: 200,
    message: 'Room saved',
    data: await service.updateRoom(currentUser(request).id, request.params.id, request.body),
  }));

  route(updateRoom, { summary: 'Change some fields of one of my rooms' }, async (request) => ({
    statusCode: 200,
    message: 'Room saved',
    data: await service.updateRoom(currentUser(request).id, request.params.id, request.body),
  }));

  route(deleteRoom, { summary: 'Delete one of my rooms' }, async (request) => ({
    statusCode: 200,
    message: 'Room deleted',
    data: await service.deleteRoom(currentUser(request).id, request.params.id),
  }));

  // Anyone (no security); a saved room_id needs its customer, recognised by optionalAuth.
  addRoute(
    app,
    getProductFit,
    {
      preHandler: guards.optionalAuth,
      tags: ['rooms', 'products'],
      summary:
        'Does the product fit? Typed room/door sizes (anyone) or a saved room_id (its customer): fits, tight (< 10 cm spare) or no, with reasons',
    },
    async (request) => ({
      statusCode: 200,
      message: 'Room fit',
      data: await service.fit(request.params.id, request.query, request.user),
    }),
  );
};
