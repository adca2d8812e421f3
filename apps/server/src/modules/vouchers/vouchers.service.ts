import { voucherIssues, type VoucherBody, type VoucherPatch } from '@rima/shared/api/vouchers';
import { pgErrorCode, type Db, type Queryable } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import {
  eligibleSubtotal,
  voucherDiscount,
  voucherProblem,
  voucherStatus,
  type StoreOrderDraft,
  type VoucherRow,
} from './voucher-rules';
import type { VouchersRepository } from './vouchers.repository';
import { iso } from '../../http/wire-time';

/** A store voucher used on one store's order at checkout. */
export type VoucherUse = { voucherId: number; code: string; kind: VoucherRow['kind']; discount: number };

const field = (name: string, message: string) => badRequest(message, [{ field: name, message }]);

/** What a voucher offers, as the wire shows it to sellers and shoppers alike. */
export const voucherTerms = (v: VoucherRow) => ({
  code: v.code,
  kind: v.kind,
  value: v.value,
  max_discount: v.max_discount,
  min_spend: v.min_spend,
  starts_at: iso(v.starts_at),
  ends_at: iso(v.ends_at),
  product_ids: v.product_ids,
});

const toBody = (v: VoucherRow): VoucherBody => ({
  ...voucherTerms(v),
  quota: v.quota,
  per_buyer_limit: v.per_buyer_limit,
});

/**
 * Store vouchers (docs/decisions/054): the store's CRUD, shoppers' claims, and their use at checkout, where
 * the quota and the per-buyer limit are each taken by one conditional UPDATE inside the checkout's transaction.
 */
export function createVouchersService(deps: { db: Db; repo: VouchersRepository; now?: () => Date }) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkProducts(tx: Queryable, sellerId: number, productIds: readonly number[]) {
    if (productIds.length === 0) return;
    const own = new Set(await repo.sellerProductIds(tx, sellerId, productIds));
    const index = productIds.findIndex((id) => !own.has(id));
    if (index >= 0) throw field(`product_ids.${index}`, `Product ${productIds[index]} is not a product of your store`);
  }

  /** The seller's own voucher under its row lock: 404 when there is none, 403 when it is another store's. */
  async function ownVoucher(tx: Queryable, sellerId: number, id: number) {
    const voucher = await repo.findById(tx, id, true);
    if (!voucher) throw notFound('Voucher not found');
    if (voucher.seller_id !== sellerId) throw forbidden('This voucher belongs to another store: you cannot change it');
    return voucher;
  }

  async function save<T>(body: VoucherBody, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw field('code', `Your store has a voucher ${body.code} already`);
      throw error;
    }
  }

  async function sellerView(q: Queryable, sellerId: number, id: number) {
    const row = (await repo.listBySeller(q, sellerId)).find((v) => v.id === id);
    if (!row) throw notFound('Voucher not found');
    return row;
  }

  async function editVoucher(sellerId: number, id: number, change: VoucherPatch | VoucherBody) {
    return db.transaction(async (tx) => {
      const before = await ownVoucher(tx, sellerId, id);
      const body: VoucherBody = { ...toBody(before), ...change };
      const issue = voucherIssues(body)[0];
      if (issue) throw field(issue.field, issue.message);
      if (body.quota < before.used_count)
        throw field('quota', `This voucher was used ${before.used_count} times already: the quota cannot be lower`);
      await checkProducts(tx, sellerId, body.product_ids);
      await save(body, () => repo.update(tx, id, body));
      return sellerView(tx, sellerId, id);
    });
  }

  return {
    listSellerVouchers: (sellerId: number) => repo.listBySeller(db, sellerId),

    async createVoucher(sellerId: number, body: VoucherBody) {
      return db.transaction(async (tx) => {
        await checkProducts(tx, sellerId, body.product_ids);
        const id = await save(body, () => repo.insert(tx, sellerId, body));
        return sellerView(tx, sellerId, id);
      });
    },

    updateVoucher: editVoucher,

    /** Ends it now: shoppers no longer see, claim or use it; its orders keep their discount. */
    async endVoucher(sellerId: number, id: number) {
      return db.transaction(async (tx) => {
        await ownVoucher(tx, sellerId, id);
        await repo.end(tx, id, now());
        return sellerView(tx, sellerId, id);
      });
    },

    listStoreVouchers: (sellerId: number, productId: number | undefined, userId: number | null) =>
      repo.listClaimable(db, { sellerId, productId, userId, now: now() }),

    async claimVoucher(userId: number, id: number) {
      return db.transaction(async (tx) => {
        const voucher = await repo.findById(tx, id);
        if (!voucher) throw notFound('Voucher not found');
        const status = voucherStatus(voucher, now());
        if (status !== 'active') {
          throw conflict(
            status === 'used_up'
              ? `Voucher ${voucher.code} is used up`
              : status === 'upcoming'
                ? `Voucher ${voucher.code} cannot be claimed yet`
                : `Voucher ${voucher.code} has ended`,
          );
        }
        if (!(await repo.insertClaim(tx, id, userId)))
          throw conflict(`You have claimed voucher ${voucher.code} already`);
        return { ...voucher, claimed: true, uses_left: voucher.per_buyer_limit, status };
      });
    },

    async listMyVouchers(userId: number) {
      const at = now();
      return (await repo.listClaimed(db, userId)).map((v) => ({ ...v, claimed: true, status: voucherStatus(v, at) }));
    },

    /** Per store of the buyer's cart: the claimed vouchers and what each would take off now. */
    async listCheckoutVouchers(userId: number) {
      const at = now();
      const lines = await repo.cartLines(db, userId);
      const stores = new Map<number, { store_name: string; lines: typeof lines }>();
      for (const line of lines) {
        const store = stores.get(line.seller_id) ?? { store_name: line.store_name, lines: [] };
        store.lines.push(line);
        stores.set(line.seller_id, store);
      }
      const claimed = stores.size > 0 ? await repo.listClaimed(db, userId, [...stores.keys()]) : [];
      return {
        stores: [...stores].map(([storeId, store]) => {
          const subtotal = store.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
          return {
            store_id: storeId,
            store_name: store.store_name,
            subtotal,
            vouchers: claimed
              .filter((v) => v.seller_id === storeId && voucherStatus(v, at) !== 'ended')
              .map((v) => {
                const eligible = eligibleSubtotal(v, store.lines);
                // Shipping is chosen on the page: a free-shipping voucher is shown with its cap.
                const problem = voucherProblem(v, { now: at, eligible, usesLeft: v.uses_left, shipping: null });
                const discount =
                  v.kind === 'free_shipping'
                    ? v.value
                    : voucherDiscount(v, eligible, { goodsDue: subtotal, shipping: 0 });
                return {
                  ...v,
                  claimed: true,
                  status: voucherStatus(v, at),
                  eligible_subtotal: eligible,
                  discount: problem ? 0 : discount,
                  problem: problem?.message ?? null,
                };
              }),
          };
        }),
      };
    },

    /**
     * Inside the checkout's transaction: checks each chosen voucher against its store's order and takes one
     * use of its quota and of the buyer's limit (vouchers in id order, after the products' locks). Answers the
     * discount per store. Not claimed, another store's, or not applicable → 400 naming `vouchers.N`; used up →
     * 409.
     */
    async redeemForCheckout(
      tx: Queryable,
      input: { userId: number; voucherIds: readonly number[]; orders: Map<number, StoreOrderDraft>; at: Date },
    ): Promise<Map<number, VoucherUse>> {
      const uses = new Map<number, VoucherUse>();
      if (input.voucherIds.length === 0) return uses;
      const claimed = await repo.listClaimed(tx, input.userId);
      const position = (id: number) => `vouchers.${input.voucherIds.indexOf(id)}`;
      for (const id of [...input.voucherIds].sort((a, b) => a - b)) {
        const voucher = claimed.find((v) => v.id === id);
        if (!voucher) throw field(position(id), `Claim voucher ${id} before you use it`);
        const order = input.orders.get(voucher.seller_id);
        if (!order) throw field(position(id), `Voucher ${voucher.code} is for a store that is not in your cart`);
        if (uses.has(voucher.seller_id))
          throw field(position(id), `One voucher per store: ${voucher.store_name} has one already`);
        const eligible = eligibleSubtotal(voucher, order.lines);
        const problem = voucherProblem(voucher, {
          now: input.at,
          eligible,
          usesLeft: voucher.uses_left,
          shipping: order.shipping,
        });
        if (problem) throw problem.usedUp ? conflict(problem.message) : field(position(id), problem.message);
        if (!(await repo.takeBuyerUse(tx, id, input.userId)))
          throw conflict(`You have used voucher ${voucher.code} already`);
        if (!(await repo.takeQuotaUse(tx, id, input.at))) throw conflict(`Voucher ${voucher.code} is used up`);
        uses.set(voucher.seller_id, {
          voucherId: id,
          code: voucher.code,
          kind: voucher.kind,
          discount: voucherDiscount(voucher, eligible, order),
        });
      }
      return uses;
    },

    /** An unpaid order was cancelled (by anyone, or on expiry): its voucher use goes back, once. */
    async releaseForOrder(tx: Queryable, order: { voucher_id: number | null; buyer_id: number }) {
      if (order.voucher_id !== null) await repo.giveBack(tx, order.voucher_id, order.buyer_id);
    },
  };
}
export type VouchersService = ReturnType<typeof createVouchersService>;
