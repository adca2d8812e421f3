import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPushKey, subscribePush, unsubscribePush } from '@rima/shared/api/push';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { PushService } from './push.service';

export const pushRoutes: FastifyPluginAsyncZod<{ service: PushService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const route = routes(app, { tags: ['notifications'] });

  route(getPushKey, { summary: 'The VAPID public key browsers subscribe to push notifications with' }, async () => ({
    statusCode: 200,
    message: 'Push key',
    data: service.getKey(),
  }));

  const signedIn = { security: [{ token: [] }], preHandler: guards.requireAuth() } as const;

  route(
    subscribePush,
    { ...signedIn, status: 201, summary: 'Receive my notifications as push messages in this browser' },
    async (request, reply) => {
      const data = await service.subscribe(currentUser(request).id, request.body, request.headers['user-agent']);
      return reply.code(201).send({ statusCode: 201, message: 'Push subscription saved', data });
    },
  );

  route(unsubscribePush, { ...signedIn, summary: 'Stop push messages to this browser' }, async (request) => ({
    statusCode: 200,
    message: 'Push subscription deleted',
    data: await service.unsubscribe(currentUser(request).id, request.body.endpoint),
  }));
};
