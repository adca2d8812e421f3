/**
 * The catalogue's read model in memory (docs/decisions/013): every active product's listed fields, with
 * slot lists kept sorted in the shop's three orders (newest, best-selling, cheapest; "oldest" and "most
 * expensive" walk them backwards), once over all products and once per brand, category, size, colour and
 * seller. A list page is a walk of the shortest list that a filter allows; its total is exact. SQL stays
 * the source of truth: catalog.index-sync.ts loads the model and applies what the database announces.
 */

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

/** Slots kept in one order; insert and remove by binary search (a memmove of at most 4 bytes a product). */
class SlotList {
  a = new Int32Array(8);
  n = 0;
  constructor(private readonly cmp: (x: number, y: number) => number) {}
  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cmp(this.a[mid] as number, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  insert(slot: number) {
    if (this.n === this.a.length) {
      const grown = new Int32Array(this.a.length * 2);
      grown.set(this.a);
      this.a = grown;
    }
    const i = this.lowerBound(slot);
    this.a.copyWithin(i + 1, i, this.n);
    this.a[i] = slot;
    this.n += 1;
  }
  /** Must run while the slot's record still holds the values it was inserted with. */
  remove(slot: number) {
    let i = this.lowerBound(slot);
    if (this.a[i] !== slot) i = this.a.subarray(0, this.n).indexOf(slot);
    if (i < 0) return;
    this.a.copyWithin(i, i + 1, this.n);
    this.n -= 1;
  }
  /** Appends without ordering (bulk load walks an already sorted list). */
  push(slot: number) {
    if (this.n === this.a.length) {
      const grown = new Int32Array(this.a.length * 2);
      grown.set(this.a);
      this.a = grown;
    }
    this.a[this.n] = slot;
    this.n += 1;
  }
}

const f32 = Math.fround;

export class CatalogIndex {
  private recs: (IndexedProduct | undefined)[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly free: number[] = [];
  private readonly cmp: Record<OrderKind, (x: number, y: number) => number>;
  private all!: Record<OrderKind, SlotList>;
  private byField!: Record<Field, Map<number, Record<OrderKind, SlotList>>>;

  constructor() {
    const r = (slot: number) => this.recs[slot] as IndexedProduct;
    this.cmp = {
      // newest first: created_at DESC, id DESC
      created: (x, y) => {
        const a = r(x);
        const b = r(y);
        return b.created_us - a.created_us || b.id - a.id;
      },
      // best-selling first: sold DESC, id DESC
      sold: (x, y) => {
        const a = r(x);
        const b = r(y);
        return b.sold - a.sold || b.id - a.id;
      },
      // cheapest first: price ASC, id ASC
      price: (x, y) => {
        const a = r(x);
        const b = r(y);
        return a.price - b.price || a.id - b.id;
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
    this.recs = [];
    this.slotOf.clear();
    this.free.length = 0;
    this.all = this.lists();
    this.byField = {
      brand_id: new Map(),
      category_id: new Map(),
      size_id: new Map(),
      color_id: new Map(),
      seller_id: new Map(),
    };
  }

  /** Replaces everything with `products` (sorted once per order; the per-field lists inherit the order). */
  replaceAll(products: IndexedProduct[]) {
    this.clear();
    this.recs = products.slice();
    products.forEach((p, slot) => this.slotOf.set(p.id, slot));
    for (const kind of KINDS) {
      const sorted = Int32Array.from(products.keys()).sort(this.cmp[kind]);
      const list = this.all[kind];
      for (const slot of sorted) {
        list.push(slot);
        const p = this.recs[slot] as IndexedProduct;
        for (const field of FIELDS) this.fieldLists(field, p[field])[kind].push(slot);
      }
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
    return slot === undefined ? undefined : this.recs[slot];
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /** Removes a product (archived or deleted). */
  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unlink(slot);
    this.recs[slot] = undefined;
    this.slotOf.delete(id);
    this.free.push(slot);
  }

  private unlink(slot: number) {
    const p = this.recs[slot] as IndexedProduct;
    for (const kind of KINDS) {
      this.all[kind].remove(slot);
      for (const field of FIELDS) this.fieldLists(field, p[field])[kind].remove(slot);
    }
  }

  private link(slot: number) {
    const p = this.recs[slot] as IndexedProduct;
    for (const kind of KINDS) {
      this.all[kind].insert(slot);
      for (const field of FIELDS) this.fieldLists(field, p[field])[kind].insert(slot);
    }
  }

  /** Inserts or replaces one active product; only the lists whose order or membership changed are touched. */
  upsert(p: IndexedProduct) {
    const slot = this.slotOf.get(p.id);
    if (slot === undefined) {
      const fresh = this.free.pop() ?? this.recs.length;
      this.recs[fresh] = p;
      this.slotOf.set(p.id, fresh);
      this.link(fresh);
      return;
    }
    const old = this.recs[slot] as IndexedProduct;
    const moved = FIELDS.some((f) => old[f] !== p[f]);
    if (moved || old.created_us !== p.created_us) {
      this.unlink(slot);
      this.recs[slot] = p;
      this.link(slot);
      return;
    }
    const resort: OrderKind[] = [];
    if (old.sold !== p.sold) resort.push('sold');
    if (old.price !== p.price) resort.push('price');
    for (const kind of resort) {
      this.all[kind].remove(slot);
      for (const field of FIELDS) this.fieldLists(field, old[field])[kind].remove(slot);
    }
    this.recs[slot] = p;
    for (const kind of resort) {
      this.all[kind].insert(slot);
      for (const field of FIELDS) this.fieldLists(field, p[field])[kind].insert(slot);
    }
  }

  /** One page of active products in `sort` order and the exact number of matches. */
  query(
    filter: IndexFilter,
    sort: IndexSort,
    limit: number,
    offset: number,
  ): { rows: IndexedProduct[]; total: number } {
    const { kind, backwards } = ORDER_OF[sort];
    // The shortest list a filter on one field allows; the other conditions are tested on its slots.
    let list = this.all[kind];
    let used: Field | undefined;
    for (const field of FIELDS) {
      const value = filter[field];
      if (value === undefined) continue;
      const candidate = this.byField[field].get(value)?.[kind];
      if (!candidate) return { rows: [], total: 0 };
      if (candidate.n < list.n || used === undefined) {
        list = candidate;
        used = field;
      }
    }
    const test = this.predicate(filter, used);
    const rows: IndexedProduct[] = [];
    const { a, n } = list;
    if (!test) {
      for (let k = offset; k < n && rows.length < limit; k += 1) {
        rows.push(this.recs[a[backwards ? n - 1 - k : k] as number] as IndexedProduct);
      }
      return { rows, total: n };
    }
    let total = 0;
    for (let k = 0; k < n; k += 1) {
      const p = this.recs[a[backwards ? n - 1 - k : k] as number] as IndexedProduct;
      if (!test(p)) continue;
      if (total >= offset && rows.length < limit) rows.push(p);
      total += 1;
    }
    return { rows, total };
  }

  /** The conditions a walk tests on each product, or undefined when the list alone is the answer. */
  private predicate(filter: IndexFilter, used: Field | undefined): ((p: IndexedProduct) => boolean) | undefined {
    const tests: ((p: IndexedProduct) => boolean)[] = [];
    for (const field of FIELDS) {
      const value = filter[field];
      if (value !== undefined && field !== used) tests.push((p) => p[field] === value);
    }
    const { minPrice, maxPrice, material, nameContains } = filter;
    if (minPrice !== undefined) tests.push((p) => p.price >= minPrice);
    if (maxPrice !== undefined) tests.push((p) => p.price <= maxPrice);
    if (material !== undefined) tests.push((p) => p.material !== null && p.material.toLowerCase().includes(material));
    if (nameContains !== undefined) tests.push((p) => p.name.toLowerCase().includes(nameContains));
    for (const [column, [min, max]] of Object.entries(filter.dimensions ?? {}) as [
      'width_cm' | 'depth_cm' | 'height_cm',
      [number | undefined, number | undefined],
    ][]) {
      // the columns are `real`: the bound is compared in single precision, as PostgreSQL casts it
      if (min !== undefined) {
        const bound = f32(min);
        tests.push((p) => p[column] !== null && f32(p[column]) >= bound);
      }
      if (max !== undefined) {
        const bound = f32(max);
        tests.push((p) => p[column] !== null && f32(p[column]) <= bound);
      }
    }
    if (tests.length === 0) return undefined;
    if (tests.length === 1) return tests[0];
    return (p) => tests.every((t) => t(p));
  }

  /**
   * The newest active products of the same category or the same brand, except the product itself: the two
   * lists' heads merged.
   */
  related(product: { id: number; category_id: number; brand_id: number }, limit: number): IndexedProduct[] {
    const heads = [product.category_id, product.brand_id].map((value, i) => {
      const list = this.byField[i === 0 ? 'category_id' : 'brand_id'].get(value)?.created;
      const out: number[] = [];
      for (let k = 0; list && k < list.n && out.length < limit; k += 1) {
        const slot = list.a[k] as number;
        if ((this.recs[slot] as IndexedProduct).id !== product.id) out.push(slot);
      }
      return out;
    });
    const merged = [...new Set([...(heads[0] ?? []), ...(heads[1] ?? [])])].sort(this.cmp.created);
    return merged.slice(0, limit).map((slot) => this.recs[slot] as IndexedProduct);
  }

  /** Active products per value of a field (the filter sidebar's counts). */
  countsBy(field: 'brand_id' | 'category_id' | 'size_id' | 'color_id'): Map<number, number> {
    return new Map([...this.byField[field]].map(([value, lists]) => [value, lists.created.n]));
  }
}
