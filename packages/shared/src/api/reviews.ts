import { z } from 'zod';
import { okEnvelope } from './envelope';
import { emptyToUndefined, idField } from './fields';
import * as endpoints from '../endpoints/reviews';

export {
  MAX_REVIEW_PHOTOS,
  REVIEW_GALLERY_SIZE,
  REVIEW_PHOTO_FIELD,
  REVIEW_TEXT_MAX,
  REVIEWS_PAGE_SIZE,
} from '../endpoints/reviews';

const id = idField;

const text = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(endpoints.REVIEW_TEXT_MAX, { error: `${field} is at most ${endpoints.REVIEW_TEXT_MAX} characters` });

export const createReviewBodySchema = z.object({
  product_id: id('product_id'),
  star: z.coerce
    .number({ error: 'star must be a whole number from 1 to 5' })
    .int({ error: 'star must be a whole number from 1 to 5' })
    .min(1, { error: 'star must be a whole number from 1 to 5' })
    .max(5, { error: 'star must be a whole number from 1 to 5' }),
  message: text('message'),
  /** the variant reviewed, when the buyer bought several of the product; by default the oldest unreviewed line */
  variant_id: id('variant_id').optional(),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

export const replyReviewBodySchema = z.object({ reply: text('reply') });
export type ReplyReviewBody = z.infer<typeof replyReviewBodySchema>;

export const reviewParamsSchema = z.object({ id: id('id') });

export const listReviewsQuerySchema = z.object({
  product_id: id('product_id'),
  page: z.preprocess(emptyToUndefined, id('page').optional()),
  /** `true`: only the reviews with photos ("Dengan foto"); the count and average stay the product's. */
  with_photos: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: "with_photos must be 'true' or 'false'" })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  ),
});
export type ListReviewsQuery = z.infer<typeof listReviewsQuerySchema>;

/** A review photo: the 640 px URL, every width for srcset, and its shape (for a placeholder of its size). */
export const reviewPhotoSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** A completed purchase the caller may still review: which variant it was, to preselect in the form. */
export const reviewableItemSchema = z.object({
  variant_id: z.number().int().nullable(),
  variant_options: z.record(z.string(), z.string()),
});
export type ReviewableItem = z.infer<typeof reviewableItemSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  buyer_id: z.number().int(),
  buyer_name: z.string(),
  star: z.number().int(),
  message: z.string(),
  reply: z.string().nullable(),
  reply_at: z.string().nullable(),
  created_at: z.string(),
  /** the variant the buyer bought (from the order line); null for a product without options */
  variant_id: z.number().int().nullable(),
  /** its options as bought, e.g. { Ukuran: '160x200', Warna: 'Walnut' }; {} without options */
  variant_options: z.record(z.string(), z.string()),
  /** the option names in the seller's order (the order to show the values in) */
  option_names: z.array(z.string()),
  /** the buyer's photos, in the order sent; [] without */
  photos: z.array(reviewPhotoSchema),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  data: z.array(reviewSchema),
  count: z.number().int(),
  /** Mean of the stars, one decimal; 0 when there is no review. */
  average: z.number(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPage: z.number().int(),
  /** True when the caller (token sent) has a completed, not yet reviewed order item for the product. */
  can_review: z.boolean(),
  /** True when the caller is the product's seller (may reply). */
  is_seller: z.boolean(),
  /** The caller's completed purchases not yet reviewed, oldest first (the form's variant choice). */
  reviewable: z.array(reviewableItemSchema),
  /** The reviews that have photos, in the whole product (not only this page). */
  photo_review_count: z.number().int(),
  /** The product's latest review photos (at most REVIEW_GALLERY_SIZE), each with its review's id and stars. */
  gallery: z.array(reviewPhotoSchema.extend({ review_id: z.number().int(), star: z.number().int() })),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const createReview = {
  ...endpoints.createReview,
  body: createReviewBodySchema,
  response: okEnvelope(reviewSchema),
} as const;

export const listReviews = {
  ...endpoints.listReviews,
  query: listReviewsQuerySchema,
  response: okEnvelope(reviewPageSchema),
} as const;

export const replyReview = {
  ...endpoints.replyReview,
  params: reviewParamsSchema,
  body: replyReviewBodySchema,
  response: okEnvelope(reviewSchema),
} as const;

export const deleteReview = {
  ...endpoints.deleteReview,
  params: reviewParamsSchema,
  response: okEnvelope(z.object({ id: z.number().int() })),
} as const;
