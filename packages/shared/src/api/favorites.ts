import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idField } from './fields';
import * as endpoints from '../endpoints/favorites';

const productIdField = idField('product_id');

export const favoriteBodySchema = z.object({ product_id: productIdField });
export type FavoriteBody = z.infer<typeof favoriteBodySchema>;

export const favoriteParamsSchema = z.object({ product_id: productIdField });

/** One row of /favorite: enough for the table (photo, name, stock status, price) and the links. */
export const favoriteItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  /** The seller's English name, where given (the English shop shows it). */
  name_en: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  in_stock: z.boolean(),
  image: z.string(),
  image_srcset: z.string(),
  seller_id: z.number().int(),
  seller_name: z.string(),
  created_at: z.string(),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

export const favoriteChangeSchema = z.object({
  product_id: z.number().int(),
  is_favorite: z.boolean(),
  count: z.number().int(),
});
export type FavoriteChange = z.infer<typeof favoriteChangeSchema>;

export const addFavorite = {
  ...endpoints.addFavorite,
  body: favoriteBodySchema,
  response: okEnvelope(favoriteChangeSchema),
} as const;

export const listMyFavorites = {
  ...endpoints.listMyFavorites,
  response: okEnvelope(z.array(favoriteItemSchema)),
} as const;

export const removeFavorite = {
  ...endpoints.removeFavorite,
  params: favoriteParamsSchema,
  response: okEnvelope(favoriteChangeSchema),
} as const;
