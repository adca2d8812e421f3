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
import type { RoomsService } from './rooms.service';

export const roomsRoutes: FastifyPluginAsyncZod<{ service: RoomsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  // Saved rooms belong to customers: visitors 401, sellers 403, another customer's room 404.
  const auth = { preHandler: guards.requireAuth(['customer']) };
  const tags = ['rooms'];
  const security = [{ token: [] }];

  app.get(
    listRooms.path,
    { ...auth, schema: { tags, security, summary: 'My saved rooms', response: { 200: listRooms.response } } },
    async (request) => ({
      statusCode: 200,
      message: 'My rooms',
      data: await service.listRooms(currentUser(request).id),
    }),
  );

  app.post(
    createRoom.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Save a room: its size and the narrowest opening on the way in (cm)',
        body: createRoom.body,
        response: { 200: createRoom.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Room saved',
      data: await service.createRoom(currentUser(request).id, request.body),
    }),
  );

  app.get(
    getRoom.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'One of my rooms',
        params: getRoom.params,
        response: { 200: getRoom.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Room',
      data: await service.getRoom(currentUser(request).id, request.params.id),
    }),
  );

  app.put(
    replaceRoom.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Replace one of my rooms',
        params: replaceRoom.params,
        body: replaceRoom.body,
        response: { 200: replaceRoom.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Room saved',
      data: await service.updateRoom(currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.patch(
    updateRoom.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Change some fields of one of my rooms',
        params: updateRoom.params,
        body: updateRoom.body,
        response: { 200: updateRoom.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Room saved',
      data: await service.updateRoom(currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    deleteRoom.path,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Delete one of my rooms',
        params: deleteRoom.params,
        response: { 200: deleteRoom.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Room deleted',
      data: await service.deleteRoom(currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    getProductFit.path,
    {
      preHandler: guards.optionalAuth,
      schema: {
        tags: ['rooms', 'products'],
        summary:
          'Does the product fit? Typed room/door sizes (anyone) or a saved room_id (its customer): fits, tight (< 10 cm spare) or no, with reasons',
        params: getProductFit.params,
        querystring: getProductFit.query,
        response: { 200: getProductFit.response },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Room fit',
      data: await service.fit(request.params.id, request.query, request.user),
    }),
  );
};
