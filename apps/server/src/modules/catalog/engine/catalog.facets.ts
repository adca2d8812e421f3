/**
 * Facet counts (docs/decisions/039): for a list's filter, how many products each alternative of each faceted
 * filter would give, every count respecting all the other chosen filters but not its own. One pass over the
 * candidate slots: each chosen filter is tested once a slot; a slot failing none counts toward every facet,
 * a slot failing exactly one counts toward that filter's facet only, a slot failing two counts nowhere.
 * Which attributes are facets and how their values group comes from the registry (catalog.attributes.ts);
 * each slot's value is a code in a typed array (catalog.facet-columns.ts).
 */
import type { FacetName } from '@rima/shared/api/catalog';
import type { Columns } from './catalog.columns';
import type { FacetKey } from './catalog.facet-columns';
import { slotPredicate, type IndexFilter } from './catalog.filter';
import type { MatchBits } from './catalog.text-index';

/** A facet's raw counts: by the value its column holds (an id, a code, a bin's index). */
export type FacetCounter = Map<FacetKey, number>;
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
  return chosen ? own : undefined;
}

/** The filter without any facet's conditions: what every count respects (a seller's page, a size, a search). */
function baseFilter(filter: IndexFilter): IndexFilter {
  const base: Record<string, unknown> = { ...withoutWidth(filter) };
  for (const keys of Object.values(OWN)) for (const key of keys) delete base[key];
  return base;
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
  const { names, dictionaries, codes, width } = col.facetCodes;
  // one array of counts, each facet's from its offset
  const offsets = new Int32Array(width + 1);
  dictionaries.forEach((d, i) => (offsets[i + 1] = (offsets[i] as number) + d.keys.length));
  const counts = new Int32Array(offsets[width] as number);
  const tests: ((slot: number) => boolean)[] = [];
  /** For each chosen filter (in `tests`), the index of its facet. */
  const testedFacet: number[] = [];
  names.forEach((name, i) => {
    const own = ownFilter(filter, name);
    if (own === undefined) return;
    tests.push(ownTest(col, own));
    testedFacet.push(i);
  });
  const base = slotPredicate(col, baseFilter(filter), undefined, match);
  const t = tests.length;
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
    const at = slot * width;
    if (fails === 0) {
      for (let i = 0; i < width; i += 1) {
        const code = codes[at + i] as number;
        if (code >= 0) {
          const c = (offsets[i] as number) + code;
          counts[c] = (counts[c] as number) + 1;
        }
      }
    } else if (fails === 1) {
      const i = testedFacet[failed] as number;
      const code = codes[at + i] as number;
      if (code >= 0) {
        const c = (offsets[i] as number) + code;
        counts[c] = (counts[c] as number) + 1;
      }
    }
  }
  const raw = {} as RawFacets;
  names.forEach((name, i) => {
    const counter: FacetCounter = new Map();
    const keys = (dictionaries[i] as { keys: FacetKey[] }).keys;
    for (let code = 0; code < keys.length; code += 1) {
      const count = counts[(offsets[i] as number) + code] as number;
      if (count > 0) counter.set(keys[code] as FacetKey, count);
    }
    raw[name] = counter;
  });
  return raw;
}
