/**
 * What one unit of a cart line ships as: the product's box, or the chosen variant's. A variant's own
 * width, depth, height and weight (each where it has one) take the product's place; the product's packed
 * box then follows the variant's size in the same proportion (a flat-packed 180×200 bed is a longer box
 * than the 160×200 one), as variants have no packed size of their own.
 */
import type { Queryable } from '../../db/client';
import type { ProductBoxRow, ShippingRepository, VariantBoxRow } from './shipping.repository';

const SIZE = ['width_cm', 'depth_cm', 'height_cm'] as const;
const PACKED = ['packed_width_cm', 'packed_depth_cm', 'packed_height_cm'] as const;

const sorted = (sides: readonly number[]) => [...sides].sort((a, b) => b - a);

/** The product's box row as the variant ships it (the product's own when the variant changes nothing). */
export function variantBox(product: ProductBoxRow, variant: VariantBoxRow | undefined): ProductBoxRow {
  if (!variant) return product;
  const size = SIZE.map((c) => variant[c] ?? product[c]);
  const weight = variant.weight_kg ?? product.weight_kg;
  const sameSize = SIZE.every((c, i) => size[i] === product[c]);
  if (sameSize && weight === product.weight_kg) return product;
  const own = SIZE.map((c) => product[c]);
  const packed = PACKED.map((c) => product[c]);
  let packedSides: (number | null)[] = [null, null, null];
  if (!sameSize && packed.every((v) => v !== null) && own.every((v) => v !== null && v > 0)) {
    // Scale the packed box side by side, longest with longest, so a turned piece scales the right side.
    const [ownSorted, newSorted, packedSorted] = [sorted(own as number[]), sorted(size as number[]), sorted(packed)];
    packedSides = packedSorted.map((p, i) => round(p * ((newSorted[i] ?? 0) / (ownSorted[i] ?? 1))));
  } else if (sameSize) {
    packedSides = packed;
  }
  const packedWeight =
    product.packed_weight_kg !== null && product.weight_kg !== null && product.weight_kg > 0 && weight !== null
      ? round(product.packed_weight_kg * (weight / product.weight_kg))
      : weight === product.weight_kg
        ? product.packed_weight_kg
        : null;
  return {
    ...product,
    width_cm: size[0] ?? null,
    depth_cm: size[1] ?? null,
    height_cm: size[2] ?? null,
    weight_kg: weight,
    packed_width_cm: packedSides[0] ?? null,
    packed_depth_cm: packedSides[1] ?? null,
    packed_height_cm: packedSides[2] ?? null,
    packed_weight_kg: packedWeight,
  };
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The box of each line (same order; undefined for a product that is gone), its variant's where the line
 * names one of the product's live variants: at most two queries whatever the number of lines.
 */
export async function lineBoxes(
  q: Queryable,
  repo: Pick<ShippingRepository, 'productBoxes' | 'variantBoxes'>,
  lines: readonly { product_id: number; variant_id?: number | null | undefined }[],
): Promise<(ProductBoxRow | undefined)[]> {
  const variantIds = lines.flatMap((l) => (l.variant_id != null ? [l.variant_id] : []));
  // One after the other: `q` may be a transaction's single connection.
  const products = await repo.productBoxes(
    q,
    lines.map((l) => l.product_id),
  );
  const variants = variantIds.length > 0 ? await repo.variantBoxes(q, variantIds) : [];
  const productOf = new Map(products.map((p) => [p.id, p]));
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  return lines.map((l) => {
    const product = productOf.get(l.product_id);
    if (!product) return undefined;
    const variant = l.variant_id != null ? variantOf.get(l.variant_id) : undefined;
    return variantBox(product, variant?.product_id === product.id ? variant : undefined);
  });
}
