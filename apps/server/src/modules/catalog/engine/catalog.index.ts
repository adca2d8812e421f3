/**
 * The catalogue's read model in memory (docs/decisions/016): every active product's listed fields, with
 * slot lists kept sorted in the shop's three orders (newest, best-selling, cheapest; "oldest" and "most
 * expensive" walk them backwards), once over all products and once per brand, category, size, colour and
 * seller. A list page is a walk of the shortest list that a filter allows; its total is exact. SQL stays
 * the source of truth: catalog.index-sync.ts loads the model and applies what the database announces.
 */
import type { SlotList } from './catalog.columns';
import {
  FIELDS,
  firstInOrder,
  hasFacts,
  onlyMatch,
  slotPredicate,
  type Field,
  type IndexFilter,
} from './catalog.filter';
import { CatalogLists, ORDER_OF, type IndexedProduct, type IndexSort, type OrderKind } from './catalog.index-lists';
import { countFacets, type RawFacets } from './catalog.facets';
import type { MatchBits } from './catalog.text-index';

export type { RawFacets };
export { firstInOrder, type IndexFilter, type IndexedProduct, type IndexSort };

/** Kept totals per map; past it the map starts again (a walk recounts what it needs). */
const MAX_KEPT_COUNTS = 20_000;
/** Kept facet counts (a dozen small maps each); past it the map starts again. */
const MAX_KEPT_FACETS = 2_000;

/** The read model: its lists (catalog.index-lists.ts) and the walks that answer a list, a total, related. */
export class CatalogIndex extends CatalogLists {
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
    counted?: number,
  ): { rows: IndexedProduct[]; total: number } {
    const { slots, total } = this.walk(filter, sort, offset + limit, match, counted);
    return { rows: slots.slice(offset).map((slot) => this.col.read(slot)), total };
  }

  /**
   * The first `want` matching slots in `sort` order, and how many match in all. `counted`: that number, known
   * already (the facet count's total): the walk then stops at the page.
   */
  walk(
    filter: IndexFilter,
    sort: IndexSort,
    want: number,
    match?: MatchBits,
    counted?: number,
  ): { slots: number[]; total: number } {
    const { kind, backwards } = ORDER_OF[sort];
    if (filter.category_ids !== undefined) {
      // Several categories (a top level's leaves): each one's list is walked as a one-category filter (its
      // count kept as usual), and the pages merged; categories are disjoint, so the totals add up.
      const cmp = this.cmp[kind];
      let total = 0;
      const slots: number[] = [];
      for (const category_id of filter.category_ids) {
        // with the total counted, each category's walk need not count its own
        const one = this.walk(
          { ...filter, category_ids: undefined, category_id },
          sort,
          want,
          match,
          counted === undefined ? undefined : -1,
        );
        total += one.total;
        slots.push(...one.slots);
      }
      return { slots: firstInOrder(slots, want, backwards ? (x, y) => cmp(y, x) : cmp), total: counted ?? total };
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
    // (-1: counted by the caller, not known here)
    const key = match || counted !== undefined ? undefined : this.countKey(filter);
    const kept = key === undefined ? undefined : key.map.get(key.key);
    const known = counted ?? kept ?? this.countInPriceRange(filter, match);
    if (known !== undefined) {
      if (key !== undefined && kept === undefined) this.keepCount(key, known);
      const bound = known < 0 ? Infinity : known;
      for (let k = 0; k < n && slots.length < want && slots.length < bound; k += 1) {
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
    if (key !== undefined) this.keepCount(key, total);
    return { slots, total };
  }

  /**
   * Where a filter's total is kept, and under which key. A filter on a fact the slot lists do not follow
   * (material, sizes, the furniture facts) is kept in `factCounts`, which any change of a product forgets;
   * the others until membership (or, with a price range, a price) changes. Without this, every page of a
   * brand or style filter would count the whole catalogue again.
   */
  private countKey(filter: IndexFilter): { map: Map<string, number>; key: string } | undefined {
    // several categories are walked (and kept) one category at a time: the key below does not name them
    if (filter.nameContains !== undefined || filter.category_ids !== undefined) return undefined;
    const sized = Object.values(filter.dimensions ?? {}).some(([min, max]) => min !== undefined || max !== undefined);
    if (filter.material !== undefined || sized || hasFacts(filter))
      return { map: this.factCounts, key: JSON.stringify(filter) };
    const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
    return {
      map: priced ? this.priceCounts : this.counts,
      key: `${filter.brand_id}|${filter.category_id}|${filter.size_id}|${filter.color_id}|${filter.seller_id}|${filter.minPrice}|${filter.maxPrice}`,
    };
  }

  private keepCount({ map, key }: { map: Map<string, number>; key: string }, total: number) {
    if (map.size >= MAX_KEPT_COUNTS) map.clear();
    map.set(key, total);
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

  /**
   * The raw facet counts of a filter (catalog.facets.ts) over the candidates: a search's matches,
   * or every active product.
   */
  facets(filter: IndexFilter, match?: MatchBits): RawFacets {
    return this.facetsAndTotal(filter, match).raw;
  }

  /** The raw facet counts of a filter and how many products it matches (a list's total). */
  facetsAndTotal(filter: IndexFilter, match?: MatchBits): { raw: RawFacets; total: number } {
    if (match?.slots) return countFacets(this.col, match.slots, match.slots.length, filter, match, this.all.price);
    const list = this.all.created;
    if (match !== undefined) return countFacets(this.col, list.a, list.n, filter, match, this.all.price);
    // a filter's pages and sorts share its counts; its total, counted on the way, spares the page's walk
    // counting it again
    const key = filter.nameContains === undefined ? JSON.stringify(filter) : undefined;
    const kept = key === undefined ? undefined : this.facetCounts.get(key);
    const counted = kept?.counted ?? countFacets(this.col, list.a, list.n, filter, undefined, this.all.price);
    if (key !== undefined && kept === undefined) {
      if (this.facetCounts.size >= MAX_KEPT_FACETS) this.facetCounts.clear();
      const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
      this.facetCounts.set(key, { counted, priced });
    }
    const totalKey = this.countKey(filter);
    if (totalKey !== undefined && !totalKey.map.has(totalKey.key)) this.keepCount(totalKey, counted.total);
    return counted;
  }

  /**
   * The newest active products of the same category or the same brand, except the product itself: the two
   * lists' heads merged.
   */
  related(product: { id: number; category_id: number; brand_id: number }, limit: number): IndexedProduct[] {
    const ids = this.col.ints.id;
    const heads = [
      this.byField.category_id.get(product.category_id)?.created,
      // 0: no legacy brand (a null in the Int32Array); those products are not related by it
      product.brand_id ? this.byField.brand_id.get(product.brand_id)?.created : undefined,
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
