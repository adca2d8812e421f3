/**
 * What a list asks of the read model (catalog.index.ts) and how a walk tests it on each slot.
 */
import { PER_VALUE_COLUMNS, type PerValueColumn } from '../catalog.attributes';
import type { Columns } from './catalog.columns';
import type { MatchBits } from './catalog.text-index';

/** The reference fields: the read model keeps a slot list per value of each (catalog.attributes.ts). */
export const FIELDS: readonly PerValueColumn[] = PER_VALUE_COLUMNS;
export type Field = PerValueColumn;

export type IndexFilter = {
  brand_id?: number | undefined;
  category_id?: number | undefined;
  /** Any of these categories (a top level's leaves, docs/decisions/036); walked one category at a time. */
  category_ids?: readonly number[] | undefined;
  size_id?: number | undefined;
  color_id?: number | undefined;
  seller_id?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Lower-cased text the material must contain. */
  material?: string | undefined;
  /** Lower-cased text the name must contain (a search without words: the old literal match). */
  nameContains?: string | undefined;
  /** Size ranges in cm, compared as the database's `real` columns are. */
  dimensions?: Partial<Record<'width_cm' | 'depth_cm' | 'height_cm', [number | undefined, number | undefined]>>;
  /** A material code the filter named: a slot holding it matches as well as one containing `material`. */
  materialCode?: string | undefined;
  /**
   * A brand by its facet key (docs/decisions/037): a slot whose free-text brand has the key, or without one
   * whose legacy brand is among `legacyIds` (the seed brands of that key).
   */
  brand?: { key: string; legacyIds: readonly number[] } | undefined;
  /** Colours standing for one palette colour (legacy 1–6 and the palette row): any of them matches. */
  colorIds?: readonly number[] | undefined;
  style?: string | undefined;
  minSeats?: number | undefined;
  assembly?: boolean | undefined;
  /** The stores in one city (a `city` filter): any of these sellers. */
  sellerIds?: readonly number[] | undefined;
  /** The least average rating of the product's reviews. */
  minRating?: number | undefined;
  /** Only products with stock left. */
  inStock?: boolean | undefined;
};

/** The filter asks about a furniture fact (catalog.facts.ts). */
export function hasFacts(filter: IndexFilter): boolean {
  return (
    filter.brand !== undefined ||
    filter.colorIds !== undefined ||
    filter.style !== undefined ||
    filter.minSeats !== undefined ||
    filter.assembly !== undefined ||
    filter.sellerIds !== undefined ||
    filter.minRating !== undefined ||
    filter.inStock === true
  );
}

const f32 = Math.fround;

/**
 * The first `k` of `items` in `cmp` order, sorted: a bounded heap whose top is the worst kept, so an item that
 * does not make the cut costs one comparison: sorting every match of a common word to show a page or rank the
 * relevance candidates was the biggest single cost of a search miss (docs/decisions/019).
 */
export function firstInOrder(items: number[], k: number, cmp: (x: number, y: number) => number): number[] {
  if (items.length <= k) return items.sort(cmp);
  const heap: number[] = [];
  const down = (at: number) => {
    for (let i = at; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && cmp(heap[l] as number, heap[worst] as number) > 0) worst = l;
      if (r < heap.length && cmp(heap[r] as number, heap[worst] as number) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst] as number, heap[i] as number];
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (cmp(heap[i] as number, heap[parent] as number) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
        i = parent;
      }
    } else if (k > 0 && cmp(item, heap[0] as number) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(cmp);
}

/** The tests of the furniture facts a filter names (catalog.facts.ts). */
function factTests(col: Columns, filter: IndexFilter): ((slot: number) => boolean)[] {
  const { facts } = col;
  const tests: ((slot: number) => boolean)[] = [];
  const { brand, style, minSeats, assembly } = filter;
  if (brand !== undefined) {
    const keys = facts.brandKey;
    const legacy = col.ints.brand_id;
    const ids = new Set(brand.legacyIds);
    tests.push((slot) => {
      const key = keys[slot];
      return key === brand.key || ((key === null || key === undefined) && ids.has(legacy[slot] as number));
    });
  }
  if (filter.colorIds !== undefined) {
    const colors = col.ints.color_id;
    const ids = new Set(filter.colorIds);
    tests.push((slot) => ids.has(colors[slot] as number));
  }
  if (style !== undefined) tests.push((slot) => facts.style[slot] === style);
  if (minSeats !== undefined) tests.push((slot) => (facts.seats[slot] ?? 0) >= minSeats);
  if (assembly !== undefined) tests.push((slot) => facts.assembly[slot] === assembly);
  if (filter.sellerIds !== undefined) {
    const sellers = col.ints.seller_id;
    const ids = new Set(filter.sellerIds);
    tests.push((slot) => ids.has(sellers[slot] as number));
  }
  const { minRating } = filter;
  if (minRating !== undefined) {
    const rating = col.floats.rating;
    tests.push((slot) => (rating[slot] as number) >= minRating);
  }
  if (filter.inStock === true) {
    const stock = col.ints.stock;
    tests.push((slot) => (stock[slot] as number) > 0);
  }
  return tests;
}

export function onlyMatch(filter: IndexFilter): boolean {
  return (
    FIELDS.every((f) => filter[f] === undefined) &&
    filter.category_ids === undefined &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    filter.material === undefined &&
    filter.nameContains === undefined &&
    !hasFacts(filter) &&
    Object.values(filter.dimensions ?? {}).every(([min, max]) => min === undefined && max === undefined)
  );
}

/**
 * The conditions a walk tests on each slot, or undefined when the list alone is the answer. The common ones
 * (the reference fields, price and a search's matches) are tested by one function of fixed shape over
 * typed arrays, which V8 keeps monomorphic: a closure per condition called through `every` cost far more
 * per slot (docs/decisions/016). The rare ones (material, name, sizes) follow.
 */
export function slotPredicate(
  col: Columns,
  filter: IndexFilter,
  used: Field | undefined,
  match: MatchBits | undefined,
): ((slot: number) => boolean) | undefined {
  const { ints, floats } = col;
  const eq: { column: Int32Array; value: number }[] = [];
  for (const field of FIELDS) {
    const value = filter[field];
    if (value !== undefined && field !== used) eq.push({ column: ints[field], value });
  }
  const extra: ((slot: number) => boolean)[] = [];
  const { material, nameContains } = filter;
  if (material !== undefined) {
    const materials = col.shared.material;
    const code = filter.materialCode;
    // one verdict per distinct material text (a short list), not a lower-cased copy of it per slot
    const verdicts = new Map<string, boolean>();
    extra.push((slot) => {
      const value = materials[slot];
      if (value === null || value === undefined) return false;
      let verdict = verdicts.get(value);
      if (verdict === undefined) {
        verdict = value === code || value.toLowerCase().includes(material);
        verdicts.set(value, verdict);
      }
      return verdict;
    });
  }
  extra.push(...factTests(col, filter));
  if (nameContains !== undefined) {
    const names = col.texts.name;
    extra.push((slot) => names.get(slot).toLowerCase().includes(nameContains));
  }
  for (const [column, [min, max]] of Object.entries(filter.dimensions ?? {}) as [
    'width_cm' | 'depth_cm' | 'height_cm',
    [number | undefined, number | undefined],
  ][]) {
    const values = floats[column];
    // the columns are `real`: compared in single precision, as PostgreSQL casts the bound (NaN = null)
    if (min !== undefined) {
      const bound = f32(min);
      extra.push((slot) => f32(values[slot] as number) >= bound);
    }
    if (max !== undefined) {
      const bound = f32(max);
      extra.push((slot) => f32(values[slot] as number) <= bound);
    }
  }
  const hasPrice = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  if (eq.length === 0 && extra.length === 0 && !hasPrice && !match) return undefined;
  const price = ints.price;
  const low = filter.minPrice ?? -Infinity;
  const high = filter.maxPrice ?? Infinity;
  const columns = eq.map((e) => e.column);
  const values = Int32Array.from(eq.map((e) => e.value));
  const m = columns.length;
  const tests = extra.length;
  // a plain loop: `every` with an arrow would allocate a closure for each slot tested
  const rest =
    tests === 0
      ? undefined
      : tests === 1
        ? extra[0]
        : (slot: number) => {
            for (let t = 0; t < tests; t += 1) if (!(extra[t] as (slot: number) => boolean)(slot)) return false;
            return true;
          };
  return (slot) => {
    if (match !== undefined && match[slot] !== 1) return false;
    for (let j = 0; j < m; j += 1) if ((columns[j] as Int32Array)[slot] !== values[j]) return false;
    const p = price[slot] as number;
    if (p < low || p > high) return false;
    return rest === undefined || rest(slot);
  };
}
