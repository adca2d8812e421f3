import type { Queryable } from '../../db/client';

const ts = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type ReviewRecord = {
  id: number;
  product_id: number;
  buyer_id: number;
  buyer_name: string;
  star: number;
  message: string;
  reply: string | null;
  reply_at: string | null;
  created_at: string;
  /** The variant bought, from the reviewed order line (its snapshot of the options, in the seller's order). */
  variant_id: number | null;
  variant_options: Record<string, string> | null;
  option_names: string[] | null;
  /** The review's photos in the order sent (review_photos, migration 0096). */
  photos: ReviewPhotoRecord[];
};

export type ReviewPhotoRecord = { key: string; width: number; height: number };
export type GalleryPhotoRecord = ReviewPhotoRecord & { review_id: number; star: number };

// The variant comes from the order line the review is of: what the buyer bought, as it was then.
const REVIEW_SELECT = `
  SELECT r.id, r.product_id, r.buyer_id, COALESCE(NULLIF(u.name, ''), u.username) AS buyer_name, r.star, r.message,
         r.reply, ${ts('r.reply_at')} AS reply_at, ${ts('r.created_at')} AS created_at,
         oi.variant_id, oi.variant_options, v.option_names,
         COALESCE((SELECT json_agg(json_build_object('key', ph.image_key, 'width', ph.width, 'height', ph.height)
                                   ORDER BY ph.position)
                     FROM review_photos ph WHERE ph.review_id = r.id), '[]'::json) AS photos
    FROM reviews r JOIN users u ON u.id = r.buyer_id
    LEFT JOIN order_items oi ON oi.id = r.order_item_id
    LEFT JOIN product_variants v ON v.id = oi.variant_id`;

export function createReviewsRepository(db: Queryable) {
  return {
    async findProductSeller(productId: number): Promise<number | undefined> {
      const rows = await db.query<{ seller_id: number }>('SELECT seller_id FROM products WHERE id = $1', [productId]);
      return rows[0]?.seller_id;
    },
    /**
     * The buyer's order items of this product in completed orders, oldest first, with their variant and
     * whether each is reviewed.
     */
    async findCompletedItems(buyerId: number, productId: number) {
      return db.query<{
        id: number;
        variant_id: number | null;
        variant_options: Record<string, string> | null;
        is_reviewed: boolean;
      }>(
        `SELECT oi.id, oi.variant_id, oi.variant_options, (r.id IS NOT NULL) AS is_reviewed
           FROM order_items oi
           JOIN orders o ON o.id = oi.order_id
           LEFT JOIN reviews r ON r.order_item_id = oi.id
          WHERE o.buyer_id = $1 AND oi.product_id = $2 AND o.status = 'completed'
          ORDER BY oi.id`,
        [buyerId, productId],
      );
    },
    /**
     * The review and its photos in one statement; undefined when the order item already has a review (unique
     * key): the caller answers 409.
     */
    async insert(r: {
      orderItemId: number;
      productId: number;
      buyerId: number;
      star: number;
      message: string;
      photos: ReviewPhotoRecord[];
    }) {
      // The product list shows ratings: tell its response cache (migration 0009's channel) at commit.
      const rows = await db.query<{ id: number }>(
        `WITH ins AS (
           INSERT INTO reviews (order_item_id, product_id, buyer_id, star, message) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (order_item_id) DO NOTHING RETURNING id
         ), pics AS (
           INSERT INTO review_photos (review_id, image_key, width, height, position)
           SELECT ins.id, p.key, p.width, p.height, p.position
             FROM ins CROSS JOIN unnest($6::text[], $7::int[], $8::int[]) WITH ORDINALITY AS p(key, width, height, position)
         )
         SELECT id, pg_notify(rima_channel('catalog_changed'), 'reviews')::text AS notified FROM ins`,
        [
          r.orderItemId,
          r.productId,
          r.buyerId,
          r.star,
          r.message,
          r.photos.map((p) => p.key),
          r.photos.map((p) => p.width),
          r.photos.map((p) => p.height),
        ],
      );
      return rows[0]?.id;
    },
    async findById(id: number): Promise<ReviewRecord | undefined> {
      return (await db.query<ReviewRecord>(`${REVIEW_SELECT} WHERE r.id = $1`, [id]))[0];
    },
    /**
     * A page of a product's reviews with their count, average, the reviews with photos, the latest photos and
     * the product's seller, in one round trip (the reviews of every product page a server renders); undefined
     * when there is no such product. The rows are REVIEW_SELECT's columns as JSON, aggregated in the sorted
     * subquery's order. `withPhotos` keeps only the reviews that have photos (the count stays the product's).
     */
    async findProductPage(productId: number, limit: number, offset: number, withPhotos = false, galleryLimit = 0) {
      const found = await db.query<{
        seller_id: number;
        count: number;
        average: number;
        photo_review_count: number;
        rows: ReviewRecord[];
        gallery: GalleryPhotoRecord[];
      }>(
        `SELECT p.seller_id, s.count, s.average, s.photo_review_count,
                COALESCE((
                  SELECT json_agg(q)
                    FROM (${REVIEW_SELECT} WHERE r.product_id = p.id
                           AND (NOT $4 OR EXISTS (SELECT 1 FROM review_photos x WHERE x.review_id = r.id))
                           ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3) q
                ), '[]'::json) AS rows,
                COALESCE((
                  SELECT json_agg(json_build_object('review_id', g.review_id, 'star', g.star, 'key', g.image_key,
                                                    'width', g.width, 'height', g.height))
                    FROM (SELECT ph.review_id, r.star, ph.image_key, ph.width, ph.height
                            FROM reviews r JOIN review_photos ph ON ph.review_id = r.id
                           WHERE r.product_id = p.id
                           ORDER BY r.created_at DESC, r.id DESC, ph.position LIMIT $5) g
                ), '[]'::json) AS gallery
           FROM products p
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS count, COALESCE(round(avg(star), 1), 0)::float8 AS average,
                    count(*) FILTER (WHERE EXISTS (SELECT 1 FROM review_photos x WHERE x.review_id = reviews.id))::int
                      AS photo_review_count
               FROM reviews WHERE product_id = p.id
           ) s
          WHERE p.id = $1`,
        [productId, limit, offset, withPhotos, galleryLimit],
      );
      const row = found[0];
      return (
        row && {
          sellerId: row.seller_id,
          rows: row.rows,
          count: row.count,
          average: Number(row.average),
          photoReviewCount: row.photo_review_count,
          gallery: row.gallery,
        }
      );
    },
    /** Sets the reply only if there is none yet; undefined when one already exists. */
    async setReply(id: number, reply: string): Promise<number | undefined> {
      const rows = await db.query<{ id: number }>(
        'UPDATE reviews SET reply = $2, reply_at = now() WHERE id = $1 AND reply IS NULL RETURNING id',
        [id, reply],
      );
      return rows[0]?.id;
    },
    /** Deletes the review (its photo rows go with it); answers the photos' keys, for the photo store. */
    async delete(id: number): Promise<string[]> {
      const rows = await db.query<{ image_key: string | null }>(
        `WITH del AS (DELETE FROM reviews WHERE id = $1 RETURNING id)
         SELECT ph.image_key, pg_notify(rima_channel('catalog_changed'), 'reviews')::text
           FROM del LEFT JOIN review_photos ph ON ph.review_id = del.id`,
        [id],
      );
      return rows.flatMap((r) => (r.image_key === null ? [] : [r.image_key]));
    },
    /**
     * An operator hides a review: it moves to hidden_reviews (the catalogue never reads them, and its item
     * cannot be reviewed again) and the catalogue caches are told, as on a delete. False when it is gone.
     */
    async hide(reviewId: number, reason: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `WITH moved AS (DELETE FROM reviews WHERE id = $1 RETURNING *)
         INSERT INTO hidden_reviews (id, order_item_id, product_id, buyer_id, star, message, reply, created_at, hidden_reason)
         SELECT id, order_item_id, product_id, buyer_id, star, message, reply, created_at, $2 FROM moved
         RETURNING id, pg_notify(rima_channel('catalog_changed'), 'reviews')::text`,
        [reviewId, reason],
      );
      return rows.length > 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
