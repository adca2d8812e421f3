import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexFilter, type IndexedProduct } from './catalog.index';
import type { MatchBits } from './catalog.text-index';
import { rng } from './catalog.test-random';
import { FACET_KEYS, naive, product, type Condition } from './catalog.test-products';

describe('the one-pass facet counter', () => {
  const r = rng(39);
  const all = Array.from({ length: 3000 }, (_, i) => product(i + 1, r));
  const index = new CatalogIndex();
  index.replaceAll(all);

  it('counts each facet over every other chosen filter, as a count per facet would', () => {
    const filter: IndexFilter = {
      category_ids: [110, 111],
      minPrice: 2_000_000,
      maxPrice: 9_000_000,
      material: 'jati',
      materialCode: 'jati',
      inStock: true,
      style: 'minimalis',
      minRating: 2,
      dimensions: { width_cm: [undefined, 160] },
    };
    const conditions: Record<string, Condition> = {
      category: (p) => p.category_id === 110 || p.category_id === 111,
      price: (p) => p.price >= 2_000_000 && p.price <= 9_000_000,
      material: (p) => p.material === 'jati',
      in_stock: (p) => p.stock > 0,
      style: (p) => p.style === 'minimalis',
      rating: (p) => p.rating >= 2,
      width: (p) => p.width_cm !== null && p.width_cm <= 160,
    };
    const raw = index.facets(filter);
    expect(raw.category).toEqual(naive(all, conditions, 'category', (p) => p.category_id));
    expect(raw.material).toEqual(naive(all, conditions, 'material', (p) => p.material));
    expect(raw.style).toEqual(naive(all, conditions, 'style', (p) => p.style));
    expect(raw.color).toEqual(naive(all, conditions, 'none', (p) => p.color_id));
    expect(raw.seats).toEqual(naive(all, conditions, 'none', (p) => p.seats));
    expect(raw.in_stock).toEqual(naive(all, conditions, 'in_stock', (p) => (p.stock > 0 ? 1 : null)));
    expect(raw.rating).toEqual(naive(all, conditions, 'rating', (p) => (p.rating >= 4 ? 1 : null)));
    const priceBin = (price: number) =>
      [500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000].filter((b) => price > b).length;
    expect(raw.price).toEqual(naive(all, conditions, 'price', (p) => priceBin(p.price)));
    const widthBin = (w: number | null) => (w === null ? null : [60, 90, 120, 160, 200].filter((b) => w > b).length);
    expect(raw.width).toEqual(naive(all, conditions, 'width', (p) => widthBin(p.width_cm)));
    expect(raw.brand).toEqual(naive(all, conditions, 'none', (p) => p.brand ?? p.brand_id));
    expect(raw.assembly).toEqual(
      naive(all, conditions, 'none', (p) => (p.assembly_required === null ? null : String(p.assembly_required))),
    );
  });

  it('counts only the matches of a search, and respects filters that are not facets', () => {
    const bits: MatchBits = new Uint8Array(all.length + 8);
    const matched = all.filter((p) => p.id % 3 === 0);
    // slots follow the load order here
    for (const p of matched) bits[p.id - 1] = 1;
    bits.slots = Int32Array.from(matched.map((p) => p.id - 1));
    const raw = index.facets({ seller_id: 2, material: 'rotan', materialCode: 'rotan' }, bits);
    const conditions: Record<string, Condition> = {
      base: (p) => p.id % 3 === 0 && p.seller_id === 2,
      material: (p) => p.material === 'rotan',
    };
    expect(raw.material).toEqual(naive(all, conditions, 'material', (p) => p.material));
    expect(raw.category).toEqual(naive(all, conditions, 'none', (p) => p.category_id));
  });

  it('gives the same counts as one count per facet, for random filters, as products are written', () => {
    const r2 = rng(7);
    const live = new Map(all.map((p) => [p.id, p]));
    const local = new CatalogIndex();
    local.replaceAll(all);
    /** A random write: a new or replaced product, a removal, or one field of a product changed. */
    const write = () => {
      const id = 1 + Math.floor(r2() * 3200);
      const old = live.get(id);
      const u = r2();
      if (u < 0.1) {
        local.remove(id);
        live.delete(id);
        return;
      }
      const field = Math.floor(r2() * 5);
      const p =
        u < 0.3 || old === undefined
          ? product(id, r2)
          : field === 0
            ? { ...old, stock: Math.floor(r2() * 3) }
            : field === 1
              ? { ...old, sold: old.sold + 1 }
              : field === 2
                ? { ...old, rating: Math.floor(r2() * 6) }
                : field === 3
                  ? { ...old, width_cm: r2() < 0.2 ? null : 40 + Math.floor(r2() * 200) }
                  : { ...old, price: 100_000 * (1 + Math.floor(r2() * 150)) };
      local.upsert(p);
      live.set(id, p);
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r2() * xs.length)] as T;
    const choices: [string, () => [IndexFilter, Condition]][] = [
      [
        'category',
        () => {
          const ids = [pick([110, 111, 112, 113]), pick([110, 111, 112, 113])];
          return [{ category_ids: ids }, (p) => ids.includes(p.category_id)];
        },
      ],
      [
        'color',
        () => {
          const id = pick([101, 102, 103]);
          return [{ colorIds: [id] }, (p) => p.color_id === id];
        },
      ],
      [
        'city',
        () => {
          const ids = [pick([1, 2, 3])];
          return [{ sellerIds: ids }, (p) => ids.includes(p.seller_id)];
        },
      ],
      [
        'price',
        () => {
          const low = Math.floor(r2() * 10_000_000);
          return [{ minPrice: low }, (p) => p.price >= low];
        },
      ],
      [
        'material',
        () => {
          const m = pick(['jati', 'rotan', 'ti']);
          return [{ material: m, materialCode: m }, (p) => p.material !== null && p.material.includes(m)];
        },
      ],
      [
        'width',
        () => {
          const max = 40 + Math.floor(r2() * 200);
          return [{ dimensions: { width_cm: [undefined, max] } }, (p) => p.width_cm !== null && p.width_cm <= max];
        },
      ],
      ['in_stock', () => [{ inStock: true }, (p) => p.stock > 0]],
      [
        'brand',
        () => [
          { brand: { key: 'jepara living', legacyIds: [2] } },
          (p) => (p.brand ? p.brand.toLowerCase() === 'jepara living' : p.brand_id === 2),
        ],
      ],
      ['style', () => [{ style: 'rustic' }, (p) => p.style === 'rustic']],
      [
        'seats',
        () => {
          const least = 1 + Math.floor(r2() * 5);
          return [{ minSeats: least }, (p) => (p.seats ?? 0) >= least];
        },
      ],
      [
        'assembly',
        () => {
          const want = r2() < 0.5;
          return [{ assembly: want }, (p) => p.assembly_required === want];
        },
      ],
      ['rating', () => [{ minRating: 3 }, (p) => p.rating >= 3]],
    ];
    // a few filters asked again and again, so kept counts are asked after the writes that must forget them
    const filters = Array.from({ length: 12 }, () => {
      const filter: IndexFilter = {};
      const conditions: Record<string, Condition> = {};
      const wanted = Math.floor(r2() * 5);
      for (let k = 0; k < wanted; k += 1) {
        const [name, make] = pick(choices);
        const [own, test] = make();
        Object.assign(filter, own);
        conditions[name] = test;
      }
      return { filter, conditions };
    });
    for (let round = 0; round < 150; round += 1) {
      if (r2() < 0.5) write();
      const { filter, conditions } = pick(filters);
      const products = [...live.values()];
      const raw = local.facets(filter);
      for (const [name, key] of Object.entries(FACET_KEYS)) {
        expect(raw[name as keyof typeof raw], `${name} of ${JSON.stringify(filter)}`).toEqual(
          naive(products, conditions, name, key),
        );
      }
    }
  });

  it('keeps the total of several categories as theirs only, not as the same list without them', () => {
    const local = new CatalogIndex();
    local.replaceAll(all);
    local.facets({ category_ids: [110, 111], minPrice: 1000 });
    expect(local.walk({ minPrice: 1000 }, 'latest', 0).total).toBe(all.length);
  });

  it('forgets kept counts when a value a filter compares changes within its facet bin', () => {
    const local = new CatalogIndex();
    local.replaceAll(all);
    const rated = all.find((p) => p.rating === 2) as IndexedProduct;
    const byRating: IndexFilter = { minRating: 3 };
    const before = local.facets(byRating).category.get(rated.category_id) ?? 0;
    local.upsert({ ...rated, rating: 3 });
    expect(local.facets(byRating).category.get(rated.category_id)).toBe(before + 1);
    const wide = all.find((p) => p.width_cm === 170) as IndexedProduct;
    const narrow: IndexFilter = { dimensions: { width_cm: [undefined, 165] } };
    const kept = local.facets(narrow).category.get(wide.category_id) ?? 0;
    local.upsert({ ...wide, width_cm: 165 });
    expect(local.facets(narrow).category.get(wide.category_id)).toBe(kept + 1);
  });
});
