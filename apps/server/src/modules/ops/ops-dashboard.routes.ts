import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboard } from '@rima/shared/api/ops-content';
import type { AuthGuards } from '../../http/auth';
import { operatorRoutes } from './ops.wire';
import type { OpsDashboardService } from './ops-dashboard.service';

/** The console's dashboard (operators only). */
export const opsDashboardRoutes: FastifyPluginAsyncZod<{ service: OpsDashboardService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const { route, ok } = operatorRoutes(app, guards);

  route(
    getDashboard,
    { summary: 'Orders, GMV, new customers and stores per day; what needs action' },
    async (request) => ok('Dashboard', await service.dashboard(request.query.days)),
  );
};
