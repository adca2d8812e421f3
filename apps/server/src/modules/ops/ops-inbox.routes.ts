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
  const { route, ok } = operatorRoutes(app, guards);

  route(listContactMessages, { summary: 'Contact messages (unhandled first by default)' }, async (request) => {
    const { page, handled } = request.query;
    return ok('Messages', paged(await service.listContact({ handled, ...pageOf(page) }), page, toContactWire));
  });
  route(replyContactMessage, { summary: 'Reply by e-mail (marks the message handled)' }, async (request) =>
    ok(
      'Reply sent',
      toContactWire(await service.replyContact(operatorOf(request), request.params.id, request.body.text)),
    ),
  );
  route(markContactHandled, { summary: 'Mark a message handled or not' }, async (request) =>
    ok(
      'Message saved',
      toContactWire(await service.markHandled(operatorOf(request), request.params.id, request.body.handled)),
    ),
  );
};
