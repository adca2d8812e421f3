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
  const { ops, operatorOnly, ok } = operatorRoutes(guards);

  app.get(
    listAudit.path,
    {
      preValidation: operatorOnly,
      schema: {
        ...ops,
        summary: 'The audit log, newest first',
        querystring: listAudit.query,
        response: { 200: listAudit.response },
      },
    },
    async (request) => {
      const { page, q } = request.query;
      return ok('Audit log', paged(await service.listAudit({ q, ...pageOf(page) }), page, toAuditWire));
    },
  );
};
