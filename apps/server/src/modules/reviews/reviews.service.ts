import { REVIEWS_PAGE_SIZE, type CreateReviewBody, type ReviewPage } from '@rima/shared/api/reviews';
import type { Queryable } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { ReviewsRepository } from './reviews.repository';

export function createReviewsService({ repo, events }: { repo: ReviewsRepository; events: EventBus }) {
  async function getReview(id: number) {
    const review = await repo.findById(id);
    if (!review) throw notFound('Review not found');
    return review;
  }

  /** One review per order item of a completed order: none completed → 403, all already reviewed → 409. */
  async function createReview(buyerId: number, body: CreateReviewBody) {
    const sellerId = await repo.findProductSeller(body.product_id);
    if (sellerId === undefined) throw notFound('Product not found');
    const items = await repo.findCompletedItems(buyerId, body.product_id);
    if (items.length === 0) throw forbidden('You can review a product after your order of it is completed');
    const item = items.find((i) => !i.is_reviewed);
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
      data: rows,
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
