import { z } from 'zod';
import { VARIANT_OPTIONS_MAX, VARIANT_OPTION_TEXT_MAX, VARIANT_SKU_MAX, VARIANTS_MAX } from '../catalog';
import { MAX_PRODUCT_PHOTOS } from '../constants';

// A product's variants as the sell and edit forms send them (docs/decisions/038), and the limits a variant
// shares with the product's own price, stock and sizes.

export const PRODUCT_PRICE_MAX = 2_000_000_000; // fits the int4 column with room to spare
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_SIZE_CM_MAX = 10_000;
export const PRODUCT_WEIGHT_KG_MAX = 10_000;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const optionText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(VARIANT_OPTION_TEXT_MAX, { error: `${label} must be at most ${VARIANT_OPTION_TEXT_MAX} characters` });

const variantNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: min > 0 ? `${label} must be more than 0` : `${label} must be 0 or more` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')}` });

const variantSize = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .positive({ error: `${label} must be more than 0 and at most ${max}` })
    .max(max, { error: `${label} must be more than 0 and at most ${max}` })
    .nullable()
    .optional();

/**
 * One variant as the sell and edit forms send it (docs/decisions/038). `photo_indexes` point into the
 * product's photos in their final order (0 = the first); absent or empty: all photos.
 */
export const variantInputSchema = z.object({
  options: z.record(optionText('Option name'), optionText('Option value'), {
    error: 'options must be an object of option name to value',
  }),
  sku: z.preprocess(
    blankToNull,
    z
      .string({ error: 'SKU must be text' })
      .trim()
      .max(VARIANT_SKU_MAX, { error: `SKU must be at most ${VARIANT_SKU_MAX} characters` })
      .nullable()
      .optional(),
  ),
  price: variantNumber('Price', 1, PRODUCT_PRICE_MAX),
  stock: variantNumber('Stock', 0, PRODUCT_STOCK_MAX),
  width_cm: variantSize('Width', PRODUCT_SIZE_CM_MAX),
  depth_cm: variantSize('Depth', PRODUCT_SIZE_CM_MAX),
  height_cm: variantSize('Height', PRODUCT_SIZE_CM_MAX),
  weight_kg: variantSize('Weight', PRODUCT_WEIGHT_KG_MAX),
  photo_indexes: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_PRODUCT_PHOTOS - 1),
      {
        error: `photo_indexes must be photo positions from 0 to ${MAX_PRODUCT_PHOTOS - 1}`,
      },
    )
    .max(MAX_PRODUCT_PHOTOS)
    .optional(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** The option names of a variant, in the order they were given. */
export const optionNamesOf = (options: Record<string, string>): string[] => Object.keys(options);

/** A stable text of an option combination (names sorted), for comparing combinations. */
export function optionsKey(options: Record<string, string>): string {
  return JSON.stringify(
    Object.keys(options)
      .sort()
      .map((k) => [k, options[k]]),
  );
}

/**
 * The `variants` field: JSON text of an array of {@link variantInputSchema}, 1 to VARIANTS_MAX entries, every
 * entry with the same 0 to VARIANT_OPTIONS_MAX option names, no combination twice, at most one entry without
 * options (and then it is the only one). Issues name the entry: `variants.3.price`.
 */
export const variantsFieldSchema = z.string({ error: 'variants must be JSON text' }).transform((v, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'variants must be a JSON array of at least one variant' });
    return z.NEVER;
  }
  if (parsed.length > VARIANTS_MAX) {
    ctx.addIssue({ code: 'custom', message: `A product has at most ${VARIANTS_MAX} variants` });
    return z.NEVER;
  }
  const out: VariantInput[] = [];
  parsed.forEach((item, index) => {
    const r = variantInputSchema.safeParse(item);
    if (r.success) out.push(r.data);
    else
      for (const issue of r.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: [index, ...issue.path],
          message: `variants[${index}]${issue.path.length ? '.' + issue.path.map(String).join('.') : ''}: ${issue.message}`,
        });
  });
  if (out.length !== parsed.length) return z.NEVER;
  const names = optionNamesOf(out[0]?.options ?? {});
  if (names.length > VARIANT_OPTIONS_MAX) {
    ctx.addIssue({ code: 'custom', message: `A product has at most ${VARIANT_OPTIONS_MAX} options` });
    return z.NEVER;
  }
  const wanted = [...names].sort().join('\u0000');
  const seen = new Set<string>();
  for (const [index, variant] of out.entries()) {
    if ([...optionNamesOf(variant.options)].sort().join('\u0000') !== wanted) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'options'],
        message: `variants[${index}].options must name the same options as the first variant: ${names.join(', ') || 'none'}`,
      });
      return z.NEVER;
    }
    const key = optionsKey(variant.options);
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'options'],
        message: `variants[${index}].options repeats a combination given before`,
      });
      return z.NEVER;
    }
    seen.add(key);
  }
  return out;
});
