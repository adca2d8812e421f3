import type { CouponBody } from '@rima/shared/api/ops';
import { pgErrorCode, type Db, type Queryable } from '../../db/client';
import { apiMessage } from '@rima/shared/api-messages';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit, type Operator } from '../audit/audit';
import { couponDiscount, couponProblem, type Coupon, type CouponProblem } from './coupon-rules';
import type { CouponRecord, CouponsRepository } from './coupons.repository';

export type CouponEvaluation = { coupon: Coupon; discount: number; problem: CouponProblem | null };

const couponSnapshot = (c: CouponRecord) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  max_discount: c.max_discount,
  min_spend: c.min_spend,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  usage_limit: c.usage_limit,
  per_user_limit: c.per_user_limit,
  paused_at: c.paused_at,
});

/**
 * Coupon rules for the cart and checkout: percent or fixed, min spend, dates, total and per-user limits; and
 * the operators' coupons (each change one transaction with its audit entry).
 */
export function createCouponsService(deps: { db: Db; repo: CouponsRepository }) {
  const { db, repo } = deps;

  async function evaluate(
    db: Queryable,
    coupon: Coupon,
    input: { userId: number; subtotal: number; now: Date },
  ): Promise<CouponEvaluation> {
    const usedByUser = coupon.per_user_limit === null ? 0 : await repo.countRedemptions(db, coupon.id, input.userId);
    const problem = couponProblem(coupon, { subtotal: input.subtotal, now: input.now, usedByUser });
    return { coupon, discount: problem ? 0 : couponDiscount(coupon, input.subtotal), problem };
  }

  async function saveCoupon(operator: Operator, id: number | null, body: CouponBody): Promise<CouponRecord> {
    try {
      return await db.transaction(async (tx) => {
        const before = id === null ? undefined : await repo.findCoupon(tx, id, true);
        if (id !== null && !before) throw notFound('Coupon not found');
        if (before && body.usage_limit !== null && body.usage_limit < before.used_count) {
          throw conflict(`This coupon was used ${before.used_count} times already: the limit cannot be lower`);
        }
        const couponId = id ?? (await repo.insertCoupon(tx, body));
        if (id !== null) await repo.updateCoupon(tx, id, body);
        const after = await repo.findCoupon(tx, couponId);
        if (!after) throw notFound('Coupon not found');
        await recordAudit(tx, {
          actor: operator,
          action: id === null ? 'coupon.create' : 'coupon.update',
          targetType: 'coupon',
          targetId: couponId,
          before: before ? couponSnapshot(before) : null,
          after: couponSnapshot(after),
        });
        return after;
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw conflict(`A coupon with the code ${body.code} exists already`);
      throw error;
    }
  }

  return {
    evaluate,

    findById: (db: Queryable, id: number) => repo.findById(db, id),

    /** For POST /cart/coupon: unknown or not applicable → 400, used up → 409. */
    async findApplicable(db: Queryable, code: string, input: { userId: number; subtotal: number; now: Date }) {
      const coupon = await repo.findByCode(db, code);
      if (!coupon) throw badRequest(apiMessage('couponUnknown', { code }));
      const evaluation = await evaluate(db, coupon, input);
      if (evaluation.problem) {
        throw evaluation.problem.kind === 'exhausted'
          ? conflict(evaluation.problem.message)
          : badRequest(evaluation.problem.message);
      }
      return evaluation;
    },

    /**
     * Inside the checkout transaction: re-checks the coupon against the server subtotal and takes one use.
     * Any problem, or no use left by the time we get the row lock → 409.
     */
    async redeem(tx: Queryable, couponId: number, input: { userId: number; subtotal: number; now: Date }) {
      const coupon = await repo.findById(tx, couponId);
      if (!coupon) throw conflict('The coupon on your cart no longer exists');
      const evaluation = await evaluate(tx, coupon, input);
      if (evaluation.problem) throw conflict(evaluation.problem.message);
      if (!(await repo.takeUse(tx, couponId))) throw conflict(apiMessage('couponUsedUp', { code: coupon.code }));
      return {
        coupon,
        discount: evaluation.discount,
        record: (paymentId: number) => repo.insertRedemption(tx, { couponId, userId: input.userId, paymentId }),
      };
    },

    // ---- the operator console ----
    listCoupons: () => repo.listCoupons(db),
    createCoupon: (operator: Operator, body: CouponBody) => saveCoupon(operator, null, body),
    updateCoupon: (operator: Operator, id: number, body: CouponBody) => saveCoupon(operator, id, body),
    async pauseCoupon(operator: Operator, id: number, paused: boolean) {
      return db.transaction(async (tx) => {
        const before = await repo.findCoupon(tx, id, true);
        if (!before) throw notFound('Coupon not found');
        if (Boolean(before.paused_at) === paused)
          throw conflict(paused ? 'This coupon is paused already' : 'This coupon is not paused');
        await repo.setCouponPaused(tx, id, paused);
        const after = await repo.findCoupon(tx, id);
        if (!after) throw notFound('Coupon not found');
        await recordAudit(tx, {
          actor: operator,
          action: paused ? 'coupon.pause' : 'coupon.resume',
          targetType: 'coupon',
          targetId: id,
          before: { paused_at: before.paused_at },
          after: { paused_at: after.paused_at },
        });
        return after;
      });
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
