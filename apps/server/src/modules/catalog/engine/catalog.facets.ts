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
  | { kind: 'codes'; column: Int32Array; accepted: Uint8Array }
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
  // indexed like the column: code + 1, no value at 0
  const accepted = new Uint8Array(keys.length + 1);
  accepted[0] = test(null) ? 1 : 0;
  for (let code = 0; code < keys.length; code += 1) accepted[code + 1] = test(keys[code] as FacetKey) ? 1 : 0;
  return { kind: 'codes', column: col.facetCodes.columns[facet] as Int32Array, accepted };
}

/**
 * A slot's state over the chosen filters: 0 failing none, t + 1 failing only the t-th, MANY failing two or
 * more, GONE not an active product (counts nowhere, not even less).
 */
const MANY = 254;
const GONE = 255;

/** Scratch arrays reused by every count (the count runs to its end without yielding). */
let scratch = {
  slots: new Int32Array(0),
  state: new Uint8Array(0),
  passing: new Int32Array(0),
  failing: new Int32Array(0),
  failingState: new Uint8Array(0),
};
function scratchFor(n: number) {
  if (scratch.slots.length < n) {
    const size = Math.max(n, scratch.slots.length * 2);
    scratch = {
      slots: new Int32Array(size),
      state: new Uint8Array(size),
      passing: new Int32Array(size),
      failing: new Int32Array(size),
      failingState: new Uint8Array(size),
    };
  }
  return scratch;
}
/** 0, 1, 2…: every slot as a candidate, in slot order. */
let identity = new Int32Array(0);
function everySlot(n: number): Int32Array {
  if (identity.length < n) identity = Int32Array.from({ length: Math.max(n, identity.length * 2) }, (_, i) => i);
  return identity;
}

/** Where `t` fails, for each of the first `m` slots: state 0 becomes `mark`, one failure already MANY. */
function runTest(t: Test, mark: number, slots: Int32Array, m: number, state: Uint8Array) {
  // the loops are written out per kind, without a shared callback, for the engine to keep each one tight
  if (t.kind === 'codes') {
    const { accepted, column } = t;
    for (let k = 0; k < m; k += 1) {
      if (accepted[column[slots[k] as number] as number] === 1) continue;
      const s = state[k] as number;
      state[k] = s === 0 ? mark : s < MANY ? MANY : s;
    }
  } else if (t.kind === 'range') {
    const { column, low, high } = t;
    if (t.single) {
      for (let k = 0; k < m; k += 1) {
        const v = Math.fround(column[slots[k] as number] as number);
        if (v >= low && v <= high) continue;
        const s = state[k] as number;
        state[k] = s === 0 ? mark : s < MANY ? MANY : s;
      }
    } else {
      for (let k = 0; k < m; k += 1) {
        const v = column[slots[k] as number] as number;
        if (v >= low && v <= high) continue;
        const s = state[k] as number;
        state[k] = s === 0 ? mark : s < MANY ? MANY : s;
      }
    }
  } else {
    const { test } = t;
    for (let k = 0; k < m; k += 1) {
      if (test(slots[k] as number)) continue;
      const s = state[k] as number;
      state[k] = s === 0 ? mark : s < MANY ? MANY : s;
    }
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
  const { names, dictionaries, columns, live, end, totals } = col.facetCodes;
  const base = slotPredicate(col, baseFilter(filter), undefined, match);
  // every active product is a candidate: walked in slot order, and the totals apply
  const everything = base === undefined && match === undefined;
  const scratch = scratchFor(everything ? end : n);
  const { state } = scratch;
  let slots: Int32Array = scratch.slots;
  let m = 0;
  if (everything) {
    slots = everySlot(end);
    m = end;
    for (let s = 0; s < end; s += 1) state[s] = live[s] === 1 ? 0 : GONE;
  } else {
    for (let k = 0; k < n; k += 1) {
      const slot = candidates[k] as number;
      if (base === undefined || base(slot)) slots[m++] = slot;
    }
    state.fill(0, 0, m);
  }
  /** For each facet, the mark of its chosen filter in `state` (0: the filter chooses nothing of it). */
  const markOf = new Uint8Array(names.length);
  let tests = 0;
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as FacetName;
    const own = ownFilter(filter, name);
    if (own === undefined) continue;
    tests += 1;
    markOf[i] = tests;
    runTest(compile(col, i, name, own), tests, slots, m, state);
  }
  // how many slots are in each state; then each facet counts those failing nothing and those failing only its
  // own filter: added up from a list of them, or, when that is most of the catalogue, as its totals less the
  // list of the active slots failing something (a list is built only when a facet reads it)
  const inState = new Int32Array(256);
  for (let k = 0; k < m; k += 1) {
    const s = state[k] as number;
    inState[s] = (inState[s] as number) + 1;
  }
  const np = inState[0] as number;
  const active = m - (inState[GONE] as number);
  const fromTotals = new Uint8Array(names.length);
  let wantPassing = false;
  let wantFailing = false;
  for (let i = 0; i < names.length; i += 1) {
    const mark = markOf[i] as number;
    const counted = np + (mark === 0 ? 0 : (inState[mark] as number));
    if (everything && counted > active - counted) {
      fromTotals[i] = 1;
      wantFailing ||= counted < active;
    } else {
      wantPassing ||= np > 0;
      wantFailing ||= mark !== 0 && (inState[mark] as number) > 0;
    }
  }
  const { passing, failing, failingState } = scratch;
  let nf = 0;
  if (wantPassing || wantFailing) {
    let p = 0;
    for (let k = 0; k < m; k += 1) {
      const s = state[k] as number;
      if (s === 0) {
        if (wantPassing) passing[p++] = slots[k] as number;
      } else if (s !== GONE && wantFailing) {
        failing[nf] = slots[k] as number;
        failingState[nf++] = s;
      }
    }
  }
  const raw = {} as RawFacets;
  for (let i = 0; i < names.length; i += 1) {
    const keys = (dictionaries[i] as { keys: FacetKey[] }).keys;
    const column = columns[i] as Int32Array;
    const mark = markOf[i] as number;
    let c: Int32Array;
    if (fromTotals[i] === 1) {
      c = (totals[i] as Int32Array).slice(0, keys.length + 1);
      for (let j = 0; j < nf; j += 1) {
        if (failingState[j] === mark) continue;
        const code = column[failing[j] as number] as number;
        c[code] = (c[code] as number) - 1;
      }
    } else {
      c = new Int32Array(keys.length + 1);
      for (let j = 0; j < np; j += 1) {
        const code = column[passing[j] as number] as number;
        c[code] = (c[code] as number) + 1;
      }
      if (mark !== 0) {
        for (let j = 0; j < nf; j += 1) {
          if (failingState[j] !== mark) continue;
          const code = column[failing[j] as number] as number;
          c[code] = (c[code] as number) + 1;
        }
      }
    }
    const counter: FacetCounter = new Map();
    for (let code = 0; code < keys.length; code += 1) {
      const count = c[code + 1] as number;
      if (count > 0) counter.set(keys[code] as FacetKey, count);
    }
    raw[names[i] as FacetName] = counter;
  }
  return { raw, total: np };
}
