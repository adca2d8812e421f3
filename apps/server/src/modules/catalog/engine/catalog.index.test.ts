import { describe, expect, it } from 'vitest';
import { CatalogIndex, firstInOrder, type IndexFilter, type IndexSort, type IndexedProduct } from './catalog.index';
import type { MatchBits } from './catalog.text-index';
import { rng } from './catalog.test-random';

function product(id: number, r: () => number): IndexedProduct {
  const int = (n: number) => Math.floor(r() * n);
  return {
    id,
    name: `${['Oak', 'Teak', 'Pine'][int(3)]} Thing ${id}`,
    description: 'x',
    price: 100_000 + int(20) * 50_000,
    stock: int(10),
    sold: int(15),
    category_id: 1 + int(4),
    brand_id: 1 + int(3),
    size_id: 1 + int(2),
    color_id: 1 + int(3),
    seller_id: 1 + int(3),
    width_cm: r() < 0.2 ? null : 40.1 + int(5),
    depth_cm: null,
    height_cm: null,
    weight_kg: null,
    material: r() < 0.3 ? null : (['Solid Oak', 'Teak', 'Rattan'][int(3)] ?? null),
    created_us: 1_700_000_000_000_000 + int(50) * 1000,
    created_at: new Date(0),
    updated_at: new Date(0),
    file_key: null,
    rating: 0,
    review_count: 0,
  };
}

const SORTS: Record<IndexSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
  latest: (a, b) => b.created_us - a.created_us || b.id - a.id,
  oldest: (a, b) => a.created_us - b.created_us || a.id - b.id,
  popular: (a, b) => b.sold - a.sold || b.id - a.id,
  cheap: (a, b) => a.price - b.price || a.id - b.id,
  expensive: (a, b) => b.price - a.price || b.id - a.id,
};

/** What SQL would answer: filter everything, sort, slice. */
function naive(
  all: Map<number, IndexedProduct>,
  f: IndexFilter,
  sort: IndexSort,
  limit: number,
  offset: number,
  matched?: Set<number>,
) {
  const rows = [...all.values()]
    .filter(
      (p) =>
        (matched === undefined || matched.has(p.id)) &&
        (f.brand_id === undefined || p.brand_id === f.brand_id) &&
        (f.category_id === undefined || p.category_id === f.category_id) &&
        (f.color_id === undefined || p.color_id === f.color_id) &&
        (f.seller_id === undefined || p.seller_id === f.seller_id) &&
        (f.minPrice === undefined || p.price >= f.minPrice) &&
        (f.maxPrice === undefined || p.price <= f.maxPrice) &&
        (f.material === undefined || (p.material ?? '\u0000').toLowerCase().includes(f.material)) &&
        (f.dimensions?.width_cm?.[1] === undefined ||
          (p.width_cm !== null && Math.fround(p.width_cm) <= Math.fround(f.dimensions.width_cm[1]))),
    )
    .sort(SORTS[sort]);
  return { ids: rows.slice(offset, offset + limit).map((p) => p.id), total: rows.length };
}

describe('the catalogue read model', () => {
  it('answers every filter, order and page as a full sort would, through inserts, edits and removals', () => {
    const r = rng(13);
    const index = new CatalogIndex();
    const truth = new Map<number, IndexedProduct>();
    const initial = Array.from({ length: 400 }, (_, i) => product(i + 1, r));
    initial.forEach((p) => truth.set(p.id, p));
    index.replaceAll(initial);
    let nextId = 401;
    for (let round = 0; round < 300; round += 1) {
      const u = r();
      if (u < 0.3) {
        const p = product(nextId++, r);
        truth.set(p.id, p);
        index.upsert(p);
      } else if (u < 0.4) {
        const id = 1 + Math.floor(r() * (nextId - 1));
        truth.delete(id);
        index.remove(id);
      } else {
        const id = 1 + Math.floor(r() * (nextId - 1));
        const old = truth.get(id);
        if (old) {
          // a sale, a price edit, a move to another brand, or an edit of a fact the slot lists do not follow
          const next = { ...old, sold: old.sold + 1, stock: Math.max(0, old.stock - 1) };
          if (r() < 0.4) next.price = 100_000 + Math.floor(r() * 20) * 50_000;
          if (r() < 0.2) next.brand_id = 1 + Math.floor(r() * 3);
          if (r() < 0.2) next.material = (['Solid Oak', 'Teak', null] as const)[Math.floor(r() * 3)] ?? null;
          if (r() < 0.2) next.width_cm = r() < 0.5 ? null : 40.1 + Math.floor(r() * 5);
          truth.set(id, next);
          index.upsert(next);
        }
      }
      const filter: IndexFilter = {};
      if (r() < 0.4) filter.brand_id = 1 + Math.floor(r() * 3);
      if (r() < 0.4) filter.category_id = 1 + Math.floor(r() * 4);
      if (r() < 0.2) filter.color_id = 1 + Math.floor(r() * 3);
      if (r() < 0.2) filter.seller_id = 1 + Math.floor(r() * 3);
      if (r() < 0.2) filter.minPrice = 300_000;
      if (r() < 0.2) filter.maxPrice = 700_000;
      if (r() < 0.1) filter.material = 'oak';
      if (r() < 0.1) filter.dimensions = { width_cm: [undefined, 42.1] };
      const sort = (Object.keys(SORTS) as IndexSort[])[Math.floor(r() * 5)] as IndexSort;
      const limit = 1 + Math.floor(r() * 12);
      const offset = Math.floor(r() * 40);
      // a search's matches: sometimes few (tested one by one, then sorted), sometimes many (the list walk)
      let matched: Set<number> | undefined;
      let match: MatchBits | undefined;
      if (r() < 0.5) {
        const share = r() < 0.5 ? 0.02 : 0.5;
        matched = new Set([...truth.keys()].filter(() => r() < share));
        const slots = [...matched].map((id) => index.slot(id) as number);
        match = new Uint8Array(Math.max(...slots, 0) + 1);
        for (const slot of slots) match[slot] = 1;
        if (r() < 0.8) match.slots = Int32Array.from(slots);
      }
      const got = index.query(filter, sort, limit, offset, match);
      const want = naive(truth, filter, sort, limit, offset, matched);
      expect({ ids: got.rows.map((p) => p.id), total: got.total }).toEqual(want);
    }
    expect(index.size).toBe(truth.size);
  });

  it('counts a fact filter again after a product edits that fact, though its lists did not move', () => {
    const r = rng(7);
    const index = new CatalogIndex();
    const all = Array.from({ length: 50 }, (_, i) => ({ ...product(i + 1, r), material: 'Teak', width_cm: 80 }));
    index.replaceAll(all);
    const oak: IndexFilter = { material: 'oak' };
    const narrow: IndexFilter = { dimensions: { width_cm: [undefined, 60] } };
    expect(index.query(oak, 'latest', 5, 0).total).toBe(0);
    expect(index.query(narrow, 'latest', 5, 0).total).toBe(0);
    const first = all[0] as IndexedProduct;
    index.upsert({ ...first, material: 'Solid Oak', width_cm: 55 });
    expect(index.query(oak, 'latest', 5, 0).total).toBe(1);
    expect(index.query(narrow, 'latest', 5, 0).total).toBe(1);
  });

  it('lists the newest products of the same category or brand as related, never the product itself', () => {
    const index = new CatalogIndex();
    const r = rng(5);
    const all = Array.from({ length: 60 }, (_, i) => product(i + 1, r));
    index.replaceAll(all);
    const self = all[10] as IndexedProduct;
    const related = index.related(self, 8);
    const want = all
      .filter((p) => p.id !== self.id && (p.category_id === self.category_id || p.brand_id === self.brand_id))
      .sort(SORTS.latest)
      .slice(0, 8)
      .map((p) => p.id);
    expect(related.map((p) => p.id)).toEqual(want);
  });
});

describe('firstInOrder', () => {
  it('keeps the first k of any list in order, as a full sort would', () => {
    const r = rng(7);
    for (let round = 0; round < 200; round += 1) {
      const items = Array.from({ length: Math.floor(r() * 300) }, () => Math.floor(r() * 50));
      const k = Math.floor(r() * 40);
      const cmp = (x: number, y: number) => (x % 7) - (y % 7) || y - x;
      expect(firstInOrder([...items], k, cmp)).toEqual([...items].sort(cmp).slice(0, k));
    }
  });
});
