import { z } from 'zod';
import { HOME_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { okEnvelope } from './envelope';
import { emptyToUndefined, PG_INT_MAX, productIdParamsSchema } from './fields';
import * as endpoints from '../endpoints/catalog';

// Old clients send empty strings for filters they do not use: treat them as absent.
const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(100).optional(),
);

const positiveInt = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: `${field} must be a whole number` })
      .int({ error: `${field} must be a whole number` })
      .min(1, { error: `${field} must be 1 or more` })
      .max(PG_INT_MAX, { error: `${field} must be at most ${PG_INT_MAX}` })
      .optional(),
  );

const nonNegativeInt = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: `${field} must be a whole number of rupiah` })
      .int({ error: `${field} must be a whole number of rupiah` })
      .min(0, { error: `${field} must be 0 or more` })
      .max(PG_INT_MAX, { error: `${field} must be at most ${PG_INT_MAX}` })
      .optional(),
  );

const centimetres = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: `${field} must be a number of centimetres` })
      .min(0, { error: `${field} must be 0 or more` })
      .max(100_000, { error: `${field} must be at most 100000` })
      .optional(),
  );
/** A yes/no query flag: `1`/`true` or `0`/`false`; absent when not sent. */
const flag = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: `${field} must be '1' or '0'` })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  );

export const DIMENSION_FILTER_KEYS = [
  'min_width',
  'max_width',
  'min_depth',
  'max_depth',
  'min_height',
  'max_height',
] as const;
const dimensionFilters = Object.fromEntries(DIMENSION_FILTER_KEYS.map((k) => [k, centimetres(k)])) as Record<
  (typeof DIMENSION_FILTER_KEYS)[number],
  ReturnType<typeof centimetres>
>;

/** API-COMPAT 14. Unknown keys are stripped, not rejected. */
export const listProductsQuerySchema = z.object({
  page: positiveInt('page'),
  // Limits above the cap are clamped (not rejected) so a greedy client still gets an answer.
  limit: positiveInt('limit').transform((v) => (v === undefined ? HOME_PAGE_SIZE : Math.min(v, MAX_PAGE_SIZE))),
  sortby: z.preprocess(
    emptyToUndefined,
    z
      .enum(['latest', 'oldest', 'popular', 'relevance'], {
        error: "sortby must be 'latest', 'oldest', 'popular' or 'relevance'",
      })
      .optional(),
  ),
  price: z.preprocess(
    emptyToUndefined,
    z.enum(['cheap', 'expensive'], { error: "price must be 'cheap' or 'expensive'" }).optional(),
  ),
  brand: optionalText,
  size: optionalText,
  color: optionalText,
  category: optionalText,
  search: optionalText,
  seller_id: positiveInt('seller_id'),
  min_price: nonNegativeInt('min_price'),
  max_price: nonNegativeInt('max_price'),
  // Material: a code or a label of either language (any case); text that is neither matches stored
  // materials containing it, as before the list (docs/decisions/037). Size ranges in centimetres.
  material: optionalText,
  ...dimensionFilters,
  // Furniture facts (docs/decisions/037): a style code or label, a brand (compared by its facet key),
  // the least seats, and whether assembly is needed.
  style: optionalText,
  min_seats: positiveInt('min_seats'),
  assembly: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: "assembly must be 'true' or 'false'" })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  ),
  // Faceted navigation (docs/decisions/039): the store's city (a regency code or name), the least average
  // rating, only products in stock, and `facets=1` for the counts of every filter's alternatives.
  city: optionalText,
  min_rating: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'min_rating must be a number from 0 to 5' })
      .min(0, { error: 'min_rating must be a number from 0 to 5' })
      .max(5, { error: 'min_rating must be a number from 0 to 5' })
      .optional(),
  ),
  in_stock: flag('in_stock'),
  facets: flag('facets'),
  /** The language of the facets' labels; without it the visitor's (cookie, then Accept-Language). */
  lang: z.preprocess(emptyToUndefined, z.enum(['id', 'en'], { error: "lang must be 'id' or 'en'" }).optional()),
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

/** One responsive photo: `image` stays a URL string for old clients (API-COMPAT 13). */
export const photoSourcesSchema = z.object({
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const productRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(), // spec §7: first photo, URL string
  image_srcset: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  sold: z.number().int(),
  brand: z.string(),
  category: z.string(),
  size: z.string(),
  color: z.string(),
  seller_id: z.number().int(),
  seller_name: z.string(),
  created_at: z.string(),
  // Reviews: only the product list fills these.
  rating: z.number().optional(),
  review_count: z.number().int().optional(),
  /** The seller's English name; only where one is given (the English shop shows it, else `name`). */
  name_en: z.string().optional(),
});
export type ProductRow = z.infer<typeof productRowSchema>;
/** The row's fields that a server record holds as they are sent (no photo URLs, dates or reviews). */
export type ListRowField =
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'stock'
  | 'sold'
  | 'brand'
  | 'category'
  | 'size'
  | 'color'
  | 'seller_id'
  | 'seller_name';

// spec §7: the list lives at data.data.data
export const productPageSchema = z.object({
  data: z.array(productRowSchema),
  dataCount: z.number().int(),
  totalPage: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  next: z.string().nullable(),
  prev: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** One alternative of a filter: the value to send, its label in the request's language, how many it gives. */
export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** A category leaf: its top level's slug (the top levels come first, each followed by its leaves). */
  parent: z.string().optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;
/** The filters a list answer counts (docs/decisions/039), each a list of its alternatives. */
export const FACET_NAMES = [
  'category',
  'material',
  'color',
  'style',
  'brand',
  'seats',
  'city',
  'rating',
  'in_stock',
  'assembly',
  'price',
  'width',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];
export const facetsSchema = z.partialRecord(z.enum(FACET_NAMES), z.array(facetValueSchema));
export type Facets = z.infer<typeof facetsSchema>;
/** With `facets=1` the page carries `facets` beside it; without, the answer is the page alone. */
export const productPageWithFacetsSchema = productPageSchema.extend({ facets: facetsSchema.optional() });
export type ProductPageWithFacets = z.infer<typeof productPageWithFacetsSchema>;

/**
 * One purchasable version of a product (docs/decisions/038). `options` maps each option name to its value
 * ({"Ukuran": "160x200", "Warna": "Walnut"}); the default variant of a product without options has `{}`.
 * Null dimensions: the product's own apply. `photo_ids` name the product's photos (`image[].id`) this variant
 * shows, in order; empty: all of the product's photos.
 */
export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string().nullable(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  stock: z.number().int(),
  width_cm: z.number().nullable(),
  depth_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  photo_ids: z.array(z.number().int()),
  position: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productDetailItemSchema = productRowSchema.extend({
  category_id: z.number().int(),
  // null: a product without a legacy brand or size (the new form sends neither)
  brand_id: z.number().int().nullable(),
  size_id: z.number().int().nullable(),
  color_id: z.number().int(),
  color_name: z.string(),
  width_cm: z.number().nullable(),
  depth_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  material: z.string().nullable(),
  updated_at: z.string(),
  // Added (docs/decisions/037): `brand` above is the free-text brand, or the legacy brand's name.
  material_name: z.string(),
  style: z.string().nullable(),
  finish: z.string().nullable(),
  seats: z.number().int().nullable(),
  assembly_required: z.boolean().nullable(),
  warranty_months: z.number().int().nullable(),
  name_en: z.string().nullable(),
  description_en: z.string().nullable(),
  color_code: z.string().nullable(),
  // Added (docs/decisions/038): the live variants by position, always at least one (the default variant
  // when the product has no options), and the option names in order (0 to 2). `price` and `stock` above
  // are the default variant's price and the variants' summed stock.
  option_names: z.array(z.string()),
  variants: z.array(productVariantSchema),
});
export type ProductDetailItem = z.infer<typeof productDetailItemSchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const relatedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The seller's English name, where given. */
  name_en: z.string().optional(),
  price: z.number().int(),
  image: z.string(),
  image_srcset: z.string(),
});
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

// API-COMPAT 16: product is an array, image a non-empty array of {id, image}, and the spec's "relaited".
export const productDetailSchema = z.object({
  product: z.array(productDetailItemSchema),
  image: z.array(productImageSchema),
  relaited: z.array(relatedProductSchema), // spec §7: sic
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// Defined in ./fields: ./products (which the web's product form loads) then does not load this module.
export { productIdParamsSchema };

// Categories, brands, sizes and colors as the product filters list them.
export const refItemSchema = z.object({ id: z.number().int(), name: z.string(), product_count: z.number().int() });
export const colorItemSchema = refItemSchema.extend({ hex: z.string() });
/** Added: a category's Indonesian name, for the Indonesian interface (its English `name` otherwise). */
export const categoryItemSchema = refItemSchema.extend({ name_id: z.string() });
export type RefItem = z.infer<typeof refItemSchema>;
export type ColorItem = z.infer<typeof colorItemSchema>;
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const listProducts = {
  ...endpoints.listProducts,
  query: listProductsQuerySchema,
  response: okEnvelope(productPageWithFacetsSchema),
} as const;

export const getProduct = {
  ...endpoints.getProduct,
  params: productIdParamsSchema,
  response: okEnvelope(productDetailSchema),
} as const;

// The product filters' lists (categories, brands, sizes and colors with their product counts).
export const listCategories = {
  ...endpoints.listCategories,
  response: okEnvelope(z.array(categoryItemSchema)),
} as const;
export const listBrands = { ...endpoints.listBrands, response: okEnvelope(z.array(refItemSchema)) } as const;
export const listSizes = { ...endpoints.listSizes, response: okEnvelope(z.array(refItemSchema)) } as const;
export const listColors = { ...endpoints.listColors, response: okEnvelope(z.array(colorItemSchema)) } as const;

// The contact page's form.
export const contactBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter your name' }).max(100),
  email: z.email({ error: 'Please enter a valid e-mail address' }).max(254),
  website: z.string().trim().max(200).optional().default(''),
  plan: z.enum(['business', 'free', 'premium'], { error: 'Please choose a plan' }),
  message: z.string().trim().min(1, { error: 'Please write a message' }).max(5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const sendContact = {
  ...endpoints.sendContact,
  body: contactBodySchema,
  response: okEnvelope(z.object({ id: z.number().int() })),
} as const;
