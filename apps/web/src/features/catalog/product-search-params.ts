import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultSortOf,
  RANGE_KEYS,
  readFilters,
  TEXT_KEYS,
  toListArgs as toSharedListArgs,
  type ProductFilters,
} from '@rima/shared/list-filters';
import type { ListProductsArgs } from './catalog-api';

export { readFilters, SORT_OPTIONS, type ProductFilters, type SortValue } from '@rima/shared/list-filters';

export type FilterKey = Exclude<keyof ProductFilters, 'page'>;
export type FilterPatch = Partial<Record<FilterKey | 'page', string | number | undefined>>;

/** The API query (API-COMPAT 14) for the filters: price sorting uses `price`, the others `sortby`. */
export function toListArgs(filters: ProductFilters, limit: number): ListProductsArgs {
  return toSharedListArgs(filters, limit) as ListProductsArgs;
}

/** A new search string with the patch applied; any change but the page itself goes back to page 1. */
export function applyPatch(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const isDefault = key === 'page' && Number(value) === 1;
    if (value === undefined || value === '' || isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  // The order that is the default for the list as it now is (a search: relevance) needs no parameter; a
  // relevance order without a search has no meaning.
  const sort = next.get('sort');
  if (sort === defaultSortOf(next.get('search')) || (sort === 'relevance' && !next.get('search'))) next.delete('sort');
  if (!('page' in patch)) next.delete('page');
  return next;
}

export function countActiveFilters(filters: ProductFilters): number {
  const keys: FilterKey[] = [...TEXT_KEYS, 'min_price', 'max_price', ...RANGE_KEYS, 'min_rating', 'in_stock'];
  return keys.filter((k) => filters[k] !== undefined).length;
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return countActiveFilters(filters) > 0;
}

/** Read and change the list filters in the URL. */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: FilterPatch) => setParams((current) => applyPatch(current, patch), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams();
          const sort = current.get('sort');
          if (sort) next.set('sort', sort);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const pageHref = useCallback((page: number) => `?${applyPatch(params, { page }).toString()}`, [params]);
  return { filters, update, clear, pageHref, params };
}
