import type { ProductImage, ProductVariant } from '@rima/shared/api/catalog';

/** The shopper's picks so far: option name → value; an option not yet picked is absent. */
export type Choice = Readonly<Record<string, string>>;

/** Each option's values in the order the seller listed the variants. */
export function optionValues(names: readonly string[], variants: readonly ProductVariant[]) {
  return names.map((name) => {
    const values: string[] = [];
    for (const v of variants) {
      const value = v.options[name];
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return { name, values };
  });
}

/** The variant the picks name, once every option is picked; the only one of a product without options. */
export function findVariant(names: readonly string[], variants: readonly ProductVariant[], choice: Choice) {
  if (names.length === 0) return variants[0];
  if (names.some((n) => choice[n] === undefined)) return undefined;
  return variants.find((v) => names.every((n) => v.options[n] === choice[n]));
}

/**
 * Whether picking `value` for `name` leads to a variant in stock, given the other options already picked:
 * a combination the seller does not offer, or one sold out, is not offered.
 */
export function isAvailable(
  names: readonly string[],
  variants: readonly ProductVariant[],
  choice: Choice,
  name: string,
  value: string,
) {
  return variants.some(
    (v) =>
      v.stock > 0 &&
      v.options[name] === value &&
      names.every((other) => other === name || choice[other] === undefined || v.options[other] === choice[other]),
  );
}

/** The picks a page opens with: the URL's variant, else the options that have a single value. */
export function initialChoice(
  names: readonly string[],
  variants: readonly ProductVariant[],
  variantParam: string | null,
) {
  const fromUrl = variantParam === null ? undefined : variants.find((v) => String(v.id) === variantParam);
  if (fromUrl) return fromUrl.options;
  const choice: Record<string, string> = {};
  for (const { name, values } of optionValues(names, variants)) {
    const [only, ...more] = values;
    if (only !== undefined && more.length === 0) choice[name] = only;
  }
  return choice;
}

/** The variant's own photos first, in its order, then the product's others. */
export function photosFirst(images: readonly ProductImage[], photoIds: readonly number[] | undefined) {
  if (!photoIds || photoIds.length === 0) return images;
  const own = photoIds.flatMap((id) => images.filter((img) => img.id === id));
  return [...own, ...images.filter((img) => !photoIds.includes(img.id))];
}
