import type { CouponKind } from '@rima/shared/api/cart';
import { apiMessage, type ApiMessage } from '@rima/shared/api-messages';

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
  /** An operator paused it; it applies again when resumed. */
  paused_at?: Date | null;
};

/** Why a coupon does not apply now, or null when it does. `exhausted` problems are 409, the others 400. */
export type CouponProblem = { kind: 'invalid' | 'exhausted' } & ApiMessage;

export function couponProblem(
  coupon: Coupon,
  input: { subtotal: number; now: Date; usedByUser: number },
): CouponProblem | null {
  if (coupon.paused_at) return { kind: 'invalid', ...apiMessage('couponPaused', { code: coupon.code }) };
  if (input.now < coupon.starts_at) return { kind: 'invalid', ...apiMessage('couponNotYet', { code: coupon.code }) };
  if (input.now > coupon.ends_at) return { kind: 'invalid', ...apiMessage('couponExpired', { code: coupon.code }) };
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit)
    return { kind: 'exhausted', ...apiMessage('couponUsedUp', { code: coupon.code }) };
  if (coupon.per_user_limit !== null && input.usedByUser >= coupon.per_user_limit)
    return { kind: 'exhausted', ...apiMessage('couponUsedByYou', { code: coupon.code }) };
  if (input.subtotal < coupon.min_spend)
    return { kind: 'invalid', ...apiMessage('couponMinSpend', { code: coupon.code, amount: coupon.min_spend }) };
  return null;
}

/** Rupiah taken off the subtotal: percent rounds down and respects the cap; never more than the subtotal. */
export function couponDiscount(coupon: Pick<Coupon, 'kind' | 'value' | 'max_discount'>, subtotal: number): number {
  const raw = coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  const capped = coupon.max_discount === null ? raw : Math.min(raw, coupon.max_discount);
  return Math.max(0, Math.min(capped, subtotal));
}
