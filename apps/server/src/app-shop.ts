import { API_PREFIX } from '@rima/shared/api/envelope';
import type { AppContext } from './app-context';
import type { CatalogService } from './modules/catalog/catalog.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { pagesRoutes } from './modules/pages/pages.routes';
import type { PagesService } from './modules/pages/pages.service';
import { createProductsRepository } from './modules/products/products.repository';
import { createProductVariantsRepository } from './modules/products/products-variants.repository';
import { productsRoutes } from './modules/products/products.routes';
import { createProductsService, type ProductsService } from './modules/products/products.service';
import { createProductsBulk } from './modules/products/products-bulk';
import { productsBulkRoutes } from './modules/products/products-bulk.routes';
import { createProductPhotos } from './modules/products/products-photos';
import { createImportsRepository } from './modules/imports/imports.repository';
import { importsRoutes } from './modules/imports/imports.routes';
import { createImportsService, type ImportsService } from './modules/imports/imports.service';
import { createSeoRepository } from './modules/seo/seo.repository';
import { seoRoutes } from './modules/seo/seo.routes';
import { createStoresRepository } from './modules/stores/stores.repository';
import { storesRoutes } from './modules/stores/stores.routes';
import { wibToday } from './modules/shipping/slot-dates';
import { createStoresService } from './modules/stores/stores.service';
import type { PhotoStore } from './photos/photo-store';

/** The shop's writable side and its public pages: products, stores, robots.txt and sitemaps, web pages. */
export async function setUpShop(
  { app, db, config, guards }: AppContext,
  deps: { photos: PhotoStore; catalogService: CatalogService; pages: PagesService | undefined },
): Promise<{ products: ProductsService; imports: ImportsService }> {
  const productsRepo = createProductsRepository();
  const variantsRepo = createProductVariantsRepository();
  const productsService = createProductsService({
    db,
    repo: productsRepo,
    variants: variantsRepo,
    photos: deps.photos,
  });
  await app.register(productsRoutes, { prefix: API_PREFIX, service: productsService, guards, config });
  // Bulk listing and bulk edit (docs/decisions/052-bulk-listing.md).
  const productsBulk = createProductsBulk({ db, repo: productsRepo, variants: variantsRepo });
  await app.register(productsBulkRoutes, { prefix: API_PREFIX, bulk: productsBulk, guards });
  const importsService = createImportsService({
    db,
    repo: createImportsRepository(),
    products: productsBulk,
    photos: createProductPhotos({ db, repo: productsRepo, photos: deps.photos }),
  });
  app.addHook('onClose', () => importsService.idle());
  const leafSlugs = async () => [...(await productsBulk.importContext(0)).categories.keys()];
  await app.register(importsRoutes, { prefix: API_PREFIX, service: importsService, guards, categories: leafSlugs });
  // The on-time rate is read from the orders, which the orders module owns (its repository, wired here).
  const ordersRepo = createOrdersRepository();
  const storesService = createStoresService({
    db,
    repo: createStoresRepository(),
    catalog: deps.catalogService,
    onTime: (sellerId) => ordersRepo.onTimeStats(db.reads ?? db, sellerId, wibToday(new Date())),
  });
  // /robots.txt and the sitemaps (no prefix: they live at the site's root).
  await app.register(seoRoutes, {
    repo: createSeoRepository(db.reads ?? db),
    config,
    categories: deps.catalogService.listCategoryTree,
  });
  await app.register(storesRoutes, { prefix: API_PREFIX, service: storesService, config });
  if (deps.pages) await app.register(pagesRoutes, { service: deps.pages, config });
  return { products: productsService, imports: importsService };
}
