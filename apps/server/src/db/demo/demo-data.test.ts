import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, DEMO_STORES } from '../seed-products';
import { demoPacking, demoProductValues } from './product-values';

// The demo shop's data as the catalogue issue describes it (no database needed).
describe('demo shop data', () => {
  it('has about 120 products over 12 stores in the furniture towns, each store with its own calendar', () => {
    expect(DEMO_STORES).toHaveLength(12);
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(110);
    expect(DEMO_PRODUCTS.length).toBeLessThanOrEqual(130);
    expect(new Set(DEMO_STORES.map((s) => s.email)).size).toBe(12);
    for (const store of DEMO_STORES) {
      expect(store.products.length).toBeGreaterThanOrEqual(8);
      expect(store.windows.length).toBeGreaterThan(0);
      expect(store.own.length).toBeGreaterThan(0);
      expect(store.area.village.startsWith(`${store.area.district}.`)).toBe(true);
      expect(store.area.district.startsWith(`${store.area.regency}.`)).toBe(true);
    }
    const cities = DEMO_STORES.map((s) => s.city).join(' ');
    for (const town of ['Jepara', 'Cirebon', 'Yogyakarta', 'Bali', 'Surabaya', 'Jakarta', 'Bandung']) {
      expect(cities).toContain(town);
    }
  });

  it('gives every product a unique name, realistic rupiah prices, sizes and a packed size', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name)).size).toBe(DEMO_PRODUCTS.length);
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(100_000);
      expect(p.price).toBeLessThanOrEqual(25_000_000);
      expect(p.size.every((cm) => cm > 0)).toBe(true);
      expect(p.weight).toBeGreaterThan(0);
      expect(p.warranty).toBeGreaterThanOrEqual(0);
      expect(p.warranty).toBeLessThanOrEqual(120);
      const packed = demoPacking(p);
      expect(Math.min(packed.width, packed.depth, packed.height, packed.weight)).toBeGreaterThan(0);
      expect(demoProductValues(p, p.seller, 110).material).toBe(p.material);
    }
  });

  it('has variants on about a third of the products, each with its own SKU, price and stock', () => {
    const withVariants = DEMO_PRODUCTS.filter((p) => p.variants);
    expect(withVariants.length / DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(0.25);
    const skus = withVariants.flatMap((p) => p.variants ?? []).map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of withVariants) {
      expect(p.variants?.length).toBeGreaterThanOrEqual(2);
      for (const v of p.variants ?? []) {
        expect(Object.keys(v.options).length).toBeGreaterThan(0);
        expect(v.price).toBeGreaterThan(0);
        expect(v.stock).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('writes a good share in English too, and beds and mattresses in 160x200', () => {
    expect(DEMO_PRODUCTS.filter((p) => p.name_en).length / DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(0.4);
    const sizes = DEMO_PRODUCTS.flatMap((p) => p.variants ?? []).map((v) => v.options['Ukuran']);
    expect(sizes).toContain('160x200');
    expect(sizes).toContain('180x200');
  });
});
