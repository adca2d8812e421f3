/**
 * Facet counts (docs/decisions/039): for a list's filter, how many products each alternative of each faceted
 * filter would give, every count respecting all the other chosen filters but not its own. One pass over the
 * candidate slots: each chosen filter is tested once a slot; a slot failing none counts toward every facet,
 * a slot failing exactly one counts toward that filter's facet only, a slot failing two counts nowhere.
 * Which attributes are facets and how their values group comes from the registry (catalog.attributes.ts);
 * here is how each is read from the columns.
 */
import type { FacetName } from '@rima/shared/api/catalog';
import { FACETS, type Facet } from '../catalog.attributes';
import type { Columns } from './catalog.columns';
import { slotPredicate, type IndexFilter } from './catalog.filter';
import type { MatchBits } from './catalog.text-index';

/** A facet's raw counts: by the value its column holds (an id, a code, a bin's index). */
export type FacetCounter = Map<number | string, number>;
/**
 * The raw counts of every facet. `brand` counts by spelling (a product without a free-text brand by its legacy
 * brand's id, as a number): the answer groups spellings by their facet key. `ranges`/`upTo` facets count by
 * bin (0 below the first bound, i above bound i-1), a `flag` facet under 1.
 */
export type RawFacets = Record<FacetName, FacetCounter>;

/** The filter's conditions that belong to each facet: dropped from the filter to count that facet. */
const OWN: Record<FacetName, readonly (keyof IndexFilter)[]> = {
  category: ['category_id', 'category_ids'],
  color: ['color_id', 'colorIds'],
  city: ['sellerIds'],
  price: ['minPrice', 'maxPrice'],
  material: ['material', 'materialCode'],
  width: [],
  in_stock: ['inStock'],
  brand: ['brand', 'brand_id'],
  style: ['style'],
  seats: ['minSeats'],
  assembly: ['assembly'],
  rating: ['minRating'],
};

/** The filter without its width range (the width facet's own condition). */
function withoutWidth(filter: IndexFilter): IndexFilter {
  if (filter.dimensions?.width_cm === undefined) return filter;
  const { width_cm: _dropped, ...rest } = filter.dimensions;
  return { ...filter, dimensions: rest };
}

/** Only the conditions of `facet` (undefined: the filter chooses nothing of it). */
function ownFilter(filter: IndexFilter, facet: FacetName): IndexFilter | undefined {
  if (facet === 'width') {
    const [min, max] = filter.dimensions?.width_cm ?? [undefined, undefined];
    return min === undefined && max === undefined ? undefined : { dimensions: { width_cm: [min, max] } };
  }
  const own: Record<string, unknown> = {};
  let chosen = false;
  for (const key of OWN[facet]) {
    if (filter[key] === undefined) continue;
    own[key] = filter[key];
    chosen = true;
  }
  if (facet === 'in_stock' && filter.inStock !== true) return undefined;
  return chosen ? (own as IndexFilter) : undefined;
}

/** The filter without any facet's conditions: what every count respects (a seller's page, a size, a search). */
function baseFilter(filter: IndexFilter): IndexFilter {
  const base: Record<string, unknown> = { ...withoutWidth(filter) };
  for (const keys of Object.values(OWN)) for (const key of keys) delete base[key];
  return base as IndexFilter;
}

/** The test of a facet's own conditions on a slot. */
function ownTest(col: Columns, own: IndexFilter): (slot: number) => boolean {
  if (own.category_ids !== undefined) {
    const categories = col.ints.category_id;
    const ids = new Set(own.category_ids);
    return (slot) => ids.has(categories[slot] as number);
  }
  return slotPredicate(col, own, undefined, undefined) ?? (() => true);
}

/** The bin of a value among ascending bounds: 0 up to the first bound, k above bound k-1 (NaN: none). */
function binner(bounds: readonly number[], fround: boolean): (value: number) => number {
  const b = Float64Array.from(bounds, (x) => (fround ? Math.fround(x) : x));
  return (value) => {
    if (Number.isNaN(value)) return -1;
    let k = 0;
    while (k < b.length && value > (b[k] as number)) k += 1;
    return k;
  };
}

/** Adds one slot's value to a facet's counter. */
type Add = (slot: number) => void;

function counterOf(col: Columns, facet: Facet, counts: FacetCounter): Add {
  const bump = (key: number | string | null | undefined) => {
    if (key === null || key === undefined) return;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const { ints, floats, facts } = col;
  switch (facet.name) {
    case 'category':
      return (slot) => bump(ints.category_id[slot]);
    case 'color':
      return (slot) => bump(ints.color_id[slot]);
    case 'city':
      return (slot) => bump(ints.seller_id[slot]);
    case 'material':
      return (slot) => bump(col.shared.material[slot]);
    case 'style':
      return (slot) => bump(facts.style[slot]);
    case 'seats':
      return (slot) => bump(facts.seats[slot]);
    case 'assembly':
      return (slot) => {
        const value = facts.assembly[slot];
        if (value !== null && value !== undefined) bump(value ? 'true' : 'false');
      };
    case 'brand':
      return (slot) => {
        const brand = facts.brand[slot];
        if (brand) bump(brand);
        else if (ints.brand_id[slot]) bump(ints.brand_id[slot]);
      };
    case 'in_stock':
      return (slot) => {
        if ((ints.stock[slot] as number) > 0) bump(1);
      };
    case 'rating':
      return (slot) => {
        if ((floats.rating[slot] as number) >= 4) bump(1);
      };
    case 'price': {
      const bin = binner(facet.bounds ?? [], false);
      return (slot) => bump(bin(ints.price[slot] as number));
    }
    case 'width': {
      // the column is `real`: compared in single precision, as the width filter is
      const bin = binner(facet.bounds ?? [], true);
      return (slot) => {
        const k = bin(Math.fround(floats.width_cm[slot] as number));
        if (k >= 0) bump(k);
      };
    }
  }
}

/**
 * The raw facet counts of `filter` over `candidates` (the first `n` of them: every live slot, or a search's
 * matches; with a search, `match` holds its matches).
 */
export function countFacets(
  col: Columns,
  candidates: ArrayLike<number>,
  n: number,
  filter: IndexFilter,
  match: MatchBits | undefined,
): RawFacets {
  const raw = {} as RawFacets;
  const adds: Add[] = [];
  const tests: ((slot: number) => boolean)[] = [];
  /** For each chosen filter (in `tests`), the index of its facet in `adds`. */
  const testedFacet: number[] = [];
  for (const facet of FACETS) {
    const counts: FacetCounter = new Map();
    raw[facet.name] = counts;
    const own = ownFilter(filter, facet.name);
    if (own !== undefined) {
      tests.push(ownTest(col, own));
      testedFacet.push(adds.length);
    }
    adds.push(counterOf(col, facet, counts));
  }
  const base = slotPredicate(col, baseFilter(filter), undefined, match);
  const t = tests.length;
  const a = adds.length;
  for (let k = 0; k < n; k += 1) {
    const slot = candidates[k] as number;
    if (base !== undefined && !base(slot)) continue;
    let failed = -1;
    let fails = 0;
    for (let j = 0; j < t && fails < 2; j += 1) {
      if (!(tests[j] as (slot: number) => boolean)(slot)) {
        fails += 1;
        failed = j;
      }
    }
    if (fails === 0) for (let j = 0; j < a; j += 1) (adds[j] as Add)(slot);
    else if (fails === 1) (adds[testedFacet[failed] as number] as Add)(slot);
  }
  return raw;
}
