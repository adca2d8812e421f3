/**
 * Facet counts (docs/decisions/039, 061): for a list's filter, how many products each alternative of each
 * faceted filter would give, every count respecting all the other chosen filters but not its own.
 *
 * Sets of slots as bitsets (catalog.facet-bits.ts): the candidates (every active product, or a search's matches
 * passing the conditions that are not facets), and for each chosen filter the candidates passing it
 * (catalog.facet-sets.ts keeps the set of every slot passing it across counts). A facet counts over the
 * intersection of the other chosen filters' sets: the codes of its slots added up, or, when that is most of the
 * catalogue, its running totals over all active products (catalog.facet-columns.ts) less the codes of the
 * active slots left out, so a count costs the smaller side. The facets without a chosen filter share one list
 * of slots: those passing every filter, which is also the list's total.
 * Which attributes are facets and how their values group comes from the registry (catalog.attributes.ts).
 */
import type { FacetName } from '@rima/shared/api/catalog';
import type { Columns, SlotList } from './catalog.columns';
import { bitCount, countBits, intersect, slotsOf, slotsOfExcept, wordsFor } from './catalog.facet-bits';
import { passingSet } from './catalog.facet-sets';
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

/** Scratch sets and slot lists reused by every count (the count runs to its end without yielding). */
let scratch = { words: 0, sets: [] as Uint32Array[], slots: 0, lists: [] as Int32Array[] };
function scratchFor(words: number, sets: number, slots: number) {
  if (scratch.words < words || scratch.sets.length < sets || scratch.slots < slots) {
    const w = Math.max(words, scratch.words * 2);
    const n = Math.max(slots, scratch.slots * 2);
    scratch = {
      words: w,
      sets: Array.from({ length: Math.max(sets, scratch.sets.length) }, () => new Uint32Array(w)),
      slots: n,
      lists: [new Int32Array(n), new Int32Array(n)],
    };
  }
  return scratch;
}

/** `out` = the active slots a search matched; returns how many. */
function activeMatches(match: Uint8Array, live: Uint32Array, words: number, out: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < words; w += 1) {
    const at = w << 5;
    const upTo = Math.min(32, match.length - at);
    let x = 0;
    for (let b = 0; b < upTo; b += 1) x |= (match[at + b] as number) << b;
    x &= live[w] as number;
    out[w] = x;
    if (x !== 0) n += bitCount(x);
  }
  return n;
}

/** Adds 1 at each listed slot's code. */
function addCodes(counts: Int32Array, column: Int32Array, list: Int32Array, n: number) {
  for (let j = 0; j < n; j += 1) {
    const code = column[list[j] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
}

/** Takes 1 at each listed slot's code. */
function takeCodes(counts: Int32Array, column: Int32Array, list: Int32Array, n: number) {
  for (let j = 0; j < n; j += 1) {
    const code = column[list[j] as number] as number;
    counts[code] = (counts[code] as number) - 1;
  }
}

/**
 * The raw facet counts of `filter` over `candidates` (the first `n` of them: every live slot, or a search's
 * matches; with a search, `match` holds its matches), and the filter's total: the slots passing every filter.
 */
export function countFacets(
  col: Columns,
  candidates: ArrayLike<number>,
  n: number,
  filter: IndexFilter,
  match: MatchBits | undefined,
  byPrice: SlotList,
): { raw: RawFacets; total: number } {
  const { names, dictionaries, columns, liveBits, end, totals } = col.facetCodes;
  const words = wordsFor(end);
  const rest = slotPredicate(col, baseFilter(filter), undefined, undefined);
  // every active product is a candidate: the base is the live set, and the totals apply
  const everything = rest === undefined && match === undefined;
  const work = scratchFor(words, names.length + 3, end);
  const { sets, lists } = work;
  let baseSet: Uint32Array = liveBits;
  let active: number;
  if (everything) active = countBits(liveBits, words);
  else if (rest === undefined && match !== undefined && match.slots === undefined) {
    // a search alone: its matches' bytes packed into bits (a byte per slot, not a call per slot)
    baseSet = sets[names.length] as Uint32Array;
    active = activeMatches(match, liveBits, words, baseSet);
  } else {
    const base = slotPredicate(col, baseFilter(filter), undefined, match);
    baseSet = sets[names.length] as Uint32Array;
    baseSet.fill(0, 0, words);
    for (let k = 0; k < n; k += 1) {
      const slot = candidates[k] as number;
      if (base === undefined || base(slot))
        baseSet[slot >>> 5] = ((baseSet[slot >>> 5] as number) | (1 << (slot & 31))) >>> 0;
    }
    active = countBits(baseSet, words);
  }
  // each chosen filter's set of base slots; one every base slot passes changes no count and is left out
  const chosen: { facet: number; set: Uint32Array }[] = [];
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as FacetName;
    const own = ownFilter(filter, name);
    if (own === undefined) continue;
    const set = sets[chosen.length] as Uint32Array;
    if (passingSet(col, i, name, own, byPrice, baseSet, words, set) < active) chosen.push({ facet: i, set });
  }
  // the slots passing every filter; each facet counts those passing every filter but its own
  const result = sets[names.length + 1] as Uint32Array;
  const total =
    chosen.length === 0
      ? active
      : intersect(
          chosen.map((c) => c.set),
          words,
          result,
        );
  const resultSet = chosen.length === 0 ? baseSet : result;
  // the slots of a set (`inList`), or of the base less a set (`outList`), listed once for the facets sharing it
  const [inList, outList] = lists as [Int32Array, Int32Array];
  let inOf: Uint32Array | undefined;
  let outOf: Uint32Array | undefined;
  let inN = 0;
  let outN = 0;
  const raw = {} as RawFacets;
  for (let i = 0; i < names.length; i += 1) {
    const keys = (dictionaries[i] as { keys: FacetKey[] }).keys;
    const column = columns[i] as Int32Array;
    let set = resultSet;
    let size = total;
    if (chosen.some((c) => c.facet === i)) {
      // its own filter left out: the base slots passing the others
      const others = chosen.filter((c) => c.facet !== i).map((c) => c.set);
      set = others.length === 0 ? baseSet : (sets[names.length + 2] as Uint32Array);
      size = others.length === 0 ? active : intersect(others, words, set);
      inOf = inOf === set ? undefined : inOf;
      outOf = outOf === set ? undefined : outOf;
    }
    let c: Int32Array;
    if (everything && size > active - size) {
      // most of the catalogue: its totals less the active slots left out
      c = (totals[i] as Int32Array).slice(0, keys.length + 1);
      if (size < active) {
        if (outOf !== set) {
          outN = slotsOfExcept(baseSet, set, words, outList);
          outOf = set;
        }
        takeCodes(c, column, outList, outN);
      }
    } else {
      c = new Int32Array(keys.length + 1);
      if (inOf !== set) {
        inN = slotsOf(set, words, inList);
        inOf = set;
      }
      addCodes(c, column, inList, inN);
    }
    const counter: FacetCounter = new Map();
    for (let code = 0; code < keys.length; code += 1) {
      const count = c[code + 1] as number;
      if (count > 0) counter.set(keys[code] as FacetKey, count);
    }
    raw[names[i] as FacetName] = counter;
  }
  return { raw, total };
}
