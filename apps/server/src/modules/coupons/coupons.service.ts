import type { Queryable } from '../../db/client';
import { apiMessage } from '@rima/shared/api-messages';
import { badRequest, conflict } from '../../http/errors';
import { couponDiscount, couponProblem, type Coupon, type CouponProblem } from './coupon-rules';
import type { CouponsRepository } from './coupons.repository';

export type CouponEvaluation = { coupon: Coupon; discount: number; problem: CouponProblem | null };

/** Coupon rules for the cart and checkout: percent or fixed, min spend, dates, total and per-user limits. */
export function createCouponsService(deps: { repo: CouponsRepository }) {
  const { repo } = deps;

  async function evaluate(
    db: Queryable,
    coupon: Coupon,
    input: { userId: number; subtotal: number; now: Date },
  ): Promise<CouponEvaluation> {
    const usedByUser = coupon.per_user_limit === null ? 0 : await repo.countRedemptions(db, coupon.id, input.userId);
    const problem = couponProblem(coupon, { subtotal: input.subtotal, now: input.now, usedByUser });
    return { coupon, discount: problem ? 0 : couponDiscount(coupon, input.subtotal), problem };
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
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
