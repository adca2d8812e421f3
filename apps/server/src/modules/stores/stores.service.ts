import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { StoresRepository } from './stores.repository';

/** How often a store shipped by the day it promised (from the orders module, which owns the orders). */
export type OnTimeSource = (sellerId: number) => Promise<{ due: number; on_time: number }>;

export function createStoresService(deps: {
  db: Db;
  repo: StoresRepository;
  catalog: CatalogService;
  onTime?: OnTimeSource;
}) {
  const { db, repo, catalog, onTime } = deps;

  /** A public store and one page of its live products; 404 for anyone who is not a seller. */
  async function getStore(sellerId: number, page: number, limit: number, base: string) {
    const store = await repo.findSeller(db, sellerId);
    if (!store) throw notFound('Store not found');
    // The store's shelf is the catalogue filtered by seller: same rows, ratings and indexes as GET /product.
    const [products, shipped] = await Promise.all([
      catalog.listProducts({ seller_id: sellerId, page, limit, sortby: 'latest' }, base),
      onTime ? onTime(sellerId) : Promise.resolve({ due: 0, on_time: 0 }),
    ]);
    return { store, products, onTime: shipped };
  }

  return { getStore };
}

export type StoresService = ReturnType<typeof createStoresService>;
