import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFavorite, listMyFavorites, removeFavorite, type FavoriteItem } from '@rima/shared/api/favorites';
import type { Config } from '../../config';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import { publicBase } from '../../http/public-base';
import { photoSrcset, photoUrl } from '../../photos/photo-store';
import type { FavoriteRecord } from './favorites.repository';
import type { FavoritesService } from './favorites.service';

function toItem(base: string, r: FavoriteRecord): FavoriteItem {
  return {
    id: r.id,
    product_id: r.product_id,
    name: r.name,
    name_en: r.name_en ?? null,
    price: r.price,
    stock: r.stock,
    in_stock: r.stock > 0,
    image: r.photo_key ? photoUrl(base, r.photo_key) : '',
    image_srcset: r.photo_key ? photoSrcset(base, r.photo_key) : '',
    seller_id: r.seller_id,
    seller_name: r.seller_name,
    created_at: r.created_at,
  };
}

export const favoritesRoutes: FastifyPluginAsyncZod<{
  service: FavoritesService;
  guards: AuthGuards;
  config: Pick<Config, 'publicUrl'>;
}> = async (app, { service, guards, config }) => {
  const route = routes(app, { tags: ['favorites'], security: [{ token: [] }], preHandler: guards.requireAuth() });

  route(addFavorite, { summary: 'Add a product to my favourites (idempotent)' }, async (request) => ({
    statusCode: 200,
    message: 'Added to favourites',
    data: await service.addFavorite(currentUser(request).id, request.body.product_id),
  }));

  route(listMyFavorites, { summary: 'All my favourites, newest first' }, async (request) => {
    const base = publicBase(request, config);
    const rows = await service.listMyFavorites(currentUser(request).id);
    return { statusCode: 200, message: 'My favourites', data: rows.map((r) => toItem(base, r)) };
  });

  route(removeFavorite, { summary: 'Remove a product from my favourites' }, async (request) => ({
    statusCode: 200,
    message: 'Removed from favourites',
    data: await service.removeFavorite(currentUser(request).id, request.params.product_id),
  }));
};
