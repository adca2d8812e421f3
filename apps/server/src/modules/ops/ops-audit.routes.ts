import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '@rima/shared/api/ops-content';
import type { AuthGuards } from '../../http/auth';
import type { OpsAuditService } from './ops-audit.service';
import { pageOf, paged, toAuditWire } from './ops.wire';

/** The audit log (operators only); entries are written by each action's transaction (modules/audit). */
export const opsAuditRoutes: FastifyPluginAsyncZod<{ service: OpsAuditService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const ops = { tags: ['ops'], security: [{ token: [] }] };
  const operatorOnly = guards.requireAuth(['operator']);
  const ok = <T>(message: string, data: T) => ({ statusCode: 200, message, data });

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
