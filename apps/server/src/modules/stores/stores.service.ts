import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ProductsService } from '../products/products.service';
import type { StoresRepository } from './stores.repository';

export function createStoresService(deps: { db: Db; repo: StoresRepository; products: ProductsService }) {
  const { db, repo, products } = deps;

  /** A public store and one page of its live products; 404 for anyone who is not a seller. */
  async function getStore(sellerId: number, page: number, limit: number) {
    const store = await repo.findSeller(db, sellerId);
    if (!store) throw notFound('Store not found');
    const { rows, total } = await products.listSellerProducts(sellerId, page, limit);
    return { store, rows, total };
  }

  return { getStore };
}

export type StoresService = ReturnType<typeof createStoresService>;
