import type { ProductValues } from '../../modules/products/products.repository';
import type { Queryable } from '../client';
import type { DemoProduct } from './types';
import { COLOURS, type CategorySlug, type ColourCode } from './vocab';

/**
 * Where the demo data meets the schema: the category id of a leaf slug, the colour id of a colour code, and
 * the product attribute columns the seed may write. Each is the one place to change when the schema does.
 */

/** Leaf slug → the leaf's id in the category tree (docs/decisions/036). */
export async function leafIds(db: Queryable): Promise<(slug: CategorySlug) => number> {
  const rows = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM categories WHERE slug IS NOT NULL');
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  return (slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`seed: no category ${slug}`);
    return id;
  };
}

/** Today: the legacy colour (1–6) the code maps onto. With coded colours: the row with this code. */
export function colorIdOf(code: ColourCode): number {
  return COLOURS[code].legacy;
}

/** Pieces a store's own team carries in standing, blanket-wrapped (no crate): the box is the piece itself. */
const UNCRATED = new Set<CategorySlug>(['lemari-pakaian', 'rak-buku', 'ranjang-dipan', 'lemari-serbaguna']);

/**
 * The packed size: as listed when the seller gives it; a knock-down piece flat in its box (its two longest
 * sides plus 4 cm, at most 30 cm thick); anything else in a crate 4 cm larger each way (UNCRATED: the piece
 * itself). 10 % heavier. Bulky: a side of 100 cm or 25 kg, as the piece.
 */
export function demoPacking(product: DemoProduct) {
  const [w, d, h] = product.size;
  const isBulky = Math.max(w, d, h) >= 100 || product.weight >= 25;
  const weight = Math.round(product.weight * 1.1 * 10) / 10;
  if (product.packed) {
    const [pw, pd, ph, pkg] = product.packed;
    return { width: pw, depth: pd, height: ph, weight: pkg, isBulky };
  }
  if (product.assembly) {
    const [a = 0, b = 0, c = 0] = [w, d, h].sort((x, y) => y - x);
    return { width: a + 4, depth: b + 4, height: Math.min(c, 30) + 4, weight, isBulky };
  }
  const pad = UNCRATED.has(product.category) ? 0 : 4;
  return { width: w + pad, depth: d + pad, height: h + pad, weight, isBulky };
}

/** The row today's products repository inserts. */
export function demoProductValues(product: DemoProduct, categoryId: number): ProductValues {
  const [width, depth, height] = product.size;
  const packed = demoPacking(product);
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    stock: product.stock,
    category_id: categoryId,
    // the workshops' own lines are free text (docs/decisions/037); no legacy brand or clothing size
    brand_id: null,
    size_id: null,
    color_id: colorIdOf(product.color),
    width_cm: width,
    depth_cm: depth,
    height_cm: height,
    weight_kg: product.weight,
    material: product.material,
    packed_width_cm: packed.width,
    packed_depth_cm: packed.depth,
    packed_height_cm: packed.height,
    packed_weight_kg: packed.weight,
    is_bulky: packed.isBulky,
    ...demoAttributes(product),
  };
}

/** The product attribute columns (catalogue vocabulary), as the seed writes them once they exist. */
export type DemoAttributes = {
  brand: string | null;
  style: string;
  finish: string | null;
  seats: number | null;
  assembly_required: boolean;
  warranty_months: number;
  name_en: string | null;
  description_en: string | null;
};

export function demoAttributes(product: DemoProduct): DemoAttributes {
  return {
    brand: product.brand ?? null,
    style: product.style,
    finish: product.finish ?? null,
    seats: product.seats ?? null,
    assembly_required: product.assembly,
    warranty_months: product.warranty,
    name_en: product.name_en ?? null,
    description_en: product.description_en ?? null,
  };
}

/**
 * The attribute columns the schema has. None on today's schema: the integrator lists them here when the
 * attributes migration lands (or moves them into ProductValues), and the seed writes them.
 */
