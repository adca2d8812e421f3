import { notFound } from '../../http/errors';
import type { FavoritesRepository } from './favorites.repository';

export function createFavoritesService({ repo }: { repo: FavoritesRepository }) {
  return {
    async addFavorite(userId: number, productId: number) {
      if (!(await repo.productExists(productId))) throw notFound('Product not found');
      await repo.insert(userId, productId);
      return { product_id: productId, is_favorite: true, count: await repo.count(userId) };
    },
    async removeFavorite(userId: number, productId: number) {
      // Removing what is not there is the same outcome as removing it: idempotent, no 404.
      await repo.delete(userId, productId);
      return { product_id: productId, is_favorite: false, count: await repo.count(userId) };
    },
    listMyFavorites: (userId: number) => repo.findByUser(userId),
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
