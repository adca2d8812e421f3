/**
 * The catalogue's read model in memory (docs/decisions/016): every active product's listed fields, with
 * slot lists kept sorted in the shop's three orders (newest, best-selling, cheapest; "oldest" and "most
 * expensive" walk them backwards), once over all products and once per brand, category, size, colour and
 * seller. A list page is a walk of the shortest list that a filter allows; its total is exact. SQL stays
 * the source of truth: catalog.index-sync.ts loads the model and applies what the database announces.
 */
import { Columns, SlotList } from './catalog.columns';
import { FIELDS, firstInOrder, onlyMatch, slotPredicate, type Field, type IndexFilter } from './catalog.filter';
import { unpackPhotos, type LoadedPhoto } from './catalog.photos';
import type { PhotoRecord } from '../catalog.repository';
import type { MatchBits } from './catalog.text-index';

export { firstInOrder, type IndexFilter };

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
  /** Every photo as loaded, in position order (kept packed; `CatalogIndex.photos`); absent: none. */
  photos?: LoadedPhoto[] | null;
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

/** Kept totals per map; past it the map starts again (a walk recounts what it needs). */
const MAX_KEPT_COUNTS = 20_000;

export class CatalogIndex {
  private col = new Columns();
  private slotOf = new Map<number, number>();
  /**
   * Totals of filters without a search, kept until membership changes (prices too for those with a price
   * range): a list's total needs every matching product counted, its page only the first few. The shop's
   * filters repeat across sorts and pages, so most totals are counted once.
   */
  private counts = new Map<string, number>();
  private priceCounts = new Map<string, number>();
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

  private forgetCounts(membership: boolean) {
    if (membership) this.counts.clear();
    this.priceCounts.clear();
  }

  private clear() {
    this.forgetCounts(true);
    this.col = new Columns();
    this.slotOf = new Map();
    this.free = [];
    this.next = 0;
    this.all = this.lists();
    this.byField = Object.fromEntries(FIELDS.map((field) => [field, new Map()])) as typeof this.byField;
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

  /** The product's photos in position order (empty when it has none or is not in the model). */
  photos(id: number): PhotoRecord[] {
    const slot = this.slotOf.get(id);
    return slot === undefined ? [] : unpackPhotos(this.col.photos.view(slot));
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
    this.forgetCounts(true);
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
      this.forgetCounts(true);
      this.onSlot?.(fresh, p);
      return;
    }
    const ints = this.col.ints;
    const moved = FIELDS.some((f) => ints[f][slot] !== p[f]) || this.col.floats.created_us[slot] !== p.created_us;
    const kinds: OrderKind[] = moved ? KINDS : [];
    if (!moved && ints.sold[slot] !== p.sold) kinds.push('sold');
    if (!moved && ints.price[slot] !== p.price) kinds.push('price');
    const repriced = ints.price[slot] !== p.price;
    this.unlink(slot, kinds);
    this.col.write(slot, p);
    this.link(slot, kinds);
    if (moved || repriced) this.forgetCounts(moved);
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
    if (filter.category_ids !== undefined) {
      // Several categories (a top level's leaves): each one's list is walked as a one-category filter (its
      // count kept as usual), and the pages merged; categories are disjoint, so the totals add up.
      const cmp = this.cmp[kind];
      let total = 0;
      const slots: number[] = [];
      for (const category_id of filter.category_ids) {
        const one = this.walk({ ...filter, category_ids: undefined, category_id }, sort, want, match);
        total += one.total;
        slots.push(...one.slots);
      }
      return { slots: firstInOrder(slots, want, backwards ? (x, y) => cmp(y, x) : cmp), total };
    }
    const { list, used } = this.pick(filter, kind);
    if (!list) return { slots: [], total: 0 };
    const slots: number[] = [];
    const { a, n } = list;
    const matched = match?.slots;
    if (matched && matched.length * 8 < n) {
      // Few matches (a rare word, a typo's corrections) against a long list: test the matches themselves and
      // sort the ones that pass in the list's order, instead of walking the whole list.
      const test = slotPredicate(this.col, filter, undefined, undefined);
      const passing = test ? Array.from(matched).filter(test) : Array.from(matched);
      const cmp = this.cmp[kind];
      return { slots: firstInOrder(passing, want, backwards ? (x, y) => cmp(y, x) : cmp), total: passing.length };
    }
    const test = slotPredicate(this.col, filter, used, match);
    if (match && used === undefined && onlyMatch(filter)) {
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
    // With the total known (counted before, or over a price range: a contiguous run of a price-ordered list,
    // cheaper than the whole list of another order), the page walk stops at the page.
    const key = match ? undefined : this.countKey(filter);
    const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
    const kept = key === undefined ? undefined : (priced ? this.priceCounts : this.counts).get(key);
    const known = kept ?? this.countInPriceRange(filter, match);
    if (known !== undefined) {
      if (key !== undefined && kept === undefined) this.keepCount(key, priced, known);
      for (let k = 0; k < n && slots.length < want && slots.length < known; k += 1) {
        const slot = a[backwards ? n - 1 - k : k] as number;
        if (test(slot)) slots.push(slot);
      }
      return { slots, total: known };
    }
    let total = 0;
    for (let k = 0; k < n; k += 1) {
      const slot = a[backwards ? n - 1 - k : k] as number;
      if (!test(slot)) continue;
      if (slots.length < want) slots.push(slot);
      total += 1;
    }
    if (key !== undefined) this.keepCount(key, priced, total);
    return { slots, total };
  }

  /** The key a filter's total is kept under; undefined for the rare conditions (material, name, sizes). */
  private countKey(filter: IndexFilter): string | undefined {
    if (filter.material !== undefined || filter.nameContains !== undefined) return undefined;
    if (Object.values(filter.dimensions ?? {}).some(([min, max]) => min !== undefined || max !== undefined))
      return undefined;
    return `${filter.brand_id}|${filter.category_id}|${filter.size_id}|${filter.color_id}|${filter.seller_id}|${filter.minPrice}|${filter.maxPrice}`;
  }

  private keepCount(key: string, priced: boolean, total: number) {
    const counts = priced ? this.priceCounts : this.counts;
    if (counts.size >= MAX_KEPT_COUNTS) counts.clear();
    counts.set(key, total);
  }

  /** How many products match a filter with a price range, counted over the range only; else undefined. */
  private countInPriceRange(filter: IndexFilter, match: MatchBits | undefined): number | undefined {
    const { minPrice, maxPrice } = filter;
    if (minPrice === undefined && maxPrice === undefined) return undefined;
    const { list, used } = this.pick(filter, 'price');
    if (!list) return 0;
    const price = this.col.ints.price;
    const { a, n } = list;
    // first position whose price is >= p (the list is price ASC, id ASC)
    const from = (p: number) => {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((price[a[mid] as number] as number) < p) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const start = minPrice === undefined ? 0 : from(minPrice);
    const end = maxPrice === undefined ? n : from(maxPrice + 1);
    if (end <= start) return 0;
    const rest = slotPredicate(this.col, { ...filter, minPrice: undefined, maxPrice: undefined }, used, match);
    if (!rest) return end - start;
    let total = 0;
    for (let k = start; k < end; k += 1) if (rest(a[k] as number)) total += 1;
    return total;
  }

  read(slot: number): IndexedProduct {
    return this.col.read(slot);
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
