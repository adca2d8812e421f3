import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendContact } from '@rima/shared/api/catalog';
import { addRoute } from '../../http/route';
import { contactRateLimit } from '../../http/route-limits';
import type { OpsInboxService } from './ops-inbox.service';

/** The public contact page's form: its messages land in the operators' inbox, which owns them. */
export const contactFormRoutes: FastifyPluginAsyncZod<{ service: OpsInboxService }> = async (app, { service }) => {
  addRoute(
    app,
    sendContact,
    {
      preHandler: contactRateLimit(app),
      tags: ['catalog'],
      summary: 'Stores a message from the contact page',
      status: 201,
    },
    async (request, reply) => {
      const data = await service.receiveContact(request.body);
      return reply.status(201).send({ statusCode: 201, message: 'Thank you, your message has been sent', data });
    },
  );
};
