/**
 * The catalogue engine (docs/decisions/016): every active product in memory with its text index, kept equal
 * to the database by the changes it is handed. The rest of the server uses it through this interface only;
 * the files beside this one are its parts (columns, slot lists, filters, text index and rank, sync).
 */
import type { Queryable } from '../../../db/client';
import type { CatalogChange } from '../../../http/catalog-change';
import type { CatalogIndex } from './catalog.index';
import { createCatalogIndexSync, type CatalogNames, type Store } from './catalog.index-sync';
import type { TextIndex } from './catalog.text-index';

export type { CatalogNames, Store };
export type { IndexedProduct, IndexFilter, IndexSort, RawFacets } from './catalog.index';
export { parseTsquery, type TsNode } from './catalog.tsquery';

/**
 * The model at one moment: its answers are synchronous, so answers read together (a page walked, then its
 * rows read) agree with one another.
 */
export type CatalogEngineView = {
  /**
   * Lists (query, walk and read), one product (get, photos), its related products, and a list's facet
   * counts (facets, catalog.facets.ts).
   */
  index: Pick<CatalogIndex, 'query' | 'walk' | 'read' | 'get' | 'photos' | 'related' | 'facets' | 'facetsAndTotal'>;
  /** A search's matches (match) and their ranks (ranker). */
  text: Pick<TextIndex, 'match' | 'ranker'>;
  names: CatalogNames;
  /** Every seller's store, ascending ids. */
  stores: readonly Store[];
};

export type CatalogEngine = {
  /** The model with every change handed to it so far applied (loaded on first use). */
  ready: () => Promise<CatalogEngineView>;
  /** A database change (http/catalog-change.ts): what it touched is read again before the next answer. */
  apply: (change: CatalogChange) => void;
  /** Changes may have been missed: everything is read again before the next answer. */
  everything: () => void;
  /** Makes sure these products (named by a search) are in the model when active. */
  include: (ids: readonly number[]) => Promise<void>;
};

/** `load` runs the full load (no statement timeout); `reads` runs the small re-reads of changed products. */
export function createCatalogEngine(deps: { load: Queryable; reads: Queryable }): CatalogEngine {
  return createCatalogIndexSync(deps);
}
