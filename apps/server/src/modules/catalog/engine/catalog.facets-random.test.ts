import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexFilter, type IndexedProduct } from './catalog.index';
import type { MatchBits } from './catalog.text-index';
import { rng } from './catalog.test-random';
import { FACET_KEYS, naive, product, type Condition } from './catalog.test-products';

/** A random filter of up to six conditions, with the test of each (by facet; `base`: not a facet). */
function randomFilter(r: () => number): { filter: IndexFilter; conditions: Record<string, Condition> } {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const int = (n: number) => Math.floor(r() * n);
  const choices: [string, () => IndexFilter][] = [
    ['category', () => (r() < 0.5 ? { category_id: 110 + int(4) } : { category_ids: [110 + int(2), 112 + int(2)] })],
    ['color', () => ({ colorIds: [101 + int(3), 101 + int(3)] })],
    ['city', () => ({ sellerIds: [1 + int(3)] })],
    ['price', () => ({ minPrice: int(12_000_000), maxPrice: r() < 0.5 ? undefined : 15_000_000 })],
    ['material', () => ({ material: pick(['jati', 'rotan', 'ti']), materialCode: 'jati' })],
    ['width', () => ({ dimensions: { width_cm: [r() < 0.5 ? undefined : 50, 40 + int(200)] } })],
    ['in_stock', () => ({ inStock: true })],
    ['brand', () => ({ brand: { key: pick(['jepara living', 'rotan asli']), legacyIds: [int(4)] } })],
    ['style', () => ({ style: pick(['rustic', 'minimalis']) })],
    ['seats', () => ({ minSeats: 1 + int(6) })],
    ['assembly', () => ({ assembly: r() < 0.5 })],
    ['rating', () => ({ minRating: int(6) })],
  ];
  const filter: IndexFilter = {};
  const conditions: Record<string, Condition> = {};
  const wanted = int(7);
  for (let k = 0; k < wanted; k += 1) {
    const [name, make] = pick(choices);
    if (name in conditions) continue;
    Object.assign(filter, make());
    conditions[name] = testOf(name, filter);
  }
  if (r() < 0.2) {
    const seller = 1 + int(3);
    filter.seller_id = seller;
    conditions.base = (p) => p.seller_id === seller;
  }
  return { filter, conditions };
}

/** What the filter's conditions of one facet ask, written plainly. */
function testOf(name: string, f: IndexFilter): Condition {
  switch (name) {
    case 'category':
      return (p) => (f.category_ids ?? [f.category_id]).includes(p.category_id);
    case 'color':
      return (p) => (f.colorIds ?? []).includes(p.color_id);
    case 'city':
      return (p) => (f.sellerIds ?? []).includes(p.seller_id);
    case 'price':
      return (p) => p.price >= (f.minPrice ?? -Infinity) && p.price <= (f.maxPrice ?? Infinity);
    case 'material':
      return (p) => p.material !== null && (p.material === f.materialCode || p.material.includes(f.material ?? ''));
    case 'width': {
      const [min, max] = f.dimensions?.width_cm ?? [];
      return (p) =>
        p.width_cm !== null &&
        (min === undefined || Math.fround(p.width_cm) >= Math.fround(min)) &&
        (max === undefined || Math.fround(p.width_cm) <= Math.fround(max));
    }
    case 'in_stock':
      return (p) => p.stock > 0;
    case 'brand': {
      const { key, legacyIds } = f.brand ?? { key: '', legacyIds: [] };
      return (p) => (p.brand ? p.brand.toLowerCase() === key : legacyIds.includes(p.brand_id));
    }
    case 'style':
      return (p) => p.style === f.style;
    case 'seats':
      return (p) => (p.seats ?? 0) >= (f.minSeats ?? 0);
    case 'assembly':
      return (p) => p.assembly_required === f.assembly;
    default:
      return (p) => p.rating >= (f.minRating ?? 0);
  }
}

describe('facet counts against a plain count, over many random filters', () => {
  it('agree for every facet and the total, with and without a search, as products come, change and go', () => {
    const r = rng(61);
    // more than a few thousand slots, so the sets span many words and the last one is partly used
    const all = Array.from({ length: 4099 }, (_, i) => product(i + 1, r));
    const live = new Map(all.map((p) => [p.id, p]));
    const index = new CatalogIndex();
    index.replaceAll(all);
    const slotOf = (p: IndexedProduct) => index.slot(p.id) as number;
    for (let round = 0; round < 250; round += 1) {
      for (let w = Math.floor(r() * 4); w > 0; w -= 1) {
        const id = 1 + Math.floor(r() * 4300);
        if (r() < 0.15) {
          index.remove(id);
          live.delete(id);
        } else {
          const p = r() < 0.5 || !live.has(id) ? product(id, r) : { ...(live.get(id) as IndexedProduct), stock: 0 };
          index.upsert(p);
          live.set(id, p);
        }
      }
      const { filter, conditions } = randomFilter(r);
      const products = [...live.values()];
      let match: MatchBits | undefined;
      if (r() < 0.3) {
        // a search's matches: a few (listed) or many (the bits only)
        const few = r() < 0.5;
        const matched = products.filter(() => r() < (few ? 0.02 : 0.6));
        match = new Uint8Array(5000);
        for (const p of matched) match[slotOf(p)] = 1;
        if (few) match.slots = Int32Array.from(matched.map(slotOf));
        const inMatch = new Set(matched.map((p) => p.id));
        const base = conditions.base;
        conditions.base = (p) => inMatch.has(p.id) && (base === undefined || base(p));
      }
      const { raw, total: counted } = index.facetsAndTotal(filter, match);
      const what = `round ${round}: ${JSON.stringify(filter)}${match ? ' with a search' : ''}`;
      // the products failing one condition at most: only those count toward any facet
      const near = products.filter((p) => Object.values(conditions).filter((test) => !test(p)).length <= 1);
      for (const [name, key] of Object.entries(FACET_KEYS)) {
        expect(raw[name as keyof typeof raw], `${name} of ${what}`).toEqual(naive(near, conditions, name, key));
      }
      const total = near.filter((p) => Object.values(conditions).every((test) => test(p))).length;
      expect(counted, `total of ${what}`).toBe(total);
      // the page walked with the count's total is the page walked alone
      const page = index.walk(filter, 'cheap', 12, match);
      expect(page.total, `walked total of ${what}`).toBe(total);
      expect(index.walk(filter, 'cheap', 12, match, counted), `page of ${what}`).toEqual(page);
    }
  });
});

describe('kept facet counts through repricing (decision 065)', () => {
  it('equal a fresh count after prices move within their range and across it, with and without a price filter', () => {
    const r = rng(65);
    const all = Array.from({ length: 3000 }, (_, i) => product(i + 1, r));
    const live = new Map(all.map((p) => [p.id, p]));
    const index = new CatalogIndex();
    index.replaceAll(all);
    // the same filters asked again and again, so that kept counts are what answers them
    const filters: IndexFilter[] = [
      {},
      { category_id: 111 },
      { minPrice: 1_000_000, maxPrice: 6_000_000 },
      { style: 'rustic', maxPrice: 2_500_000 },
      { inStock: true, colorIds: [101, 102] },
    ];
    for (let round = 0; round < 120; round += 1) {
      const id = 1 + Math.floor(r() * 3000);
      const before = live.get(id) as IndexedProduct;
      // mostly a small step (within its range: a seller's repricing), sometimes across a bound
      const step = r() < 0.75 ? (r() < 0.5 ? -1 : 1) * 10_000 : 4_000_000;
      const p = { ...before, price: Math.max(1, before.price + step) };
      index.upsert(p);
      live.set(id, p);
      const fresh = new CatalogIndex();
      fresh.replaceAll([...live.values()]);
      for (const filter of filters) {
        const what = `round ${round}: ${JSON.stringify(filter)}`;
        expect(index.facetsAndTotal(filter), what).toEqual(fresh.facetsAndTotal(filter));
      }
    }
  });
});
