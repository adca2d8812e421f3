/**
 * Facet counts (docs/decisions/039): for a list's filter, how many products each alternative of each faceted
 * filter would give, every count respecting all the other chosen filters but not its own. A slot failing none
 * of the chosen filters counts toward every facet, one failing exactly one toward that filter's facet only,
 * one failing two nowhere.
 *
 * Each chosen filter is tested over the candidates in a loop of its own over typed arrays (most compare the
 * slot's facet code with the codes the filter accepts), marking how many each slot fails; then one pass adds
 * the codes of the slots that count. When most of the catalogue passes every filter (a price floor, "in
 * stock"), the counts are the facets' running totals over all active products (catalog.facet-columns.ts) less
 * the slots that fail, so a count costs what fails, not what passes.
 * Which attributes are facets and how their values group comes from the registry (catalog.attributes.ts).
 */
import type { FacetName } from '@rima/shared/api/catalog';
import { brandKey } from '@rima/shared/catalog';
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
  | { kind: 'codes'; facet: number; accepted: Uint8Array }
  | { kind: 'range'; column: Int32Array | Float64Array; low: number; high: number; single: boolean }
  | { kind: 'slot'; test: (slot: number) => boolean };

function compile(col: Columns, facet: number, name: FacetName, own: IndexFilter): Test {
  if (name === 'price') {
    return {
      kind: 'range',
      column: col.ints.price,
      low: own.minPrice ?? -Infinity,
      high: own.maxPrice ?? Infinity,
      single: false,
    };
  }
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
  // accepted[code + 1]: code -1 (no value) at 0
  const accepted = new Uint8Array(keys.length + 1);
  accepted[0] = test(null) ? 1 : 0;
  for (let code = 0; code < keys.length; code += 1) accepted[code + 1] = test(keys[code] as FacetKey) ? 1 : 0;
  return { kind: 'codes', facet, accepted };
}

/** Scratch arrays reused by every count (the count runs to its end without yielding). */
let scratch = { slots: new Int32Array(0), fails: new Uint8Array(0), failed: new Uint8Array(0) };
function scratchFor(n: number) {
  if (scratch.slots.length < n) {
    const size = Math.max(n, scratch.slots.length * 2);
    scratch = { slots: new Int32Array(size), fails: new Uint8Array(size), failed: new Uint8Array(size) };
  }
  scratch.fails.fill(0, 0, n);
  return scratch;
}
/** 0, 1, 2…: every slot as a candidate, in slot order. */
let identity = new Int32Array(0);
function everySlot(n: number): Int32Array {
  if (identity.length < n) identity = Int32Array.from({ length: Math.max(n, identity.length * 2) }, (_, i) => i);
  return identity;
}
/** A slot without an active product starts with this many failures: it counts nowhere, not even less. */
const GONE = 200;

/** Marks, for each of the first `m` slots, one more failure (and which test) where `test` fails. */
function runTest(
  t: Test,
  index: number,
  slots: Int32Array,
  m: number,
  fails: Uint8Array,
  failed: Uint8Array,
  codes: Int32Array,
  width: number,
) {
  const mark = (k: number) => {
    fails[k] = (fails[k] as number) + 1;
    failed[k] = index;
  };
  if (t.kind === 'codes') {
    const { accepted, facet } = t;
    for (let k = 0; k < m; k += 1) {
      if (accepted[(codes[(slots[k] as number) * width + facet] as number) + 1] !== 1) mark(k);
    }
  } else if (t.kind === 'range') {
    const { column, low, high } = t;
    if (t.single) {
      for (let k = 0; k < m; k += 1) {
        const v = Math.fround(column[slots[k] as number] as number);
        if (!(v >= low && v <= high)) mark(k);
      }
    } else {
      for (let k = 0; k < m; k += 1) {
        const v = column[slots[k] as number] as number;
        if (!(v >= low && v <= high)) mark(k);
      }
    }
  } else {
    const { test } = t;
    for (let k = 0; k < m; k += 1) if (!test(slots[k] as number)) mark(k);
  }
}

/**
 * The raw facet counts of `filter` over `candidates` (the first `n` of them: every live slot, or a search's
 * matches; with a search, `match` holds its matches), and the filter's total: the slots failing nothing.
 */
export function countFacets(
  col: Columns,
  candidates: ArrayLike<number>,
  n: number,
  filter: IndexFilter,
  match: MatchBits | undefined,
): { raw: RawFacets; total: number } {
  const { names, dictionaries, codes, width, live, end, totals } = col.facetCodes;
  const base = slotPredicate(col, baseFilter(filter), undefined, match);
  // every active product is a candidate: walked in slot order, and the totals apply
  const everything = base === undefined && match === undefined;
  const scratch = scratchFor(everything ? end : n);
  const { fails, failed } = scratch;
  let slots: Int32Array = scratch.slots;
  let m = 0;
  if (everything) {
    slots = everySlot(end);
    m = end;
    for (let s = 0; s < end; s += 1) if (live[s] !== 1) fails[s] = GONE;
  } else {
    for (let k = 0; k < n; k += 1) {
      const slot = candidates[k] as number;
      if (base === undefined || base(slot)) slots[m++] = slot;
    }
  }
  /** For each chosen filter, the index of its facet. */
  const testedFacet: number[] = [];
  names.forEach((name, i) => {
    const own = ownFilter(filter, name);
    if (own === undefined) return;
    runTest(compile(col, i, name, own), testedFacet.length, slots, m, fails, failed, codes, width);
    testedFacet.push(i);
  });
  // how many slots each facet counts: those failing nothing, and for a chosen filter's facet those failing
  // only it; a facet counting most of the catalogue is counted as its totals less the slots it leaves out
  let passing = 0;
  let active = 0;
  const onlyFailing = new Int32Array(testedFacet.length);
  for (let k = 0; k < m; k += 1) {
    const f = fails[k] as number;
    if (f === 0) passing += 1;
    else if (f === 1) {
      const t = failed[k] as number;
      onlyFailing[t] = (onlyFailing[t] as number) + 1;
    }
    if (f < GONE) active += 1;
  }
  const fromTotals = names.map((_, i) => {
    const t = testedFacet.indexOf(i);
    const counted = passing + (t < 0 ? 0 : (onlyFailing[t] as number));
    return everything && counted > active - counted;
  });
  const counts = dictionaries.map((d, i) =>
    fromTotals[i] ? (totals[i] as Int32Array).slice(0, d.keys.length) : new Int32Array(d.keys.length),
  );
  const direct = Int32Array.from(names.keys()).filter((i) => !fromTotals[i]);
  const less = Int32Array.from(names.keys()).filter((i) => fromTotals[i] === true);
  const add = (slot: number, i: number, delta: number) => {
    const code = codes[slot * width + i] as number;
    if (code < 0) return;
    const c = counts[i] as Int32Array;
    c[code] = (c[code] as number) + delta;
  };
  for (let k = 0; k < m; k += 1) {
    const f = fails[k] as number;
    if (f >= GONE) continue;
    const slot = slots[k] as number;
    if (f === 0) {
      for (let d = 0; d < direct.length; d += 1) add(slot, direct[d] as number, 1);
      continue;
    }
    // failing one filter: in its facet's count only; failing two: in none
    const own = f === 1 ? (testedFacet[failed[k] as number] as number) : -1;
    if (own >= 0 && !fromTotals[own]) add(slot, own, 1);
    for (let d = 0; d < less.length; d += 1) if (less[d] !== own) add(slot, less[d] as number, -1);
  }
  const raw = {} as RawFacets;
  names.forEach((name, i) => {
    const counter: FacetCounter = new Map();
    const keys = (dictionaries[i] as { keys: FacetKey[] }).keys;
    const c = counts[i] as Int32Array;
    for (let code = 0; code < keys.length; code += 1) {
      const count = c[code] as number;
      if (count > 0) counter.set(keys[code] as FacetKey, count);
    }
    raw[name] = counter;
  });
  return { raw, total: passing };
}
