import type { ProductVariant } from '@rima/shared/api/catalog';
import { optionsKey, type VariantInput } from '@rima/shared/api/products';
import type { Queryable } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import {
  createProductVariantsRepository,
  type ProductVariantsRepository,
  type VariantRecord,
  type VariantValues,
} from './products-variants.repository';

/** The detail's reader (the catalogue composes it): a product's live variants and its option names. */
export function createVariantsReader(q: Queryable) {
  const repo = createProductVariantsRepository();
  return async (productId: number): Promise<{ option_names: string[]; variants: ProductVariant[] }> => {
    const rows = await repo.findLive(q, productId);
    return { option_names: optionNamesOf(rows), variants: rows.map(toWireVariant) };
  };
}
export type VariantsReader = ReturnType<typeof createVariantsReader>;

/** The option names of a product, in order: those of its first variant (none for a default variant). */
export function optionNamesOf(variants: readonly { option_names: string[] }[]): string[] {
  return variants[0]?.option_names ?? [];
}

/** The options in the seller's order of names (the stored JSON object has its own key order). */
function orderedOptions(v: VariantRecord): Record<string, string> {
  const names = [...v.option_names, ...Object.keys(v.options).filter((k) => !v.option_names.includes(k))];
  return Object.fromEntries(names.flatMap((k) => (v.options[k] === undefined ? [] : [[k, v.options[k]]])));
}

export function toWireVariant(v: VariantRecord): ProductVariant {
  return {
    id: v.id,
    sku: v.sku,
    options: orderedOptions(v),
    price: v.price,
    stock: v.stock,
    width_cm: v.width_cm,
    depth_cm: v.depth_cm,
    height_cm: v.height_cm,
    weight_kg: v.weight_kg,
    photo_ids: v.photo_ids,
    position: v.position,
  };
}

/** The product's price and stock as the variants make them (the products row's insert needs them first). */
export function productTotalsOf(inputs: readonly VariantInput[]): { price: number; stock: number } {
  return { price: inputs[0]?.price ?? 1, stock: inputs.reduce((sum, v) => sum + v.stock, 0) };
}

function valuesOf(input: VariantInput, position: number, photoIds: readonly number[], index: number): VariantValues {
  const ids = (input.photo_indexes ?? []).map((i) => {
    const id = photoIds[i];
    if (id === undefined) {
      const message = `variants[${index}].photo_indexes: the product has no photo ${i}`;
      throw badRequest(message, [{ field: `variants.${index}.photo_indexes`, message }]);
    }
    return id;
  });
  return {
    options: input.options,
    option_names: Object.keys(input.options),
    sku: input.sku ?? null,
    price: input.price,
    stock: input.stock,
    width_cm: input.width_cm ?? null,
    depth_cm: input.depth_cm ?? null,
    height_cm: input.height_cm ?? null,
    weight_kg: input.weight_kg ?? null,
    photo_ids: [...new Set(ids)],
    position,
  };
}

/**
 * Replaces a product's variants with `inputs`, matched by option combination (docs/decisions/038): a kept
 * combination is updated in place and keeps its id, a new one is inserted, a missing one is retired
 * (archived when orders refer to it, deleted otherwise). Retiring a variant an open order holds is refused
 * (409) before anything is written. Runs in the caller's transaction; takes the product's row lock first.
 * `photoIds` are the product's photo ids in their final order (what `photo_indexes` point into).
 */
export async function replaceVariants(
  tx: Queryable,
  repo: ProductVariantsRepository,
  productId: number,
  inputs: readonly VariantInput[],
  photoIds: readonly number[],
): Promise<void> {
  if (!(await repo.lockProduct(tx, productId))) throw notFound('Product not found');
  const current = await repo.findLive(tx, productId);
  const byKey = new Map(current.map((v) => [optionsKey(v.options), v]));
  const wanted = inputs.map((input, i) => ({
    values: valuesOf(input, i, photoIds, i),
    key: optionsKey(input.options),
  }));
  const kept = new Set(wanted.map((w) => w.key));
  const missing = current.filter((v) => !kept.has(optionsKey(v.options)));

  const held = await repo.withOpenOrders(
    tx,
    missing.map((v) => v.id),
  );
  if (held.length > 0) {
    const names = missing
      .filter((v) => held.includes(v.id))
      .map((v) => Object.values(v.options).join(' / ') || 'default');
    const message = `A variant with open orders cannot be removed (${names.join(', ')}); finish or cancel those orders first`;
    throw new AppError(409, 'CONFLICT', message, [{ field: 'variants', message }]);
  }
  await repo.retire(
    tx,
    productId,
    missing.map((v) => v.id),
  );
  const added: VariantValues[] = [];
  for (const w of wanted) {
    const existing = byKey.get(w.key);
    if (existing) await repo.updateInPlace(tx, existing.id, w.values);
    else added.push(w.values);
  }
  await repo.insertMany(tx, productId, added);
}

/** {@link replaceVariants} with the module's own repository (the seed and tests write variants with it). */
export const writeVariants = (
  tx: Queryable,
  productId: number,
  inputs: readonly VariantInput[],
  photoIds: readonly number[] = [],
) => replaceVariants(tx, createProductVariantsRepository(), productId, inputs, photoIds);
