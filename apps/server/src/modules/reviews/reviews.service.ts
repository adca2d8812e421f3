import {
  MAX_REVIEW_PHOTOS,
  REVIEW_GALLERY_SIZE,
  REVIEW_PHOTO_FIELD,
  REVIEWS_PAGE_SIZE,
  type CreateReviewBody,
  type Review,
  type ReviewPage,
} from '@rima/shared/api/reviews';
import type { Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { photoSrcset, photoUrl, type PhotoStore } from '../../photos/photo-store';
import type { ReviewPhotoRecord, ReviewRecord, ReviewsRepository } from './reviews.repository';

const toPhotoWire = (base: string, p: ReviewPhotoRecord) => ({
  url: photoUrl(base, p.key),
  srcset: photoSrcset(base, p.key),
  width: p.width,
  height: p.height,
});

/**
 * A review as the API answers it: the bought variant's options, in the seller's order of their names, and its
 * photos' URLs on `base` (the public origin).
 */
export function toReviewWire(r: ReviewRecord, base: string): Review {
  const options = r.variant_options ?? {};
  const names = (r.option_names ?? []).filter((n) => n in options);
  return {
    ...r,
    variant_id: r.variant_id ?? null,
    variant_options: options,
    option_names: [...names, ...Object.keys(options).filter((n) => !names.includes(n))],
    photos: (r.photos ?? []).map((p) => toPhotoWire(base, p)),
  };
}

type Deps = { repo: ReviewsRepository; events: EventBus; photos: Pick<PhotoStore, 'save' | 'remove'> };

export function createReviewsService({ repo, events, photos }: Deps) {
  async function getReview(id: number, base: string) {
    const review = await repo.findById(id);
    if (!review) throw notFound('Review not found');
    return toReviewWire(review, base);
  }

  /** Stores the photos (checked by content); on any failure, what was stored already is removed. */
  async function savePhotos(files: string[]): Promise<ReviewPhotoRecord[]> {
    if (files.length > MAX_REVIEW_PHOTOS) {
      const message = `A review has at most ${MAX_REVIEW_PHOTOS} photos`;
      throw badRequest(message, [{ field: REVIEW_PHOTO_FIELD, message }]);
    }
    const saved: ReviewPhotoRecord[] = [];
    try {
      for (const file of files) {
        const { key, width, height } = await photos.save(file);
        saved.push({ key, width, height });
      }
    } catch (error) {
      await dropPhotos(saved.map((p) => p.key));
      throw error;
    }
    return saved;
  }

  async function dropPhotos(keys: string[]) {
    await Promise.all(keys.map((key) => photos.remove(key).catch(() => undefined)));
  }

  /**
   * One review per order item of a completed order: none completed → 403, all already reviewed → 409. With
   * `variant_id`, an item of that variant (400 naming it when the buyer's completed orders have none). Photos
   * (temporary files of the upload) are checked before they are stored, and the review with them is one insert.
   */
  async function createReview(buyerId: number, body: CreateReviewBody, files: string[], base: string) {
    const sellerId = await repo.findProductSeller(body.product_id);
    if (sellerId === undefined) throw notFound('Product not found');
    const items = await repo.findCompletedItems(buyerId, body.product_id);
    if (items.length === 0) throw forbidden('You can review a product after your order of it is completed');
    const ofVariant = body.variant_id === undefined ? items : items.filter((i) => i.variant_id === body.variant_id);
    if (ofVariant.length === 0) {
      const message = 'variant_id must be a variant you bought in a completed order';
      throw badRequest(message, [{ field: 'variant_id', message }]);
    }
    const item = ofVariant.find((i) => !i.is_reviewed);
    if (!item) throw conflict('You already reviewed this purchase');
    const stored = await savePhotos(files);
    let id: number | undefined;
    try {
      id = await repo.insert({
        orderItemId: item.id,
        productId: body.product_id,
        buyerId,
        star: body.star,
        message: body.message,
        photos: stored,
      });
    } catch (error) {
      await dropPhotos(stored.map((p) => p.key));
      throw error;
    }
    if (id === undefined) {
      await dropPhotos(stored.map((p) => p.key));
      throw conflict('You already reviewed this purchase');
    }
    events.emit('review.created', { reviewId: id, productId: body.product_id, sellerId, buyerId, star: body.star });
    return getReview(id, base);
  }

  async function listReviews(
    query: { productId: number; page: number; withPhotos: boolean },
    viewerId: number | undefined,
    base: string,
  ): Promise<ReviewPage> {
    const { productId, page, withPhotos } = query;
    const limit = REVIEWS_PAGE_SIZE;
    const found = await repo.findProductPage(productId, limit, (page - 1) * limit, withPhotos, REVIEW_GALLERY_SIZE);
    if (!found) throw notFound('Product not found');
    const { sellerId, rows, count, average, photoReviewCount, gallery } = found;
    const open =
      viewerId === undefined ? [] : (await repo.findCompletedItems(viewerId, productId)).filter((i) => !i.is_reviewed);
    const shown = withPhotos ? photoReviewCount : count;
    return {
      data: rows.map((r) => toReviewWire(r, base)),
      count,
      average,
      page,
      limit,
      totalPage: Math.max(1, Math.ceil(shown / limit)),
      can_review: open.length > 0,
      is_seller: viewerId === sellerId,
      reviewable: open.map((i) => ({ variant_id: i.variant_id, variant_options: i.variant_options ?? {} })),
      photo_review_count: photoReviewCount,
      gallery: gallery.map((g) => ({ ...toPhotoWire(base, g), review_id: g.review_id, star: g.star })),
    };
  }

  /** The product's seller replies once. */
  async function replyReview(userId: number, id: number, reply: string, base: string) {
    const review = await getReview(id, base);
    if ((await repo.findProductSeller(review.product_id)) !== userId)
      throw forbidden('Only the store that sells this product can reply');
    if ((await repo.setReply(id, reply)) === undefined) throw conflict('This review already has a reply');
    return getReview(id, base);
  }

  async function deleteReview(userId: number, id: number) {
    const review = await repo.findById(id);
    if (!review) throw notFound('Review not found');
    if (review.buyer_id !== userId) throw forbidden('Only the author can delete a review');
    await dropPhotos(await repo.delete(id));
    return { id };
  }

  return {
    createReview,
    listReviews,
    replyReview,
    deleteReview,
    /** An operator's removal, inside the caller's transaction (`tx`); false when the review is gone already. */
    hideReview: (reviewId: number, reason: string, tx?: Queryable) => repo.hide(reviewId, reason, tx),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
