import { describe, expect, it } from 'vitest';
import { Columns, TextPool } from './catalog.columns';
import type { IndexedProduct } from './catalog.index';

function product(id: number): IndexedProduct {
  const keys = [null, 'a3f9c01b2d4e5f60718293a4b5c6d7e8', 'demo/chair-1.jpg', 'A3F9C01B2D4E5F60718293A4B5C6D7E8'];
  return {
    id,
    name: `Kursi ${id}`,
    description: id % 2 ? 'Jati' : '',
    price: 100_000 + id,
    stock: id % 7,
    sold: id % 13,
    category_id: 1 + (id % 9),
    brand_id: 1 + (id % 5),
    size_id: 1 + (id % 6),
    color_id: 1 + (id % 6),
    seller_id: 1 + (id % 3),
    width_cm: id % 4 ? 40.1 + id : null,
    depth_cm: null,
    height_cm: 80.5,
    weight_kg: id % 3 ? null : 12.25,
    material: [null, 'Teak', 'Solid oak'][id % 3] ?? null,
    created_us: 1_700_000_000_000_123 + id,
    created_at: new Date(1_700_000_000_000 + Math.floor(id / 1000)),
    updated_at: new Date(1_700_000_000_500 + id),
    file_key: keys[id % 4] ?? null,
    rating: (id % 50) / 10,
    review_count: id % 11,
  };
}

// The read model's columns (catalog.columns.ts) give back what was written: photo keys kept as bytes or as
// strings, materials, through growth, a trim after a load and rewrites.
describe('the read model columns', () => {
  it('read back every field through growth, trimming and rewrites', () => {
    const columns = new Columns();
    for (let slot = 0; slot < 3000; slot += 1) columns.write(slot, product(slot + 1));
    columns.trim(3000);
    for (let slot = 3000; slot < 5000; slot += 1) columns.write(slot, product(slot + 1));
    for (let slot = 0; slot < 5000; slot += 7) columns.write(slot, product(slot + 2));
    for (let slot = 0; slot < 5000; slot += 1) {
      const want = product(slot + 1 + (slot % 7 === 0 ? 1 : 0));
      expect(columns.read(slot), `slot ${slot}`).toEqual({
        ...want,
        created_at: new Date(Math.floor(want.created_us / 1000)),
      });
    }
  });
});

describe('the text pool', () => {
  it('gives back every slot’s latest text through rewrites, compaction, growth and a trim', () => {
    const pool = new TextPool();
    const truth = new Map<number, string>();
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const texts = ['', 'Kursi jati', 'Lemari — 2 pintu', 'Rak “minimalis” ½', 'Sofa 🛋 bed', 'x'.repeat(5000)];
    for (let round = 0; round < 20_000; round += 1) {
      const slot = next() % 3000;
      const text = `${texts[next() % texts.length]} ${round % 97 === 0 ? '' : slot}`;
      pool.set(slot, text);
      truth.set(slot, text);
      if (round === 10_000) pool.trim(3000);
    }
    for (const [slot, text] of truth) expect(pool.get(slot)).toBe(text);
    expect(pool.get(4999)).toBe('');
  });
});
