import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '@rima/shared/api/ops-content';
import type { AuthGuards } from '../../http/auth';
import type { OpsAuditService } from './ops-audit.service';
import { pageOf, paged, toAuditWire, operatorRoutes } from './ops.wire';

/** The audit log (operators only); entries are written by each action's transaction (modules/audit). */
export const opsAuditRoutes: FastifyPluginAsyncZod<{ service: OpsAuditService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const { route, ok } = operatorRoutes(app, guards);

  route(listAudit, { summary: 'The audit log, newest first' }, async (request) => {
    const { page, q } = request.query;
    return ok('Audit log', paged(await service.listAudit({ q, ...pageOf(page) }), page, toAuditWire));
  });
};
