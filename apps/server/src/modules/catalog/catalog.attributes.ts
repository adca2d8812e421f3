/**
 * The product fields the catalogue reads, one entry per column of `products` (docs/decisions/030). Which list
 * parameters filter on a field, which orders read it and whether a search reads it are written here only:
 * the classification of a database change (http/catalog-change.ts), the tags of a cached list (the list route
 * and pages.tags.ts), the counts' invalidation, the read model's per-value lists and what it loads are
 * derived from it, so a field filtered on is never missing from what drops the answers that filter on it.
 */
import type { FacetName, ListProductsQuery } from '@rima/shared/api/catalog';

export type ListParam = keyof ListProductsQuery;
export type ListOrder = 'latest' | 'oldest' | 'popular' | 'cheap' | 'expensive' | 'relevance';

export type Attribute = {
  /** As PostgreSQL stores it (the read model holds ints and ids in Int32Array, reals in Float64Array). */
  type: 'id' | 'int' | 'real' | 'text' | 'timestamp' | 'tsvector' | 'status' | 'boolean';
  /**
   * What a change of the column can alter besides the product's own answers (its detail, the lists showing
   * it): `membership`: which products a list, a related list or a count holds — every list, detail and count;
   * `lists`: the lists that filter or sort on it (`params`, `orders`, `searchable`); `own`: nothing else.
   */
  effect: 'membership' | 'lists' | 'own';
  /** The list query's parameters that filter on it. */
  params?: readonly ListParam[];
  /** The list orders that read it. */
  orders?: readonly ListOrder[];
  /** A search (`search=`) reads it: its words, its literal name match or its rank. */
  searchable?: boolean;
  /** The read model keeps a slot list per value (catalog.index.ts): a filter on it walks only its list. */
  perValueLists?: boolean;
  /**
   * The in-memory read model loads it, and how it holds it (engine/catalog.fields.ts derives the load's
   * SELECT and the column arrays from these): `int` in an Int32Array; `real` in a Float64Array (NaN for
   * null); `text` as UTF-8 in a byte pool; `shared` a text of few distinct values, one string each shared
   * by the slots; `ms` a timestamp as milliseconds; `us` a timestamp also as microseconds (`<name>_us`
   * without `_at`, for an exact order); `words` a tsvector, as text for the text index only.
   */
  inMemory?: InMemory;
  /**
   * The list answer counts the alternatives of its filter (`facets=1`, docs/decisions/039), and how a slot's
   * value groups: `values` one count per value held; `atLeast` a count per value of the products holding at
   * least it (a `min_` filter); `upTo` a count per bound of those at most it, and one above the last (a `max_`
   * filter); `ranges` a count per range between the bounds (a `min_`/`max_` pair); `flag` the products for which
   * the filter holds. The engine's facet counter (engine/catalog.facets.ts) reads each from its column.
   */
  facet?: Facet;
};

export type Facet = {
  name: FacetName;
  groups: 'values' | 'atLeast' | 'upTo' | 'ranges' | 'flag';
  /** `upTo`, `ranges`: ascending bounds. */
  bounds?: readonly number[];
  /** `values`: only the most frequent this many. */
  top?: number;
  /** `flag`: the least value for which it holds (1 for "in stock"). */
  from?: number;
};

export type InMemory = 'int' | 'real' | 'text' | 'shared' | 'ms' | 'us' | 'words';

/** The columns of `products`. Every column has an entry (catalog.attributes.test.ts checks the table). */
export const ATTRIBUTES = {
  id: { type: 'id', effect: 'membership', inMemory: 'int' },
  status: { type: 'status', effect: 'membership' },
  brand_id: { type: 'id', effect: 'membership', params: ['brand'], perValueLists: true, inMemory: 'int' },
  category_id: {
    type: 'id',
    effect: 'membership',
    params: ['category'],
    perValueLists: true,
    inMemory: 'int',
    facet: { name: 'category', groups: 'values' },
  },
  size_id: { type: 'id', effect: 'membership', params: ['size'], perValueLists: true, inMemory: 'int' },
  color_id: {
    type: 'id',
    effect: 'membership',
    params: ['color'],
    perValueLists: true,
    inMemory: 'int',
    facet: { name: 'color', groups: 'values' },
  },
  // `city`: the seller's store city; a store's city changes reach the catalogue as a sellers' change
  seller_id: {
    type: 'id',
    effect: 'membership',
    params: ['seller_id', 'city'],
    perValueLists: true,
    inMemory: 'int',
    facet: { name: 'city', groups: 'values' },
  },
  created_at: { type: 'timestamp', effect: 'membership', orders: ['latest', 'oldest'], inMemory: 'us' },
  price: {
    type: 'int',
    effect: 'lists',
    params: ['min_price', 'max_price'],
    orders: ['cheap', 'expensive'],
    inMemory: 'int',
    // rupiah: what furniture costs, from a cushion to a teak dining set
    facet: { name: 'price', groups: 'ranges', bounds: [500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000] },
  },
  sold: { type: 'int', effect: 'lists', orders: ['popular', 'relevance'], inMemory: 'int' },
  material: {
    type: 'text',
    effect: 'lists',
    params: ['material'],
    searchable: true,
    inMemory: 'shared',
    facet: { name: 'material', groups: 'values' },
  },
  width_cm: {
    type: 'real',
    effect: 'lists',
    params: ['min_width', 'max_width'],
    inMemory: 'real',
    // "lebar maks": what fits a wall, in cm
    facet: { name: 'width', groups: 'upTo', bounds: [60, 90, 120, 160, 200] },
  },
  depth_cm: { type: 'real', effect: 'lists', params: ['min_depth', 'max_depth'], inMemory: 'real' },
  height_cm: { type: 'real', effect: 'lists', params: ['min_height', 'max_height'], inMemory: 'real' },
  name: { type: 'text', effect: 'lists', searchable: true, inMemory: 'text' },
  description: { type: 'text', effect: 'lists', searchable: true, inMemory: 'text' },
  // migration 0021: name, material, brand, category and store name, filled by a trigger
  search_text: { type: 'text', effect: 'lists', searchable: true },
  search_vec: { type: 'tsvector', effect: 'lists', searchable: true, orders: ['relevance'], inMemory: 'words' },
  // `in_stock` lists and the facet counts read it
  stock: {
    type: 'int',
    effect: 'lists',
    params: ['in_stock'],
    inMemory: 'int',
    facet: { name: 'in_stock', groups: 'flag', from: 1 },
  },
  weight_kg: { type: 'real', effect: 'own', inMemory: 'real' },
  updated_at: { type: 'timestamp', effect: 'own', inMemory: 'ms' },
  // not read by the catalogue (room fit, delivery, the operators' console)
  packed_width_cm: { type: 'real', effect: 'own' },
  packed_depth_cm: { type: 'real', effect: 'own' },
  packed_height_cm: { type: 'real', effect: 'own' },
  packed_weight_kg: { type: 'real', effect: 'own' },
  is_bulky: { type: 'boolean', effect: 'own' },
  moderation_reason: { type: 'text', effect: 'own' },
  // Furniture facts (migration 0075, docs/decisions/037). The brand filter compares facet keys, and like
  // the legacy brand a brand edit changes which products a brand list holds.
  brand: { type: 'text', effect: 'membership', params: ['brand'], searchable: true },
  brand_key: {
    type: 'text',
    effect: 'membership',
    params: ['brand'],
    facet: { name: 'brand', groups: 'values', top: 20 },
  },
  style: {
    type: 'text',
    effect: 'lists',
    params: ['style'],
    searchable: true,
    facet: { name: 'style', groups: 'values' },
  },
  seats: { type: 'int', effect: 'lists', params: ['min_seats'], facet: { name: 'seats', groups: 'atLeast' } },
  assembly_required: {
    type: 'boolean',
    effect: 'lists',
    params: ['assembly'],
    facet: { name: 'assembly', groups: 'values' },
  },
  name_en: { type: 'text', effect: 'lists', searchable: true },
  description_en: { type: 'text', effect: 'lists', searchable: true },
  finish: { type: 'text', effect: 'own' },
  warranty_months: { type: 'int', effect: 'own' },
} as const satisfies Record<string, Attribute>;

export type Column = keyof typeof ATTRIBUTES;
type Registry = typeof ATTRIBUTES;

/** Columns with a slot list per value in the read model, in the registry's order. */
export type PerValueColumn = {
  [C in Column]: Registry[C] extends { perValueLists: true } ? C : never;
}[Column];
export const PER_VALUE_COLUMNS = (Object.keys(ATTRIBUTES) as Column[]).filter(
  (c): c is PerValueColumn => (ATTRIBUTES[c] as Attribute).perValueLists === true,
);

/**
 * A set of attributes as bits, one per attribute whose effect is `lists` (a change's changed columns, a
 * list's read columns): testing a change against a list is one `&`.
 */
export type AttributeSet = number;

const entries = Object.entries(ATTRIBUTES) as [Column, Attribute][];
const bitOf = new Map<string, number>();
for (const [column, attribute] of entries) {
  if (attribute.effect === 'lists') bitOf.set(column, 1 << bitOf.size);
}
/**
 * A second bit for each faceted attribute whose effect is `lists`, and for the loaded facets: what a list's
 * facet counts read of it, which is only the group a product's value falls in (in stock or not, its price
 * range). A sale changes the stock without changing that group, and leaves the counts alone (decision 065).
 */
const facetBitOf = new Map<string, number>();
for (const [column, attribute] of entries) {
  if (attribute.effect === 'lists' && attribute.facet) facetBitOf.set(column, 1 << (bitOf.size + facetBitOf.size));
}
facetBitOf.set('rating', 1 << (bitOf.size + facetBitOf.size));
if (bitOf.size + facetBitOf.size > 30) throw new Error('catalog.attributes: more bits than an AttributeSet holds');

/** Every bit in use: what a change of unknown columns may touch. */
export const ALL_ATTRIBUTES: AttributeSet = (1 << (bitOf.size + facetBitOf.size)) - 1;
/** The bit of one attribute whose effect is `lists` (0 for the others). */
export const attributeBit = (column: Column): AttributeSet => bitOf.get(column) ?? 0;
/** The facet counts' bit of an attribute whose effect is `lists`, or of a loaded facet (0 for the others). */
export const facetBit = (column: Column | keyof typeof LOADED_FACETS): AttributeSet => facetBitOf.get(column) ?? 0;

const union = (pick: (a: Attribute) => boolean): AttributeSet =>
  entries.reduce((set, [column, a]) => (pick(a) ? set | attributeBit(column) : set), 0);

/** What a search reads. */
export const SEARCHED: AttributeSet = union((a) => a.searchable === true);

const PARAM_READS = new Map<string, AttributeSet>();
for (const [column, a] of entries) {
  for (const param of a.params ?? []) PARAM_READS.set(param, (PARAM_READS.get(param) ?? 0) | attributeBit(column));
}
PARAM_READS.set('search', (PARAM_READS.get('search') ?? 0) | SEARCHED);
const PARAMS = [...PARAM_READS.keys()];
const ORDER_READS = new Map<string, AttributeSet>(
  (['latest', 'oldest', 'popular', 'cheap', 'expensive', 'relevance'] as const).map((order) => [
    order,
    union((a) => a.orders?.includes(order) === true),
  ]),
);

/**
 * Facets read from what the load adds to a product besides its columns (the reviews' average rating):
 * a review's change reaches the lists through its product (catalog-change.ts `reviews`).
 */
export const LOADED_FACETS = {
  rating: { name: 'rating', groups: 'flag', from: 4 },
} as const satisfies Record<string, Facet>;

/** Every facet, in the registry's order: the columns' then the loaded ones'. */
export const FACETS: readonly (Facet & { column: Column | keyof typeof LOADED_FACETS })[] = [
  ...entries.flatMap(([column, a]) => (a.facet ? [{ ...a.facet, column }] : [])),
  ...Object.entries(LOADED_FACETS).map(([column, f]) => ({ ...f, column: column as keyof typeof LOADED_FACETS })),
];

/**
 * What a facet answer reads: the group of every faceted attribute (each facet counts over all the others'
 * filters). The faceted attributes whose effect is `membership` drop every list anyway.
 */
export const FACETS_READ: AttributeSet = [...facetBitOf.values()].reduce((set, bit) => set | bit, 0);

/** The group a value falls in for `facet`'s counts: its value, its range, whether the flag holds. */
function facetGroup(facet: Facet, value: number | null): number | null {
  if (value === null) return null;
  const bounds = facet.bounds ?? [];
  switch (facet.groups) {
    case 'flag':
      return value >= (facet.from ?? 1) ? 1 : 0;
    case 'ranges':
    case 'upTo': {
      let group = 0;
      while (group < bounds.length && value > (bounds[group] as number)) group += 1;
      return group;
    }
    default:
      return value;
  }
}

/**
 * Whether none of these old/new value pairs of `column` moves a product to another group of its facet: then
 * the change leaves every facet count alone. False when the column has no facet or a pair is not two numbers.
 */
export function sameFacetGroups(column: string, pairs: readonly unknown[]): boolean {
  const facet = (ATTRIBUTES as Record<string, Attribute | undefined>)[column]?.facet;
  if (!facet || pairs.length === 0) return false;
  const num = (v: unknown) => (typeof v === 'number' ? v : v === null ? null : Number.NaN);
  return pairs.every((pair) => {
    if (!Array.isArray(pair) || pair.length !== 2) return false;
    const [before, after] = [num(pair[0]), num(pair[1])];
    if (Number.isNaN(before) || Number.isNaN(after)) return false;
    return facetGroup(facet, before) === facetGroup(facet, after);
  });
}

/** A list query as validated (the list route) or as its URL carries it (pages.tags.ts): absent = undefined/null. */
export type ListQueryLike = { readonly [P in ListParam]?: unknown };

/**
 * The attributes a list reads: those its parameters filter on and those its order reads. The order is
 * the catalogue service's: `price` wins over `sortby`, a search is ranked by relevance unless another
 * order is asked for, and relevance without a search is "popular".
 */
export function listReads(query: ListQueryLike): AttributeSet {
  let reads = 0;
  for (const param of PARAMS) {
    const value = query[param as ListParam];
    if (value !== undefined && value !== null) reads |= PARAM_READS.get(param) ?? 0;
  }
  const searching = query.search !== undefined && query.search !== null;
  const asked = (query.price ?? query.sortby ?? undefined) as string | undefined;
  const order = asked === 'relevance' && !searching ? 'popular' : (asked ?? (searching ? 'relevance' : 'latest'));
  const facets = query.facets === true || query.facets === '1' || query.facets === 'true';
  return reads | (ORDER_READS.get(order) ?? 0) | (facets ? FACETS_READ : 0);
}

/**
 * What a change of `columns` (an UPDATE's changed columns) can alter: `membership` when any column changes
 * which products lists hold, or is not in the registry (a column added without an entry drops everything
 * rather than leaving an answer stale); `attributes`: the changed columns lists read, and their facet counts
 * unless `sameGroups` says every product changed kept its facet group.
 */
export function changedAttributes(
  columns: readonly string[],
  sameGroups: (column: string) => boolean = () => false,
): { membership: boolean; attributes: AttributeSet } {
  let membership = false;
  let attributes = 0;
  for (const column of columns) {
    const attribute = (ATTRIBUTES as Record<string, Attribute | undefined>)[column];
    if (attribute === undefined || attribute.effect === 'membership') membership = true;
    else {
      attributes |= bitOf.get(column) ?? 0;
      // its facet counts change unless every product kept its group
      if (!sameGroups(column)) attributes |= facetBitOf.get(column) ?? 0;
    }
  }
  return { membership, attributes };
}
