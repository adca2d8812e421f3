import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSellerDashboard, recordProductView } from '@rima/shared/api/seller-center';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { StatsRecorder } from './seller-stats.recorder';
import type { SellerStatsService } from './seller-stats.service';

type Options = { service: SellerStatsService; recorder: StatsRecorder; guards: AuthGuards };

export const sellerStatsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, recorder, guards }) => {
  const seller = routes(app, {
    tags: ['seller center'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['seller']),
  });
  seller(
    getSellerDashboard,
    { summary: "My store's figures for a range of days (WIB), the orders waiting, stock running out" },
    async (request) => ({
      statusCode: 200,
      message: 'Seller dashboard',
      data: await service.getDashboard(currentUser(request).id, request.query),
    }),
  );

  const open = routes(app, { tags: ['seller center'] });
  open(
    recordProductView,
    { summary: "A product page was seen: counted in the store's daily figures, without personal data" },
    async (request) => {
      await recorder.view(request.body.product_id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { statusCode: 200, message: 'Counted', data: null };
    },
  );
};
