import { REVIEWS_PAGE_SIZE, type CreateReviewBody, type Review, type ReviewPage } from '@rima/shared/api/reviews';
import type { Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { ReviewRecord, ReviewsRepository } from './reviews.repository';

/** A review as the API answers it: the bought variant's options, in the seller's order of their names. */
export function toReviewWire(r: ReviewRecord): Review {
  const options = r.variant_options ?? {};
  const names = (r.option_names ?? []).filter((n) => n in options);
  return {
    ...r,
    variant_id: r.variant_id ?? null,
    variant_options: options,
    option_names: [...names, ...Object.keys(options).filter((n) => !names.includes(n))],
  };
}

export function createReviewsService({ repo, events }: { repo: ReviewsRepository; events: EventBus }) {
  async function getReview(id: number) {
    const review = await repo.findById(id);
    if (!review) throw notFound('Review not found');
    return toReviewWire(review);
  }

  /**
   * One review per order item of a completed order: none completed → 403, all already reviewed → 409. With
   * `variant_id`, an item of that variant (400 naming it when the buyer's completed orders have none).
   */
  async function createReview(buyerId: number, body: CreateReviewBody) {
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
    const id = await repo.insert({
      orderItemId: item.id,
      productId: body.product_id,
      buyerId,
      star: body.star,
      message: body.message,
    });
    if (id === undefined) throw conflict('You already reviewed this purchase');
    events.emit('review.created', { reviewId: id, productId: body.product_id, sellerId, buyerId, star: body.star });
    return getReview(id);
  }

  async function listReviews(productId: number, page: number, viewerId: number | undefined): Promise<ReviewPage> {
    const limit = REVIEWS_PAGE_SIZE;
    const found = await repo.findProductPage(productId, limit, (page - 1) * limit);
    if (!found) throw notFound('Product not found');
    const { sellerId, rows, count, average } = found;
    const canReview =
      viewerId !== undefined && (await repo.findCompletedItems(viewerId, productId)).some((i) => !i.is_reviewed);
    return {
      data: rows.map(toReviewWire),
      count,
      average,
      page,
      limit,
      totalPage: Math.max(1, Math.ceil(count / limit)),
      can_review: canReview,
      is_seller: viewerId === sellerId,
    };
  }

  /** The product's seller replies once. */
  async function replyReview(userId: number, id: number, reply: string) {
    const review = await getReview(id);
    if ((await repo.findProductSeller(review.product_id)) !== userId)
      throw forbidden('Only the store that sells this product can reply');
    if ((await repo.setReply(id, reply)) === undefined) throw conflict('This review already has a reply');
    return getReview(id);
  }

  async function deleteReview(userId: number, id: number) {
    const review = await getReview(id);
    if (review.buyer_id !== userId) throw forbidden('Only the author can delete a review');
    await repo.delete(id);
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
