/** Random products for the engine's facet tests, and counts done the plain way to compare with. */
import { FACETS } from '../catalog.attributes';
import { binOf } from './catalog.facet-columns';
import type { IndexedProduct } from './catalog.index';

/** A product of random facts (`r`: a seeded generator), a few values each so that filters overlap. */
export function product(id: number, r: () => number): IndexedProduct {
  const int = (n: number) => Math.floor(r() * n);
  return {
    id,
    name: `Thing ${id}`,
    description: 'x',
    price: 100_000 * (1 + int(150)),
    stock: int(3),
    sold: int(15),
    category_id: 110 + int(4),
    brand_id: 1 + int(3),
    size_id: 1,
    color_id: 101 + int(3),
    seller_id: 1 + int(3),
    width_cm: r() < 0.2 ? null : 40 + int(200),
    depth_cm: null,
    height_cm: null,
    weight_kg: null,
    material: r() < 0.2 ? null : (['jati', 'rotan', 'mahoni'][int(3)] ?? null),
    created_us: 1_700_000_000_000_000 + id * 1000,
    created_at: new Date(0),
    updated_at: new Date(0),
    file_key: null,
    rating: int(6),
    review_count: 0,
    style: ['minimalis', 'rustic', null][int(3)] ?? null,
    seats: r() < 0.5 ? null : 1 + int(6),
    assembly_required: [true, false, null][int(3)] ?? null,
    brand: r() < 0.3 ? null : (['Jepara Living', 'jepara living', 'Rotan Asli'][int(3)] ?? null),
  };
}

export type Condition = (p: IndexedProduct) => boolean;
/** Counts by key over the products passing every condition but the facet's own (what SQL would do per facet). */
export function naive(
  all: IndexedProduct[],
  conditions: Record<string, Condition>,
  facet: string,
  key: (p: IndexedProduct) => unknown,
) {
  const out = new Map<unknown, number>();
  for (const p of all) {
    if (!Object.entries(conditions).every(([name, test]) => name === facet || test(p))) continue;
    const k = key(p);
    if (k === null || k === undefined) continue;
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

const boundsOf = (name: string) => (FACETS.find((f) => f.name === name)?.bounds ?? []).map(Math.fround);

/** Each facet's key of a product, as the registry describes it (catalog.attributes.ts). */
export const FACET_KEYS: Record<string, (p: IndexedProduct) => unknown> = {
  category: (p) => p.category_id,
  color: (p) => p.color_id,
  city: (p) => p.seller_id,
  price: (p) => binOf(boundsOf('price'), p.price),
  material: (p) => p.material,
  width: (p) => (p.width_cm === null ? null : binOf(boundsOf('width'), Math.fround(p.width_cm))),
  in_stock: (p) => (p.stock > 0 ? 1 : null),
  brand: (p) => p.brand || p.brand_id,
  style: (p) => p.style,
  seats: (p) => p.seats,
  assembly: (p) => (p.assembly_required === null ? null : String(p.assembly_required)),
  rating: (p) => (p.rating >= 4 ? 1 : null),
};
