import type { VoucherBody } from '@rima/shared/api/vouchers';
import type { Queryable } from '../../db/client';
import type { VoucherRow } from './voucher-rules';

/** The seller's list adds the voucher's usage. */
export type SellerVoucherRow = VoucherRow & { claims: number; discount_given: number };
export type ClaimedVoucherRow = VoucherRow & { uses_left: number };
export type CartLineRow = { seller_id: number; store_name: string; product_id: number; price: number; qty: number };

const COLUMNS = `v.id, v.seller_id, s.username AS store_name, v.code, v.kind, v.value, v.max_discount, v.min_spend,
  v.starts_at, v.ends_at, v.quota, v.per_buyer_limit, v.product_ids, v.used_count, v.ended_at, v.created_at`;
const FROM = 'store_vouchers v JOIN users s ON s.id = v.seller_id';

const params = (b: VoucherBody) => [
  b.code,
  b.kind,
  b.value,
  b.kind === 'percent' ? b.max_discount : null,
  b.min_spend,
  b.starts_at,
  b.ends_at,
  b.quota,
  b.per_buyer_limit,
  [...new Set(b.product_ids)],
];

/** SQL only (modules/vouchers owns store_vouchers and voucher_claims). */
export function createVouchersRepository() {
  return {
    async listBySeller(q: Queryable, sellerId: number): Promise<SellerVoucherRow[]> {
      return q.query<SellerVoucherRow>(
        `SELECT ${COLUMNS},
                (SELECT count(*)::int FROM voucher_claims c WHERE c.voucher_id = v.id) AS claims,
                (SELECT coalesce(sum(o.voucher_discount), 0)::int FROM orders o
                  WHERE o.voucher_id = v.id AND o.status <> 'cancelled') AS discount_given
           FROM ${FROM} WHERE v.seller_id = $1 ORDER BY v.created_at DESC, v.id DESC LIMIT 500`,
        [sellerId],
      );
    },
    async findById(q: Queryable, id: number, lock = false): Promise<VoucherRow | undefined> {
      if (lock) await q.query('SELECT id FROM store_vouchers WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await q.query<VoucherRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE v.id = $1`, [id]);
      return row;
    },
    async findManyByIds(q: Queryable, ids: readonly number[]): Promise<VoucherRow[]> {
      return q.query<VoucherRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE v.id = ANY($1::int[]) ORDER BY v.id`, [
        [...ids],
      ]);
    },
    /** The ids among these that are live products of the seller. */
    async sellerProductIds(q: Queryable, sellerId: number, ids: readonly number[]): Promise<number[]> {
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM products WHERE seller_id = $1 AND id = ANY($2::int[])`,
        [sellerId, [...ids]],
      );
      return rows.map((r) => r.id);
    },
    async insert(q: Queryable, sellerId: number, b: VoucherBody): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO store_vouchers (code, kind, value, max_discount, min_spend, starts_at, ends_at, quota,
                                     per_buyer_limit, product_ids, seller_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::int[], $11) RETURNING id`,
        [...params(b), sellerId],
      );
      if (!row) throw new Error('voucher insert returned no id');
      return row.id;
    },
    async update(q: Queryable, id: number, b: VoucherBody): Promise<void> {
      await q.query(
        `UPDATE store_vouchers SET code = $1, kind = $2, value = $3, max_discount = $4, min_spend = $5,
                starts_at = $6, ends_at = $7, quota = $8, per_buyer_limit = $9, product_ids = $10::int[],
                updated_at = now()
          WHERE id = $11`,
        [...params(b), id],
      );
    },
    async end(q: Queryable, id: number, at: Date): Promise<void> {
      await q.query('UPDATE store_vouchers SET ended_at = coalesce(ended_at, $2), updated_at = $2 WHERE id = $1', [
        id,
        at,
      ]);
    },

    /** A store's vouchers a shopper may claim now (optionally those covering one product). */
    async listClaimable(
      q: Queryable,
      input: { sellerId: number; productId?: number | undefined; userId: number | null; now: Date },
    ): Promise<(VoucherRow & { claimed: boolean })[]> {
      return q.query<VoucherRow & { claimed: boolean }>(
        `SELECT ${COLUMNS},
                EXISTS (SELECT 1 FROM voucher_claims c WHERE c.voucher_id = v.id AND c.user_id = $3) AS claimed
           FROM ${FROM}
          WHERE v.seller_id = $1 AND v.ended_at IS NULL AND v.ends_at > $4 AND v.starts_at <= $4
            AND v.used_count < v.quota
            AND ($2::int IS NULL OR cardinality(v.product_ids) = 0 OR $2::int = ANY(v.product_ids))
          ORDER BY v.ends_at, v.id LIMIT 50`,
        [input.sellerId, input.productId ?? null, input.userId, input.now],
      );
    },
    /** Claims once: false when this shopper had claimed it already. */
    async insertClaim(q: Queryable, voucherId: number, userId: number): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO voucher_claims (voucher_id, user_id) VALUES ($1, $2)
         ON CONFLICT (voucher_id, user_id) DO NOTHING RETURNING voucher_id`,
        [voucherId, userId],
      );
      return rows.length > 0;
    },
    async listClaimed(q: Queryable, userId: number, sellerIds?: readonly number[]): Promise<ClaimedVoucherRow[]> {
      return q.query<ClaimedVoucherRow>(
        `SELECT ${COLUMNS}, greatest(v.per_buyer_limit - c.used_count, 0)::int AS uses_left
           FROM voucher_claims c JOIN ${FROM} ON v.id = c.voucher_id
          WHERE c.user_id = $1 AND ($2::int[] IS NULL OR v.seller_id = ANY($2::int[]))
          ORDER BY v.ends_at DESC, v.id DESC LIMIT 200`,
        [userId, sellerIds ? [...sellerIds] : null],
      );
    },
    async cartLines(q: Queryable, userId: number): Promise<CartLineRow[]> {
      return q.query<CartLineRow>(
        `SELECT p.seller_id, s.username AS store_name, p.id AS product_id, pv.price, ci.qty
           FROM cart_items ci
           JOIN products p ON p.id = ci.product_id
           JOIN product_variants pv ON pv.id = ci.variant_id
           JOIN users s ON s.id = p.seller_id
          WHERE ci.user_id = $1
          ORDER BY p.seller_id, ci.id`,
        [userId],
      );
    },

    /**
     * One use of the buyer's claimed copy: the conditional UPDATE takes the claim's row lock and re-reads its
     * count under it, so the per-buyer limit holds whatever runs at once.
     */
    async takeBuyerUse(q: Queryable, voucherId: number, userId: number): Promise<boolean> {
      const rows = await q.query(
        `UPDATE voucher_claims c SET used_count = c.used_count + 1
           FROM store_vouchers v
          WHERE c.voucher_id = $1 AND c.user_id = $2 AND v.id = c.voucher_id AND c.used_count < v.per_buyer_limit
          RETURNING c.voucher_id`,
        [voucherId, userId],
      );
      return rows.length > 0;
    },
    /** One use of the quota, while the voucher runs: the same single-statement check under the row lock. */
    async takeQuotaUse(q: Queryable, voucherId: number, at: Date): Promise<boolean> {
      const rows = await q.query(
        `UPDATE store_vouchers SET used_count = used_count + 1
          WHERE id = $1 AND used_count < quota AND ended_at IS NULL AND starts_at <= $2 AND ends_at > $2
          RETURNING id`,
        [voucherId, at],
      );
      return rows.length > 0;
    },
    /** Gives an unpaid cancelled order's use back, to the quota and to its buyer. */
    async giveBack(q: Queryable, voucherId: number, userId: number): Promise<void> {
      await q.query(
        `UPDATE voucher_claims SET used_count = used_count - 1
          WHERE voucher_id = $1 AND user_id = $2 AND used_count > 0`,
        [voucherId, userId],
      );
      await q.query('UPDATE store_vouchers SET used_count = used_count - 1 WHERE id = $1 AND used_count > 0', [
        voucherId,
      ]);
    },
  };
}
export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
