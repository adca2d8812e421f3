import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStoreProfile, updateStoreProfile } from '@rima/shared/api/seller-center';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { StoreProfileService } from './store-profile.service';

type Options = { service: StoreProfileService; guards: AuthGuards };

export const storeProfileRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards }) => {
  const seller = routes(app, {
    tags: ['seller center'],
    security: [{ token: [] }],
    preHandler: guards.requireAuth(['seller']),
  });
  seller(getStoreProfile, { summary: "My store's opening hours, holiday and city" }, async (request) => ({
    statusCode: 200,
    message: 'Store profile',
    data: await service.getStoreProfile(currentUser(request).id),
  }));
  seller(
    updateStoreProfile,
    { summary: "Set my store's opening hours, or its holiday (products stay listed; deliveries move past it)" },
    async (request) => ({
      statusCode: 200,
      message: 'Store profile saved',
      data: await service.updateStoreProfile(currentUser(request).id, request.body),
    }),
  );
};
