// The product list's filters as they live in the page URL (/product?category=…&sort=…&page=…), and the API
// query they become. Shared: the web app reads them, and the server answers the page's first request
// inside the HTML (apps/server/src/http/page-data.ts) with exactly the query the app will send.

export const SORT_OPTIONS = [
  // offered only while searching, and then the default (docs/decisions/040)
  { value: 'relevance', label: 'Relevance' },
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'popular', label: 'Most popular' },
  { value: 'cheap', label: 'Price: cheap to expensive' },
  { value: 'expensive', label: 'Price: expensive to cheap' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'latest';

/** The order a list takes when its URL names none: a search is ranked by relevance, as the API ranks it. */
export const defaultSortOf = (search: string | null | undefined): SortValue =>
  search?.trim() ? 'relevance' : DEFAULT_SORT;

/** The filters a list narrows by, shared by the page URL and the API query; empty ones are left out. */
type FilterFields = {
  category?: string;
  brand?: string;
  color?: string;
  size?: string;
  search?: string;
  min_price?: number;
  max_price?: number;
  /** Furniture facts (docs/decisions/037): material and style codes, size ranges in cm. */
  material?: string;
  style?: string;
  /** Faceted navigation (docs/decisions/039): the store's city (a regency code), the least rating, in stock. */
  city?: string;
  min_rating?: number;
  in_stock?: 1;
} & Partial<Record<RangeKey, number>>;

/** Every filter of the list page, as it lives in the URL (shareable, and the back button restores it). */
export type ProductFilters = FilterFields & {
  sort: SortValue;
  page: number;
};

/** The size ranges a list page filters on, in whole centimetres. */
export const RANGE_KEYS = ['min_width', 'max_width', 'min_depth', 'max_depth', 'min_height', 'max_height'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** The list API's query (API-COMPAT 14) as the web app sends it; empty keys are left out. */
export type ListArgs = FilterFields & {
  /** The list page always asks for the counts of its filters' alternatives. */
  facets?: 1;
  page?: number;
  limit?: number;
  sortby?: string;
  price?: string;
};

/** What both URLSearchParams (browser, Node) offer; the shared package has no DOM types. */
export type QueryParams = { get(name: string): string | null };

export const TEXT_KEYS = ['category', 'brand', 'color', 'size', 'search', 'material', 'style', 'city'] as const;

function readText(params: QueryParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

function readWhole(params: QueryParams, key: string, min: number): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min ? value : undefined;
}

export function readFilters(params: QueryParams): ProductFilters {
  const sortParam = params.get('sort');
  const searching = Boolean(params.get('search')?.trim());
  const asked = SORT_OPTIONS.find((o) => o.value === sortParam && (searching || o.value !== 'relevance'))?.value;
  const sort = asked ?? defaultSortOf(params.get('search'));
  const filters: ProductFilters = { sort, page: readWhole(params, 'page', 1) ?? 1 };
  for (const key of TEXT_KEYS) {
    const value = readText(params, key);
    if (value) filters[key] = value;
  }
  const min = readWhole(params, 'min_price', 0);
  const max = readWhole(params, 'max_price', 0);
  if (min !== undefined) filters.min_price = min;
  if (max !== undefined) filters.max_price = max;
  for (const key of RANGE_KEYS) {
    const value = readWhole(params, key, 0);
    if (value !== undefined) filters[key] = value;
  }
  const rating = readWhole(params, 'min_rating', 1);
  if (rating !== undefined && rating <= 5) filters.min_rating = rating;
  if (params.get('in_stock') === '1') filters.in_stock = 1;
  return filters;
}

/** The API query for the filters: price sorting uses `price`, the others `sortby`. */
export function toListArgs(filters: ProductFilters, limit: number): ListArgs {
  const { sort, page, ...rest } = filters;
  const args: ListArgs = { ...rest, page, limit, facets: 1 };
  if (sort === 'cheap' || sort === 'expensive') args.price = sort;
  else args.sortby = sort;
  return args;
}
