import type { CouponKind } from '@rima/shared/api/cart';

export type Coupon = {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: Date;
  ends_at: Date;
  usage_limit: number | null;
  per_user_limit: number | null;
  used_count: number;
  /** Issue 14: an operator paused it; it applies again when resumed. */
  paused_at?: Date | null;
};

/** Why a coupon does not apply now, or null when it does. `exhausted` problems are 409, the others 400. */
export type CouponProblem = { kind: 'invalid' | 'exhausted'; message: string };

export function couponProblem(
  coupon: Coupon,
  input: { subtotal: number; now: Date; usedByUser: number },
): CouponProblem | null {
  if (coupon.paused_at) return { kind: 'invalid', message: `Coupon ${coupon.code} is paused` };
  if (input.now < coupon.starts_at) return { kind: 'invalid', message: `Coupon ${coupon.code} is not valid yet` };
  if (input.now > coupon.ends_at) return { kind: 'invalid', message: `Coupon ${coupon.code} has expired` };
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit)
    return { kind: 'exhausted', message: `Coupon ${coupon.code} has been used up` };
  if (coupon.per_user_limit !== null && input.usedByUser >= coupon.per_user_limit)
    return { kind: 'exhausted', message: `You have already used coupon ${coupon.code}` };
  if (input.subtotal < coupon.min_spend)
    return { kind: 'invalid', message: `Coupon ${coupon.code} needs a minimum spend of ${coupon.min_spend}` };
  return null;
}

/** Rupiah taken off the subtotal: percent rounds down and respects the cap; never more than the subtotal. */
export function couponDiscount(coupon: Pick<Coupon, 'kind' | 'value' | 'max_discount'>, subtotal: number): number {
  const raw = coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  const capped = coupon.max_discount === null ? raw : Math.min(raw, coupon.max_discount);
  return Math.max(0, Math.min(capped, subtotal));
}
