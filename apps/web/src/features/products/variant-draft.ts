import type { ProductDetailItem } from '@rima/shared/api/catalog';
import { productFieldSchemas } from '@rima/shared/api/products';
import { VARIANTS_MAX } from '@rima/shared/catalog';
import { parseWholeInput } from '@rima/shared/format';
import type { FormPhoto } from './product-form-parts';

/** One option as the seller types it: its name ("Ukuran") and its values, comma-separated. */
export type OptionDraft = { name: string; values: string };

export type RowDraft = {
  sku: string;
  price: string;
  stock: string;
  width_cm: string;
  depth_cm: string;
  height_cm: string;
  weight_kg: string;
  /** the photos (FormPhoto keys) that show this variant; none: all of them */
  photos: string[];
};

export type VariantsDraft = {
  options: OptionDraft[];
  /** by {@link rowKey}: a row keeps what was typed while values are added around it */
  rows: Record<string, RowDraft>;
  /** each variant has its own dimensions and weight */
  ownSizes: boolean;
  /** the product had options when the form opened (edit): removing them all must be sent */
  hadOptions: boolean;
};

export const emptyVariants: VariantsDraft = { options: [], rows: {}, ownSizes: false, hadOptions: false };

export const emptyRow: RowDraft = {
  sku: '',
  price: '',
  stock: '',
  width_cm: '',
  depth_cm: '',
  height_cm: '',
  weight_kg: '',
  photos: [],
};

export const SIZE_KEYS = ['width_cm', 'depth_cm', 'height_cm', 'weight_kg'] as const;
type RowField = 'sku' | 'price' | 'stock' | (typeof SIZE_KEYS)[number];
export type RowErrors = Record<string, Partial<Record<RowField, string>>>;

/** A row's price or stock left empty (the form says so in the seller's language). */
export const REQUIRED = 'required';

export const photoKey = (photo: FormPhoto) => (photo.kind === 'new' ? photo.key : `photo-${photo.id}`);

/** The values of a comma-separated list, trimmed, without blanks or repeats. */
export function splitValues(text: string): string[] {
  return [...new Set(text.split(',').map((v) => v.trim()))].filter((v) => v !== '');
}

/** The options that count: named, with at least one value. */
export function activeOptions(options: readonly OptionDraft[]) {
  return options
    .map((o) => ({ name: o.name.trim(), values: splitValues(o.values) }))
    .filter((o) => o.name !== '' && o.values.length > 0);
}

/** Every combination of the options' values, first option outermost: {Ukuran: "160×200", Warna: "Walnut"}. */
export function combinations(options: readonly OptionDraft[]): Record<string, string>[] {
  const active = activeOptions(options);
  if (active.length === 0) return [];
  return active.reduce<Record<string, string>[]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );
}

/** A row's key: its values in option order (renaming an option keeps the rows). */
export const rowKey = (combo: Record<string, string>) => JSON.stringify(Object.values(combo));

/** What is wrong with the options themselves, as a seller message key, or null. */
export function optionsProblem(options: readonly OptionDraft[]) {
  const named = options.map((o) => o.name.trim());
  if (options.some((o, i) => named[i] === '' && o.values.trim() !== '')) return 'variantNameMissing' as const;
  if (options.some((o, i) => named[i] !== '' && splitValues(o.values).length === 0))
    return 'variantValuesMissing' as const;
  if (new Set(named.filter(Boolean)).size < named.filter(Boolean).length) return 'variantNamesRepeat' as const;
  if (combinations(options).length > VARIANTS_MAX) return 'variantsTooMany' as const;
  return null;
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** The edit form's draft from the product's variants and the photos as the form lists them. */
export function variantsFromProduct(product: ProductDetailItem): VariantsDraft {
  if (product.option_names.length === 0) return emptyVariants;
  const options = product.option_names.map((name) => ({
    name,
    values: [...new Set(product.variants.map((v) => v.options[name] ?? ''))].filter(Boolean).join(', '),
  }));
  const rows: Record<string, RowDraft> = {};
  for (const v of product.variants) {
    const combo = Object.fromEntries(product.option_names.map((n) => [n, v.options[n] ?? '']));
    rows[rowKey(combo)] = {
      sku: v.sku ?? '',
      price: String(v.price),
      stock: String(v.stock),
      width_cm: text(v.width_cm),
      depth_cm: text(v.depth_cm),
      height_cm: text(v.height_cm),
      weight_kg: text(v.weight_kg),
      photos: v.photo_ids.map((id) => `photo-${id}`),
    };
  }
  const ownSizes = product.variants.some((v) => SIZE_KEYS.some((k) => v[k] !== null));
  return { options, rows, ownSizes, hadOptions: true };
}

function issue(key: Exclude<RowField, 'sku'>, value: string) {
  const result = productFieldSchemas[key].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The `variants` field's entries, or each row's failed checks. Price and stock are required per row; the
 * dimensions only when each variant has its own. Photos are sent by their position in the form's list,
 * which is the order the server keeps them in.
 */
export function buildVariants(draft: VariantsDraft, photoKeys: readonly string[]) {
  const errors: RowErrors = {};
  const entries = combinations(draft.options).map((combo) => {
    const key = rowKey(combo);
    const row = draft.rows[key] ?? emptyRow;
    const price = parseWholeInput(row.price);
    const stock = parseWholeInput(row.stock);
    const found: Partial<Record<RowField, string>> = {};
    for (const [field, value] of [
      ['price', price],
      ['stock', stock],
    ] as const) {
      found[field] = value === '' ? REQUIRED : issue(field, value);
    }
    const sizes: Partial<Record<(typeof SIZE_KEYS)[number], number>> = {};
    if (draft.ownSizes)
      for (const field of SIZE_KEYS) {
        const value = row[field].trim().replace(',', '.');
        if (value === '') continue;
        found[field] = issue(field, value);
        sizes[field] = Number(value);
      }
    const problems = Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
    if (Object.keys(problems).length > 0) errors[key] = problems;
    const indexes = row.photos.map((k) => photoKeys.indexOf(k)).filter((i) => i >= 0);
    return {
      options: combo,
      ...(row.sku.trim() ? { sku: row.sku.trim() } : {}),
      price: Number(price),
      stock: Number(stock),
      ...sizes,
      ...(indexes.length > 0 ? { photo_indexes: indexes.sort((a, b) => a - b) } : {}),
    };
  });
  return { entries, errors };
}

/** "Ukuran: 160×200 · Warna: Walnut": a variant's options on a line. */
export function variantText(options: Readonly<Record<string, string>> | null | undefined) {
  return Object.entries(options ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}
