import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListProductsArgs } from './products-api';

export const SORT_OPTIONS = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'popular', label: 'Most popular' },
  { value: 'cheap', label: 'Price: cheap to expensive' },
  { value: 'expensive', label: 'Price: expensive to cheap' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
const DEFAULT_SORT: SortValue = 'latest';

/** Every filter of the list page, as it lives in the URL (shareable, and the back button restores it). */
export type ProductFilters = {
  category?: string;
  brand?: string;
  color?: string;
  size?: string;
  search?: string;
  min_price?: number;
  max_price?: number;
  sort: SortValue;
  page: number;
};
export type FilterKey = Exclude<keyof ProductFilters, 'page'>;
export type FilterPatch = Partial<Record<FilterKey | 'page', string | number | undefined>>;

const TEXT_KEYS = ['category', 'brand', 'color', 'size', 'search'] as const;

function readText(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

function readWhole(params: URLSearchParams, key: string, min: number): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min ? value : undefined;
}

export function readFilters(params: URLSearchParams): ProductFilters {
  const sortParam = params.get('sort');
  const sort = SORT_OPTIONS.find((o) => o.value === sortParam)?.value ?? DEFAULT_SORT;
  const filters: ProductFilters = { sort, page: readWhole(params, 'page', 1) ?? 1 };
  for (const key of TEXT_KEYS) {
    const value = readText(params, key);
    if (value) filters[key] = value;
  }
  const min = readWhole(params, 'min_price', 0);
  const max = readWhole(params, 'max_price', 0);
  if (min !== undefined) filters.min_price = min;
  if (max !== undefined) filters.max_price = max;
  return filters;
}

/** The API query (API-COMPAT 14) for the filters: price sorting uses `price`, the others `sortby`. */
export function toListArgs(filters: ProductFilters, limit: number): ListProductsArgs {
  const { sort, page, ...rest } = filters;
  const args: ListProductsArgs = { ...rest, page, limit };
  if (sort === 'cheap' || sort === 'expensive') args.price = sort;
  else args.sortby = sort;
  return args;
}

/** A new search string with the patch applied; any change but the page itself goes back to page 1. */
export function applyPatch(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const isDefault = (key === 'sort' && value === DEFAULT_SORT) || (key === 'page' && Number(value) === 1);
    if (value === undefined || value === '' || isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

export function countActiveFilters(filters: ProductFilters): number {
  const keys: FilterKey[] = [...TEXT_KEYS, 'min_price', 'max_price'];
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
  return { filters, update, clear, pageHref };
}
