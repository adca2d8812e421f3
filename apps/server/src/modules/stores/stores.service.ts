import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { StoresRepository } from './stores.repository';

export function createStoresService(deps: { db: Db; repo: StoresRepository; catalog: CatalogService }) {
  const { db, repo, catalog } = deps;

  /** A public store and one page of its live products; 404 for anyone who is not a seller. */
  async function getStore(sellerId: number, page: number, limit: number, base: string) {
    const store = await repo.findSeller(db, sellerId);
    if (!store) throw notFound('Store not found');
    // The store's shelf is the catalogue filtered by seller: same rows, ratings and indexes as GET /product.
    const products = await catalog.listProducts({ seller_id: sellerId, page, limit, sortby: 'latest' }, base);
    return { store, products };
  }

  return { getStore };
}

export type StoresService = ReturnType<typeof createStoresService>;
