import { z } from 'zod';
import { MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '../constants';
import { okEnvelope } from './envelope';
import { idField, pageField } from './fields';
import { productPageSchema } from './catalog';
import { storeHolidaySchema } from './seller-center';
import * as endpoints from '../endpoints/stores';

export const storeParamsSchema = z.object({
  sellerId: idField('sellerId', { invalid: 'sellerId must be a store number' }),
});

const pageNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  pageField('page').optional(),
);

export const storeQuerySchema = z.object({
  page: pageNumber.transform((v) => v ?? 1),
  limit: pageNumber.transform((v) => Math.min(v ?? PRODUCT_PAGE_SIZE, MAX_PAGE_SIZE)),
});
export type StoreQuery = z.infer<typeof storeQuerySchema>;

/** A public store: never the seller's e-mail or phone. `products` has the shape of GET /product's page. */
export const storeSchema = z.object({
  id: z.number().int(),
  store_name: z.string(),
  store_desc: z.string(),
  image: z.string().nullable(),
  product_count: z.number().int(),
  joined: z.string(),
  rating: z.number(), // added: average star over the store's reviews, 0 without any
  review_count: z.number().int(),
  /**
   * Share (0–1) of the store's orders that had to ship by now and shipped on or before the day it promised;
   * late shipments, and late orders cancelled unshipped, count against it. null before any order was due.
   */
  on_time_rate: z.number().nullable(),
  /** How many orders that share is counted over. */
  on_time_due: z.number().int(),
  /** the store profile (added): its city, opening hours, and its holiday unless over */
  city: z.string().nullable(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  working_days: z.array(z.number().int()),
  holiday: storeHolidaySchema.nullable(),
  products: productPageSchema,
});
export type Store = z.infer<typeof storeSchema>;

export const getStore = {
  ...endpoints.getStore,
  params: storeParamsSchema,
  query: storeQuerySchema,
  response: okEnvelope(storeSchema),
} as const;
