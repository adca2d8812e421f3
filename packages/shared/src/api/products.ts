import { z } from 'zod';
import { okEnvelope } from './envelope';
import { emptyToUndefined, PG_INT_MAX, productIdParamsSchema } from './fields';
import * as endpoints from '../endpoints/products';
import {
  PRODUCT_PRICE_MAX,
  PRODUCT_SIZE_CM_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_WEIGHT_KG_MAX,
  variantsFieldSchema,
} from './product-variants';
import {
  BRAND_MAX,
  FINISH_MAX,
  MATERIALS,
  SEATS_MAX,
  SEATS_MIN,
  STYLES,
  WARRANTY_MONTHS_MAX,
  findLabelled,
  type Labelled,
} from '../catalog';

/**
 * The sell and edit forms (API-COMPAT 17). Multipart sends every field as a string, so each schema takes the
 * raw string and turns it into its value; the web form runs the same schemas so both sides say the same thing.
 */
export const PRODUCT_NAME_MIN = 3;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESC_MIN = 10;
export const PRODUCT_DESC_MAX = 5000;
// The variants' schemas and the limits they share with the product's own fields (docs/decisions/038).
export * from './product-variants';
export const PRODUCT_MATERIAL_MAX = 100;

const required = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(min, { error: min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const wholeNumber = (label: string, min: number, max: number, unit: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: `${label} is required` })
    .regex(/^\d+$/, { error: `${label} must be a whole number${unit} (digits only)` })
    .transform(Number)
    .refine((n) => n >= min, { error: min > 0 ? `${label} must be more than 0` : `${label} must be 0 or more` })
    .refine((n) => n <= max, { error: `${label} must be at most ${max.toLocaleString('en-US')}` });

const refId = (label: string) =>
  z
    .string({ error: `Please choose a ${label}` })
    .trim()
    .regex(/^\d{1,9}$/, { error: `Please choose a ${label}` })
    .transform(Number);

// Optional facts: an empty string means "not given" (null).
const optionalDecimal = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: `${label} must be a number` })
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, { error: `${label} must be a number like 80 or 80.5` })
      .transform(Number)
      .refine((n) => n > 0 && n <= max, { error: `${label} must be more than 0 and at most ${max}` })
      .nullable()
      .optional(),
  );

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional one-line text: '' means "not given" (null). */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .nullable()
      .optional(),
  );

/** A code of a controlled list (../catalog), given as its code or either language's label, any case. */
const listed = (label: string, list: readonly Labelled[]) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .transform((v, ctx) => {
        const entry = findLabelled(list, v);
        if (entry) return entry.code;
        ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${list.map((e) => e.code).join(', ')}` });
        return z.NEVER;
      })
      .nullable()
      .optional(),
  );

/** An optional whole number in a range ('' = not given). */
const optionalWhole = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be a whole number` })
      .trim()
      .regex(/^\d{1,6}$/, { error: `${label} must be a whole number` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: `${label} must be from ${min} to ${max}` })
      .nullable()
      .optional(),
  );

/** Optional ref ids: old clients send brand_id and size_id (API-COMPAT 17); the new form leaves them out. */
const optionalRefId = (label: string) => z.preprocess(emptyToUndefined, refId(label).optional());

export const productFieldSchemas = {
  name: text('Name', PRODUCT_NAME_MIN, PRODUCT_NAME_MAX),
  // spec §7: the wire name of the description is `desc`
  desc: text('Description', PRODUCT_DESC_MIN, PRODUCT_DESC_MAX),
  price: wholeNumber('Price', 1, PRODUCT_PRICE_MAX, ' of rupiah'),
  stock: wholeNumber('Stock', 0, PRODUCT_STOCK_MAX, ''),
  category_id: refId('category'),
  brand_id: optionalRefId('brand'),
  size_id: optionalRefId('size'),
  color_id: refId('colour'),
  width_cm: optionalDecimal('Width', PRODUCT_SIZE_CM_MAX),
  depth_cm: optionalDecimal('Depth', PRODUCT_SIZE_CM_MAX),
  height_cm: optionalDecimal('Height', PRODUCT_SIZE_CM_MAX),
  weight_kg: optionalDecimal('Weight', PRODUCT_WEIGHT_KG_MAX),
  // The box it ships in (empty: the product's own size and weight) and bulky items (delivery slots).
  packed_width_cm: optionalDecimal('Packed width', PRODUCT_SIZE_CM_MAX),
  packed_depth_cm: optionalDecimal('Packed depth', PRODUCT_SIZE_CM_MAX),
  packed_height_cm: optionalDecimal('Packed height', PRODUCT_SIZE_CM_MAX),
  packed_weight_kg: optionalDecimal('Packed weight', PRODUCT_WEIGHT_KG_MAX),
  is_bulky: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', 'on', '1', '0'], { error: "is_bulky must be 'true' or 'false'" })
      .transform((v) => v === 'true' || v === 'on' || v === '1')
      .optional(),
  ),
  // Furniture facts (docs/decisions/037); the controlled lists are in ../catalog.
  material: listed('Material', MATERIALS),
  style: listed('Style', STYLES),
  brand: optionalText('Brand', BRAND_MAX),
  finish: optionalText('Finish', FINISH_MAX),
  seats: optionalWhole('Seats', SEATS_MIN, SEATS_MAX),
  assembly_required: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .enum(['true', 'false', 'on', '1', '0'], { error: "assembly_required must be 'true' or 'false'" })
      .transform((v) => v === 'true' || v === 'on' || v === '1')
      .nullable()
      .optional(),
  ),
  warranty_months: optionalWhole('Warranty', 0, WARRANTY_MONTHS_MAX),
  name_en: optionalText('English name', PRODUCT_NAME_MAX),
  description_en: z.preprocess(
    blankToNull,
    z
      .string({ error: 'English description must be text' })
      .trim()
      .max(PRODUCT_DESC_MAX, { error: `English description must be at most ${PRODUCT_DESC_MAX} characters` })
      .nullable()
      .optional(),
  ),
  // Variants (docs/decisions/038): absent, the product is one default variant of its price and stock.
  // A JSON body may carry the array itself.
  variants: z.preprocess(
    (v) => (v === '' ? undefined : Array.isArray(v) ? JSON.stringify(v) : v),
    variantsFieldSchema.optional(),
  ),
};

/**
 * Text fields of POST /product/create (files travel under `image`, 1 to 5). With `variants`, `price` and
 * `stock` may be left out: the product's price becomes the first variant's and its stock the variants' sum.
 */
export const createProductFieldsSchema = z
  .object({
    ...productFieldSchemas,
    price: productFieldSchemas.price.optional(),
    stock: productFieldSchemas.stock.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.variants) return;
    if (v.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required' });
    if (v.stock === undefined) ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock is required' });
  });
export type CreateProductFields = z.infer<typeof createProductFieldsSchema>;

/**
 * PATCH /product/edit/:id: every field optional. `photos` is a JSON array of the ids of the existing photos to
 * keep, in their new order (absent = keep all as they are); new files under `image` are appended. `variants`
 * replaces the set, matched by option combination: a combination kept is updated in place (keeps its id), a
 * new one is added, a missing one is archived (refused while open orders hold it); absent = unchanged.
 */
export const editProductFieldsSchema = z
  .object(productFieldSchemas)
  .partial()
  .extend({
    photos: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        let parsed: unknown;
        try {
          parsed = JSON.parse(v);
        } catch {
          parsed = undefined;
        }
        if (!Array.isArray(parsed) || !parsed.every((n) => Number.isInteger(n) && n >= 1 && n <= PG_INT_MAX)) {
          ctx.addIssue({ code: 'custom', message: 'photos must be a JSON array of photo ids, e.g. [3,1,2]' });
          return z.NEVER;
        }
        return parsed as number[];
      }),
  });
export type EditProductFields = z.infer<typeof editProductFieldsSchema>;

export const createdProductSchema = z.object({ id: z.number().int() });

// API-COMPAT 18: the old table reads `desc`, newer code `description`: both carry the same text.
export const myProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  sold: z.number().int(),
  image: z.string(), // spec §7: first photo, URL string
  image_srcset: z.string(),
  description: z.string(),
  desc: z.string(),
  created_at: z.string(),
  // A listing an operator took down stays in the seller's list with the reason; one the seller hid too.
  status: z.enum(['active', 'hidden', 'taken_down']),
  moderation_reason: z.string().nullable(),
});
export type MyProduct = z.infer<typeof myProductSchema>;

export const createProduct = {
  ...endpoints.createProduct,
  response: okEnvelope(createdProductSchema),
} as const;

export const editProduct = {
  ...endpoints.editProduct,
  params: productIdParamsSchema,
  response: okEnvelope(createdProductSchema),
} as const;

export const listMyProducts = {
  ...endpoints.listMyProducts,
  response: okEnvelope(z.array(myProductSchema)),
} as const;

export const deleteProduct = {
  ...endpoints.deleteProduct,
  params: productIdParamsSchema,
  response: okEnvelope(z.object({ id: z.number().int(), archived: z.boolean() })),
} as const;
