import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContactMessages, markContactHandled, replyContactMessage } from '@rima/shared/api/ops-content';
import type { AuthGuards } from '../../http/auth';
import type { OpsInboxService } from './ops-inbox.service';
import { operatorOf, pageOf, paged, toContactWire, operatorRoutes } from './ops.wire';

/** The contact form's inbox (operators only). */
export const opsInboxRoutes: FastifyPluginAsyncZod<{ service: OpsInboxService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const { ops, operatorOnly, ok } = operatorRoutes(guards);

  app.get(
    listContactMessages.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Contact messages (unhandled first by default)',
        querystring: listContactMessages.query,
        response: { 200: listContactMessages.response },
      },
    },
    async (request) => {
      const { page, handled } = request.query;
      return ok('Messages', paged(await service.listContact({ handled, ...pageOf(page) }), page, toContactWire));
    },
  );
  app.post(
    replyContactMessage.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Reply by e-mail (marks the message handled)',
        params: replyContactMessage.params,
        body: replyContactMessage.body,
        response: { 200: replyContactMessage.response },
      },
    },
    async (request) =>
      ok(
        'Reply sent',
        toContactWire(await service.replyContact(operatorOf(request), request.params.id, request.body.text)),
      ),
  );
  app.post(
    markContactHandled.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'Mark a message handled or not',
        params: markContactHandled.params,
        body: markContactHandled.body,
        response: { 200: markContactHandled.response },
      },
    },
    async (request) =>
      ok(
        'Message saved',
        toContactWire(await service.markHandled(operatorOf(request), request.params.id, request.body.handled)),
      ),
  );
};
