import { MATERIALS, PALETTE, STYLES, findLabelled, type Labelled } from '@rima/shared/catalog';
import {
  PRODUCT_DESC_MAX,
  PRODUCT_DESC_MIN,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  PRODUCT_PRICE_MAX,
  PRODUCT_SIZE_CM_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_WEIGHT_KG_MAX,
} from '@rima/shared/api/products';
import { IMPORT_COLUMNS, type ImportColumn } from '@rima/shared/api/seller-imports';

/**
 * The spreadsheet's columns (the same for the template, the import and the export) and how one cell becomes
 * a value. A check answers an error as a message key and its values; the caller words it in the seller's
 * language.
 */
export type CellError = { key: string; values?: Record<string, string | number> };
export type CellResult<T> = { ok: true; value: T } | { ok: false; error: CellError };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = (key: string, values?: Record<string, string | number>): CellResult<never> => ({
  ok: false,
  error: { key, values },
});

/** Columns a file must have: the rest may be left out (blank). */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'name',
  'description',
  'category',
  'price',
  'stock',
  'colour',
];

/** Leading characters a spreadsheet reads as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as text: trimmed; a leading apostrophe before a formula character (how the export neutralises
 * them) is dropped again; a formula itself is refused.
 */
export function cellText(raw: string): CellResult<string> {
  const text = raw.trim();
  if (text.startsWith("'") && FORMULA_START.test(text.slice(1))) return ok(text.slice(1));
  if (FORMULA_START.test(text)) return fail('import.error.formula');
  return ok(text);
}

/** What the export writes for a text: a leading formula character gets an apostrophe before it. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function requiredText(text: string, min: number, max: number): CellResult<string> {
  if (text === '') return fail('import.error.required');
  if (text.length < min) return fail('import.error.too_short', { min });
  if (text.length > max) return fail('import.error.too_long', { max });
  return ok(text);
}

export function optionalText(text: string, max: number): CellResult<string | null> {
  if (text === '') return ok(null);
  if (text.length > max) return fail('import.error.too_long', { max });
  return ok(text);
}

/** A whole number; a thousands separator ("12.850.000", "12,850,000") and "Rp" are allowed. */
export function wholeNumber(text: string, min: number, max: number, required: boolean): CellResult<number | null> {
  if (text === '') return required ? fail('import.error.required') : ok(null);
  const cleaned = text.replace(/^rp\.?\s*/i, '').replace(/[.,](?=\d{3}(\D|$))/g, '');
  if (!/^\d+$/.test(cleaned)) return fail('import.error.number');
  const n = Number(cleaned);
  if (n < min || n > max) return fail('import.error.range', { min, max });
  return ok(n);
}

/** A size or weight: a number with up to two decimals ("80", "80.5", "80,5"). */
export function decimal(text: string, max: number): CellResult<number | null> {
  if (text === '') return ok(null);
  const cleaned = text.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return fail('import.error.number');
  const n = Number(cleaned);
  if (n <= 0 || n > max) return fail('import.error.range', { min: 0, max });
  return ok(n);
}

export function listed(text: string, list: readonly Labelled[], required: boolean): CellResult<string | null> {
  if (text === '') return required ? fail('import.error.required') : ok(null);
  const entry = findLabelled(list, text);
  return entry ? ok(entry.code) : fail('import.error.list', { values: list.map((e) => e.code).join(', ') });
}

export function yesNo(text: string): CellResult<boolean | null> {
  if (text === '') return ok(null);
  const v = text.toLowerCase();
  if (['ya', 'yes', 'true', '1', 'y'].includes(v)) return ok(true);
  if (['tidak', 'no', 'false', '0', 'n'].includes(v)) return ok(false);
  return fail('import.error.yes_no');
}

export const LIMITS = {
  name: [PRODUCT_NAME_MIN, PRODUCT_NAME_MAX],
  description: [PRODUCT_DESC_MIN, PRODUCT_DESC_MAX],
  price: [1, PRODUCT_PRICE_MAX],
  stock: [0, PRODUCT_STOCK_MAX],
  size: PRODUCT_SIZE_CM_MAX,
  weight: PRODUCT_WEIGHT_KG_MAX,
} as const;

export const COLOUR_LIST: readonly Labelled[] = PALETTE;
export const MATERIAL_LIST: readonly Labelled[] = MATERIALS;
export const STYLE_LIST: readonly Labelled[] = STYLES;

/** The palette row id of a colour code. */
export function colourRowId(code: string): number {
  const entry = PALETTE.find((c) => c.code === code);
  if (!entry) throw new Error(`unknown colour ${code}`);
  return entry.rowId;
}

export { IMPORT_COLUMNS, type ImportColumn };
