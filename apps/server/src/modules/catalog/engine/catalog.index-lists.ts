/**
 * The read model's products and their sorted slot lists (docs/decisions/016): what the load and the
 * database's changes write. The walks over the lists (a page, a total, related products) are in
 * catalog.index.ts.
 */
import { Columns, SlotList } from './catalog.columns';
import { sameFacetGroups } from '../catalog.attributes';
import { REAL_FIELDS, type RegistryFields } from './catalog.fields';
import { FIELDS, type Field } from './catalog.filter';
import { unpackPhotos, type LoadedPhoto } from './catalog.photos';
import type { PhotoRecord } from '../catalog.repository';
import type { ProductFacts } from './catalog.facts';
import type { RawFacets } from './catalog.facets';

/**
 * An active product as the read model holds it: the registry's `inMemory` columns (catalog.fields.ts; a `us`
 * timestamp also as microseconds since the epoch, e.g. `created_us`), its photos and its reviews' rating.
 */
export type IndexedProduct = RegistryFields & {
  /** First photo (lowest position); null when the product has none. */
  file_key: string | null;
  /** Every photo as loaded, in position order (kept packed; `CatalogIndex.photos`); absent: none. */
  photos?: LoadedPhoto[] | null;
  rating: number;
  review_count: number;
} & Partial<ProductFacts>;

export type IndexSort = 'latest' | 'oldest' | 'popular' | 'cheap' | 'expensive';
export type OrderKind = 'created' | 'sold' | 'price';
export const ORDER_OF: Record<IndexSort, { kind: OrderKind; backwards: boolean }> = {
  latest: { kind: 'created', backwards: false },
  oldest: { kind: 'created', backwards: true },
  popular: { kind: 'sold', backwards: false },
  cheap: { kind: 'price', backwards: false },
  expensive: { kind: 'price', backwards: true },
};
export const KINDS: OrderKind[] = ['created', 'sold', 'price'];

/** Columns and slot lists; the counts that a write invalidates live here too. */
export class CatalogLists {
  protected col = new Columns();
  protected slotOf = new Map<number, number>();
  /**
   * Totals of filters without a search, kept until membership changes (prices too for those with a price
   * range): a list's total needs every matching product counted, its page only the first few. The shop's
   * filters repeat across sorts and pages, so most totals are counted once.
   */
  protected counts = new Map<string, number>();
  protected priceCounts = new Map<string, number>();
  /** Totals of filters on facts the slot lists do not follow (material, sizes, furniture facts): any write forgets them. */
  protected factCounts = new Map<string, number>();
  /**
   * Facet counts and totals of filters without a search (catalog.facets.ts), kept while no product's facet
   * code, size or rating changes, no price moves to another of the price facet's ranges and no product comes
   * or goes: a sale that leaves stock above zero keeps them, and a price moved within its range drops only
   * the filters with a price range (`priced`), whose candidates it may change (decision 065).
   */
  protected facetCounts = new Map<string, { counted: { raw: RawFacets; total: number }; priced: boolean }>();
  private free: number[] = [];
  private next = 0;
  protected readonly cmp: Record<OrderKind, (x: number, y: number) => number>;
  protected all!: Record<OrderKind, SlotList>;
  protected byField!: Record<Field, Map<number, Record<OrderKind, SlotList>>>;
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
    this.factCounts.clear();
    this.facetCounts.clear();
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

  protected fieldLists(field: Field, value: number): Record<OrderKind, SlotList> {
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
    this.col.facetCodes.drop(slot);
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
    // the same rule as a change's classification (catalog-change.ts): did it leave its price range?
    const rangeMoved = repriced && !sameFacetGroups('price', [[ints.price[slot], p.price]]);
    const { floats } = this.col;
    // a filter compares these against any bound, not only the facet bins the codes hold
    const refiltered =
      floats.rating[slot] !== p.rating || REAL_FIELDS.some((c) => !Object.is(floats[c][slot], p[c] ?? NaN));
    this.unlink(slot, kinds);
    const recoded = this.col.write(slot, p);
    this.link(slot, kinds);
    if (moved || rangeMoved) this.forgetCounts(moved);
    else {
      if (repriced) {
        this.priceCounts.clear();
        for (const [key, kept] of this.facetCounts) if (kept.priced) this.facetCounts.delete(key);
      }
      this.factCounts.clear();
      if (recoded || refiltered) this.facetCounts.clear();
    }
    this.onSlot?.(slot, p);
  }
  read(slot: number): IndexedProduct {
    return this.col.read(slot);
  }
}
