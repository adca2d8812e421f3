/**
 * The slots passing one facet's own conditions (docs/decisions/039, 061), as a bitset (catalog.facet-bits.ts):
 * built over every slot with a loop of its own over typed arrays (most compare the slot's facet code with the
 * codes the conditions accept) and kept across counts until what it compares changes; a price range is a run
 * of the price-ordered list instead.
 */
import type { FacetName } from '@rima/shared/api/catalog';
import { brandKey } from '@rima/shared/catalog';
import type { Columns, SlotList } from './catalog.columns';
import { allBelow, and, codesIn, markSlots, rangeIn, testIn, wordsFor } from './catalog.facet-bits';
import type { FacetKey } from './catalog.facet-columns';
import { slotPredicate, type IndexFilter } from './catalog.filter';

/** Which facet keys a facet's own conditions accept (null: a slot without a value); undefined: not by key. */
function keyTest(facet: FacetName, own: IndexFilter): ((key: FacetKey | null) => boolean) | undefined {
  switch (facet) {
    case 'category': {
      if (own.category_ids !== undefined) {
        const ids = new Set(own.category_ids);
        return (k) => ids.has(k as number);
      }
      return (k) => k === own.category_id;
    }
    case 'color': {
      const ids = own.colorIds === undefined ? undefined : new Set(own.colorIds);
      return (k) => k !== null && (own.color_id === undefined || k === own.color_id) && (ids?.has(k as number) ?? true);
    }
    case 'city': {
      const ids = new Set(own.sellerIds);
      return (k) => ids.has(k as number);
    }
    case 'material': {
      const { material, materialCode } = own;
      if (material === undefined) return () => true;
      return (k) => typeof k === 'string' && (k === materialCode || k.toLowerCase().includes(material));
    }
    case 'in_stock':
      return (k) => k === 1;
    case 'brand': {
      const { brand } = own;
      // the legacy brand_id filter compares a column the brand's key does not always follow
      if (own.brand_id !== undefined || brand === undefined) return undefined;
      const legacy = new Set(brand.legacyIds);
      return (k) => (typeof k === 'string' ? brandKeyOf(k) === brand.key : legacy.has(k ?? 0));
    }
    case 'style':
      return (k) => k === own.style;
    case 'seats': {
      const least = own.minSeats ?? 0;
      return (k) => ((k as number | null) ?? 0) >= least;
    }
    case 'assembly':
      return (k) => k === String(own.assembly);
    default:
      return undefined;
  }
}

/** brandKey() of each spelling a brand code stands for, kept across counts (the spellings only grow). */
const brandKeys = new Map<string, string>();
function brandKeyOf(spelling: string): string {
  let key = brandKeys.get(spelling);
  if (key === undefined) {
    if (brandKeys.size >= 50_000) brandKeys.clear();
    key = brandKey(spelling);
    brandKeys.set(spelling, key);
  }
  return key;
}

/** A chosen filter's test in a form its loop runs over typed arrays. */
type Test =
  | { kind: 'codes'; column: Int32Array; accepted: Uint8Array }
  | { kind: 'range'; column: Int32Array | Float64Array; low: number; high: number; single: boolean }
  | { kind: 'slot'; test: (slot: number) => boolean };

function compile(col: Columns, facet: number, name: FacetName, own: IndexFilter): Test {
  if (name === 'rating' && own.minRating !== undefined) {
    return { kind: 'range', column: col.floats.rating, low: own.minRating, high: Infinity, single: false };
  }
  if (name === 'width') {
    const [min, max] = own.dimensions?.width_cm ?? [];
    // the columns are `real`: compared in single precision, as the list's filter does (NaN = null fails)
    const low = min === undefined ? -Infinity : Math.fround(min);
    const high = max === undefined ? Infinity : Math.fround(max);
    return { kind: 'range', column: col.floats.width_cm, low, high, single: true };
  }
  const test = keyTest(name, own);
  if (test === undefined) return { kind: 'slot', test: slotPredicate(col, own, undefined, undefined) ?? (() => true) };
  const keys = (col.facetCodes.dictionaries[facet] as { keys: FacetKey[] }).keys;
  // indexed like the column: code + 1, no value at 0
  const accepted = new Uint8Array(keys.length + 1);
  accepted[0] = test(null) ? 1 : 0;
  for (let code = 0; code < keys.length; code += 1) accepted[code + 1] = test(keys[code] as FacetKey) ? 1 : 0;
  return { kind: 'codes', column: col.facetCodes.columns[facet] as Int32Array, accepted };
}

/** Kept sets; past it the map starts again. */
const MAX_KEPT_SETS = 256;
/** Every slot, for a set built over all of them. */
let every = new Uint32Array(0);

/**
 * The slots below the columns' end that pass a facet's own conditions (active or not: a count intersects it
 * with its candidates). Kept until a code of that facet changes when the test compares codes; until any
 * product is written when it compares another column (a rating, a width, a legacy brand).
 */
function keptSet(col: Columns, facet: number, name: FacetName, own: IndexFilter): Uint32Array {
  const codes = col.facetCodes;
  const { end } = codes;
  const byCode = (name !== 'rating' || own.minRating === undefined) && name !== 'width' && keyTest(name, own);
  const stamp = byCode ? (codes.versions[facet] as number) : -1 - codes.writes;
  const key = `${facet}|${JSON.stringify(own)}`;
  const kept = codes.keptSets.get(key);
  if (kept !== undefined && kept.stamp === stamp && kept.end === end) return kept.set;
  const words = wordsFor(end);
  if (every.length < words) every = new Uint32Array(Math.max(words, every.length * 2));
  allBelow(end, every);
  const set = new Uint32Array(words);
  const t = compile(col, facet, name, own);
  if (t.kind === 'codes') codesIn(t.column, t.accepted, every, words, set);
  else if (t.kind === 'range') rangeIn(t.column, t.low, t.high, t.single, every, words, set);
  else testIn(t.test, every, words, set);
  if (codes.keptSets.size >= MAX_KEPT_SETS) codes.keptSets.clear();
  codes.keptSets.set(key, { stamp, end, set });
  return set;
}

/** `out` = the active slots whose price lies in the range: a run of the price-ordered list of them. */
function priceSet(col: Columns, byPrice: SlotList, own: IndexFilter, words: number, out: Uint32Array) {
  const price = col.ints.price;
  const { a, n } = byPrice;
  // the first position whose price is above `p` (`strict`) or at least `p` (the list is price ASC, id ASC)
  const from = (p: number, strict: boolean) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const v = price[a[mid] as number] as number;
      if (v < p || (strict && v === p)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const start = own.minPrice === undefined ? 0 : from(own.minPrice, false);
  const stop = Math.max(start, own.maxPrice === undefined ? n : from(own.maxPrice, true));
  if (2 * (stop - start) < n) {
    out.fill(0, 0, words);
    markSlots(out, a, start, stop, true);
  } else {
    out.set(col.facetCodes.liveBits.subarray(0, words));
    markSlots(out, a, 0, start, false);
    markSlots(out, a, stop, n, false);
  }
}

/**
 * `out` = the slots of `base` passing a facet's own conditions; returns how many. `byPrice`: the active slots
 * in price order.
 */
export function passingSet(
  col: Columns,
  facet: number,
  name: FacetName,
  own: IndexFilter,
  byPrice: SlotList,
  base: Uint32Array,
  words: number,
  out: Uint32Array,
): number {
  if (name !== 'price') return and(keptSet(col, facet, name, own), base, words, out);
  priceSet(col, byPrice, own, words, out);
  return and(out, base, words, out);
}
