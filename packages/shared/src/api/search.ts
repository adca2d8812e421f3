import { z } from 'zod';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/search';

/** Suggestions for the header search box. `q` may be empty (no suggestions then). */
export const searchSuggestQuerySchema = z.object({
  q: z.preprocess(
    (v) => (v === undefined ? '' : v),
    z.string({ error: 'q must be text' }).max(200, { error: 'q must be at most 200 characters' }),
  ),
});
export type SearchSuggestQuery = z.infer<typeof searchSuggestQuerySchema>;

export const suggestProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The seller's English name, where given (the English shop shows it). */
  name_en: z.string().optional(),
  price: z.number().int(),
  category: z.string(),
  image: z.string(),
});
/** A category of the shop's tree (docs/decisions/040): its page is `path`. */
export const suggestCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_id: z.string(),
  slug: z.string(),
  /** the category's page, e.g. /kategori/kamar-tidur/lemari-pakaian */
  path: z.string(),
});
export const suggestStoreSchema = z.object({ id: z.number().int(), name: z.string() });

export const searchSuggestionsSchema = z.object({
  query: z.string(),
  /** Up to 8 products, most relevant (then most popular) first. */
  products: z.array(suggestProductSchema),
  categories: z.array(suggestCategorySchema),
  stores: z.array(suggestStoreSchema),
  /** With no product found: the query with its words corrected from the shop's vocabulary. */
  did_you_mean: z.array(z.string()),
});
export type SuggestProduct = z.infer<typeof suggestProductSchema>;
export type SuggestCategory = z.infer<typeof suggestCategorySchema>;
export type SuggestStore = z.infer<typeof suggestStoreSchema>;
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const SUGGEST_PRODUCT_LIMIT = 8;

export const searchSuggest = {
  ...endpoints.searchSuggest,
  query: searchSuggestQuerySchema,
  response: okEnvelope(searchSuggestionsSchema),
} as const;
