import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rima/shared/api/envelope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { parseChange, type CatalogChange } from '../../http/catalog-change';
import type { FrontDoor } from '../../http/front-door';
import { createResponseCache } from '../../http/response-cache';
import type { PagesService } from '../pages/pages.service';
import { searchRoutes } from '../search/search.routes';
import { createSearchService } from '../search/search.service';
import { createCatalogEngine } from './engine/catalog.engine';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';
import { createCategoryTree } from './catalog.tree';
import { createVariantsReader } from '../products/products-variants';

/** Something kept equal to the database by its `catalog_changed` notifications. */
type ChangeTarget = {
  apply(change: CatalogChange): void;
  /** Notifications may have been missed (the LISTEN connection was lost and is back): forget everything. */
  missed(): void;
};

/**
 * One subscriber to `catalog_changed`: each notification is parsed once and handed to every target, in
 * order, so the writer's next read (its notification arrives before its statement returns) finds all of
 * them fresh.
 */
export async function followCatalogChanges(db: Db, targets: readonly ChangeTarget[]): Promise<void> {
  await db.listen('catalog_changed', (payload) => {
    const change = parseChange(payload);
    for (const target of targets) target.apply(change);
  });
  db.onNotificationsMissed(() => {
    for (const target of targets) target.missed();
  });
}

/**
 * The catalogue: its read model in memory (docs/decisions/016), its service, the cache of its hot public
 * answers (docs/decisions/010) and its routes (catalogue and search), all kept fresh, together with the
 * rendered pages, by one change subscriber.
 */
export async function setUpCatalog(deps: {
  app: FastifyInstance;
  db: Db;
  config: Pick<Config, 'publicUrl' | 'catalogCacheMaxMb' | 'catalogCacheMaxEntries'>;
  front: FrontDoor;
  pages?: PagesService | undefined;
}) {
  const { app, db, config, front, pages } = deps;
  const reads = db.reads ?? db;
  const index = createCatalogEngine({ load: db.loads ?? db, reads });
  const service = createCatalogService({
    // a search's new words wait for PostgreSQL: reads hold back meanwhile, so its reply is read at once
    repo: createCatalogRepository(reads, { urgent: front.urgent }),
    index,
    categories: createCategoryTree(reads),
    variants: createVariantsReader(reads),
  });
  const cache = createResponseCache({
    maxBytes: config.catalogCacheMaxMb * 1024 * 1024,
    maxEntries: config.catalogCacheMaxEntries,
  });
  await followCatalogChanges(db, [
    ...(pages ? [{ apply: pages.applyChange, missed: () => pages.cache.clear() }] : []),
    { apply: index.apply, missed: index.everything },
    { apply: cache.apply, missed: cache.invalidate },
    { apply: service.applyChange, missed: service.invalidateCounts },
  ]);
  await app.register(catalogRoutes, { prefix: API_PREFIX, service, config, cache, front });
  await app.register(searchRoutes, {
    prefix: API_PREFIX,
    service: createSearchService(reads, index, service.planSearch, service.listCategoryTree),
    config,
  });
  return { index, service, cache };
}
