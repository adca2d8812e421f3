/**
 * The catalogue's read model in memory (docs/decisions/016): every active product's listed fields, with
 * slot lists kept sorted in the shop's three orders (newest, best-selling, cheapest; "oldest" and "most
 * expensive" walk them backwards), once over all products and once per brand, category, size, colour and
 * seller. A list page is a walk of the shortest list that a filter allows; its total is exact. SQL stays
 * the source of truth: catalog.index-sync.ts loads the model and applies what the database announces.
 */
import { Columns, SlotList } from './catalog.columns';
import type { MatchBits } from './catalog.text-index';

export type IndexedProduct = {
  id: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  sold: number;
  category_id: number;
  brand_id: number;
  size_id: number;
  color_id: number;
  seller_id: number;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  material: string | null;
  /** created_at in microseconds since the epoch (the database's own precision, for exact ordering). */
  created_us: number;
  created_at: Date;
  updated_at: Date;
  /** First photo (lowest position); null when the product has none. */
  file_key: string | null;
  rating: number;
  review_count: number;
};

export type IndexSort = 'latest' | 'oldest' | 'popular' | 'cheap' | 'expensive';
type OrderKind = 'created' | 'sold' | 'price';
const ORDER_OF: Record<IndexSort, { kind: OrderKind; backwards: boolean }> = {
  latest: { kind: 'created', backwards: false },
  oldest: { kind: 'created', backwards: true },
  popular: { kind: 'sold', backwards: false },
  cheap: { kind: 'price', backwards: false },
  expensive: { kind: 'price', backwards: true },
};
const KINDS: OrderKind[] = ['created', 'sold', 'price'];
const FIELDS = ['brand_id', 'category_id', 'size_id', 'color_id', 'seller_id'] as const;
type Field = (typeof FIELDS)[number];

export type IndexFilter = {
  brand_id?: number | undefined;
  category_id?: number | undefined;
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
};

const f32 = Math.fround;

export class CatalogIndex {
  private col = new Columns();
  private slotOf = new Map<number, number>();
  private free: number[] = [];
  private next = 0;
  private readonly cmp: Record<OrderKind, (x: number, y: number) => number>;
  private all!: Record<OrderKind, SlotList>;
  private byField!: Record<Field, Map<number, Record<OrderKind, SlotList>>>;
  /** Called with a slot when its product is written or removed (the text index follows the slots). */
  onSlot: ((slot: number, product: IndexedProduct | undefined) => void) | undefined;

  constructor() {
    this.cmp = {
      // newest first: created_at DESC, id DESC
      created: (x, y) => {
        const c = this.col.floats.created_us;
        const id = this.col.ints.id;
        return (c[y] as number) - (c[x] as number) || (id[y] as number) - (id[x] as number);
      },
      // best-selling first: sold DESC, id DESC
      sold: (x, y) => {
        const s = this.col.ints.sold;
        const id = this.col.ints.id;
        return (s[y] as number) - (s[x] as number) || (id[y] as number) - (id[x] as number);
      },
      // cheapest first: price ASC, id ASC
      price: (x, y) => {
        const pr = this.col.ints.price;
        const id = this.col.ints.id;
        return (pr[x] as number) - (pr[y] as number) || (id[x] as number) - (id[y] as number);
      },
    };
    this.clear();
  }

  get size(): number {
    return this.slotOf.size;
  }

  private lists(): Record<OrderKind, SlotList> {
    return {
      created: new SlotList(this.cmp.created),
      sold: new SlotList(this.cmp.sold),
      price: new SlotList(this.cmp.price),
    };
  }

  private clear() {
    this.col = new Columns();
    this.slotOf = new Map();
    this.free = [];
    this.next = 0;
    this.all = this.lists();
    this.byField = {
      brand_id: new Map(),
      category_id: new Map(),
      size_id: new Map(),
      color_id: new Map(),
      seller_id: new Map(),
    };
  }

  private fieldValue(field: Field, slot: number): number {
    return this.col.ints[field][slot] as number;
  }

  /** Replaces everything with `products` (sorted once per order; the per-field lists inherit the order). */
  replaceAll(products: IndexedProduct[]) {
    this.startLoad();
    this.addLoaded(products);
    this.finishLoad();
  }

  /** A load in chunks (so rows become garbage chunk by chunk): startLoad, addLoaded…, finishLoad. */
  startLoad() {
    this.clear();
  }

  addLoaded(products: IndexedProduct[]) {
    this.col.ensure(this.next + products.length);
    for (const p of products) {
      const slot = this.next++;
      this.col.write(slot, p);
      this.slotOf.set(p.id, slot);
      this.onSlot?.(slot, p);
    }
  }

  finishLoad() {
    for (const kind of KINDS) {
      const sorted = Int32Array.from({ length: this.next }, (_, i) => i).sort(this.cmp[kind]);
      const list = this.all[kind];
      for (const slot of sorted) {
        list.push(slot);
        for (const field of FIELDS) this.fieldLists(field, this.fieldValue(field, slot))[kind].push(slot);
      }
    }
    // the load grew the columns and lists by doubling: keep what they hold and a little room
    this.col.trim(this.next);
    for (const kind of KINDS) {
      this.all[kind].trim();
      for (const field of FIELDS) for (const lists of this.byField[field].values()) lists[kind].trim();
    }
  }

  private fieldLists(field: Field, value: number): Record<OrderKind, SlotList> {
    const map = this.byField[field];
    let lists = map.get(value);
    if (!lists) {
      lists = this.lists();
      map.set(value, lists);
    }
    return lists;
  }

  get(id: number): IndexedProduct | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.col.read(slot);
  }

  slot(id: number): number | undefined {
    return this.slotOf.get(id);
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /** Removes a product (archived or deleted). */
  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unlink(slot);
    this.slotOf.delete(id);
    this.free.push(slot);
    this.onSlot?.(slot, undefined);
  }

  private unlink(slot: number, kinds: OrderKind[] = KINDS) {
    for (const kind of kinds) {
      this.all[kind].remove(slot);
      for (const field of FIELDS) this.fieldLists(field, this.fieldValue(field, slot))[kind].remove(slot);
    }
  }

  private link(slot: number, kinds: OrderKind[] = KINDS) {
    for (const kind of kinds) {
      this.all[kind].insert(slot);
      for (const field of FIELDS) this.fieldLists(field, this.fieldValue(field, slot))[kind].insert(slot);
    }
  }

  /** Inserts or replaces one active product; only the lists whose order or membership changed are touched. */
  upsert(p: IndexedProduct) {
    const slot = this.slotOf.get(p.id);
    if (slot === undefined) {
      const fresh = this.free.pop() ?? this.next++;
      this.col.write(fresh, p);
      this.slotOf.set(p.id, fresh);
      this.link(fresh);
      this.onSlot?.(fresh, p);
      return;
    }
    const ints = this.col.ints;
    const moved = FIELDS.some((f) => ints[f][slot] !== p[f]) || this.col.floats.created_us[slot] !== p.created_us;
    const kinds: OrderKind[] = moved ? KINDS : [];
    if (!moved && ints.sold[slot] !== p.sold) kinds.push('sold');
    if (!moved && ints.price[slot] !== p.price) kinds.push('price');
    this.unlink(slot, kinds);
    this.col.write(slot, p);
    this.link(slot, kinds);
    this.onSlot?.(slot, p);
  }

  /** The shortest list a filter on one field allows (the other conditions are tested on its slots). */
  private pick(filter: IndexFilter, kind: OrderKind): { list: SlotList | undefined; used: Field | undefined } {
    let list = this.all[kind];
    let used: Field | undefined;
    for (const field of FIELDS) {
      const value = filter[field];
      if (value === undefined) continue;
      const candidate = this.byField[field].get(value)?.[kind];
      if (!candidate) return { list: undefined, used };
      if (candidate.n < list.n || used === undefined) {
        list = candidate;
        used = field;
      }
    }
    return { list, used };
  }

  /**
   * One page of active products in `sort` order and the exact number of matches. `match`: only slots set
   * in it (a search's matches).
   */
  query(
    filter: IndexFilter,
    sort: IndexSort,
    limit: number,
    offset: number,
    match?: MatchBits,
  ): { rows: IndexedProduct[]; total: number } {
    const { slots, total } = this.walk(filter, sort, offset + limit, match);
    return { rows: slots.slice(offset).map((slot) => this.col.read(slot)), total };
  }

  /** The first `want` matching slots in `sort` order, and how many match in all. */
  walk(filter: IndexFilter, sort: IndexSort, want: number, match?: MatchBits): { slots: number[]; total: number } {
    const { kind, backwards } = ORDER_OF[sort];
    const { list, used } = this.pick(filter, kind);
    if (!list) return { slots: [], total: 0 };
    const slots: number[] = [];
    const { a, n } = list;
    const matched = match?.slots;
    if (matched && matched.length * 8 < n) {
      // Few matches (a rare word, a typo's corrections) against a long list: test the matches themselves and
      // sort the ones that pass in the list's order, instead of walking the whole list.
      const test = this.predicate(filter, undefined, undefined);
      const passing = test ? Array.from(matched).filter(test) : Array.from(matched);
      const cmp = this.cmp[kind];
      passing.sort(backwards ? (x, y) => cmp(y, x) : cmp);
      return { slots: passing.slice(0, want), total: passing.length };
    }
    const test = this.predicate(filter, used, match);
    if (match && used === undefined && this.onlyMatch(filter)) {
      // a search alone: every set bit is a live product; the walk stops at the page
      let total = matched?.length ?? 0;
      if (!matched) for (let i = 0; i < match.length; i += 1) total += match[i] as number;
      for (let k = 0; k < n && slots.length < want; k += 1) {
        const slot = a[backwards ? n - 1 - k : k] as number;
        if (match[slot] === 1) slots.push(slot);
      }
      return { slots, total };
    }
    if (!test) {
      for (let k = 0; k < n && slots.length < want; k += 1) slots.push(a[backwards ? n - 1 - k : k] as number);
      return { slots, total: n };
    }
    let total = 0;
    for (let k = 0; k < n; k += 1) {
      const slot = a[backwards ? n - 1 - k : k] as number;
      if (!test(slot)) continue;
      if (slots.length < want) slots.push(slot);
      total += 1;
    }
    return { slots, total };
  }

  read(slot: number): IndexedProduct {
    return this.col.read(slot);
  }

  private onlyMatch(filter: IndexFilter): boolean {
    return (
      FIELDS.every((f) => filter[f] === undefined) &&
      filter.minPrice === undefined &&
      filter.maxPrice === undefined &&
      filter.material === undefined &&
      filter.nameContains === undefined &&
      Object.values(filter.dimensions ?? {}).every(([min, max]) => min === undefined && max === undefined)
    );
  }

  /** The conditions a walk tests on each slot, or undefined when the list alone is the answer. */
  private predicate(
    filter: IndexFilter,
    used: Field | undefined,
    match: MatchBits | undefined,
  ): ((slot: number) => boolean) | undefined {
    const tests: ((slot: number) => boolean)[] = [];
    const { ints, floats } = this.col;
    if (match) tests.push((slot) => match[slot] === 1);
    for (const field of FIELDS) {
      const value = filter[field];
      const column = ints[field];
      if (value !== undefined && field !== used) tests.push((slot) => column[slot] === value);
    }
    const { minPrice, maxPrice, material, nameContains } = filter;
    const price = ints.price;
    if (minPrice !== undefined) tests.push((slot) => (price[slot] as number) >= minPrice);
    if (maxPrice !== undefined) tests.push((slot) => (price[slot] as number) <= maxPrice);
    if (material !== undefined) {
      const materials = this.col.material;
      tests.push((slot) => materials[slot]?.toLowerCase().includes(material) === true);
    }
    if (nameContains !== undefined) {
      const names = this.col.name;
      tests.push((slot) => (names[slot] as string).toLowerCase().includes(nameContains));
    }
    for (const [column, [min, max]] of Object.entries(filter.dimensions ?? {}) as [
      'width_cm' | 'depth_cm' | 'height_cm',
      [number | undefined, number | undefined],
    ][]) {
      const values = floats[column];
      // the columns are `real`: compared in single precision, as PostgreSQL casts the bound (NaN = null)
      if (min !== undefined) {
        const bound = f32(min);
        tests.push((slot) => f32(values[slot] as number) >= bound);
      }
      if (max !== undefined) {
        const bound = f32(max);
        tests.push((slot) => f32(values[slot] as number) <= bound);
      }
    }
    if (tests.length === 0) return undefined;
    if (tests.length === 1) return tests[0];
    return (slot) => tests.every((t) => t(slot));
  }

  /**
   * The newest active products of the same category or the same brand, except the product itself: the two
   * lists' heads merged.
   */
  related(product: { id: number; category_id: number; brand_id: number }, limit: number): IndexedProduct[] {
    const ids = this.col.ints.id;
    const heads = [
      this.byField.category_id.get(product.category_id)?.created,
      this.byField.brand_id.get(product.brand_id)?.created,
    ].map((list) => {
      const out: number[] = [];
      for (let k = 0; list && k < list.n && out.length < limit; k += 1) {
        const slot = list.a[k] as number;
        if (ids[slot] !== product.id) out.push(slot);
      }
      return out;
    });
    const merged = [...new Set([...(heads[0] ?? []), ...(heads[1] ?? [])])].sort(this.cmp.created);
    return merged.slice(0, limit).map((slot) => this.col.read(slot));
  }
}
