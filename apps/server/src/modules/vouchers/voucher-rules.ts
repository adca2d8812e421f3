import type { VoucherKind } from '@rima/shared/endpoints/vouchers';
import { formatIdr } from '@rima/shared/format';

export type VoucherRow = {
  id: number;
  seller_id: number;
  store_name: string;
  code: string;
  kind: VoucherKind;
  value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: Date;
  ends_at: Date;
  quota: number;
  per_buyer_limit: number;
  product_ids: number[];
  used_count: number;
  ended_at: Date | null;
  created_at: Date;
};

export type VoucherStatus = 'upcoming' | 'active' | 'used_up' | 'ended';

export function voucherStatus(v: VoucherRow, now: Date): VoucherStatus {
  if (v.ended_at || now >= v.ends_at) return 'ended';
  if (now < v.starts_at) return 'upcoming';
  if (v.used_count >= v.quota) return 'used_up';
  return 'active';
}

/** A store's order as the voucher sees it: its lines and what the courier charges. */
export type StoreOrderDraft = {
  lines: readonly { product_id: number; price: number; qty: number }[];
  /** What the buyer still pays for the goods after any marketplace coupon share */
  goodsDue: number;
  shipping: number;
};

/** The subtotal of the lines the voucher covers (all of them when it names no product). */
export function eligibleSubtotal(v: Pick<VoucherRow, 'product_ids'>, lines: StoreOrderDraft['lines']): number {
  const covered = v.product_ids.length === 0 ? lines : lines.filter((l) => v.product_ids.includes(l.product_id));
  return covered.reduce((sum, l) => sum + l.price * l.qty, 0);
}

/**
 * Why the voucher does not apply to this store's order now (a sentence), or null. `usedUp` problems are 409 at
 * checkout, the others 400.
 */
export function voucherProblem(
  v: VoucherRow,
  input: { now: Date; eligible: number; usesLeft: number; shipping: number | null },
): { usedUp: boolean; message: string } | null {
  const status = voucherStatus(v, input.now);
  if (status === 'upcoming')
    return { usedUp: false, message: `Voucher ${v.code} starts on ${v.starts_at.toISOString().slice(0, 10)}` };
  if (status === 'ended') return { usedUp: false, message: `Voucher ${v.code} has ended` };
  if (status === 'used_up') return { usedUp: true, message: `Voucher ${v.code} is used up` };
  if (input.usesLeft <= 0) return { usedUp: true, message: `You have used voucher ${v.code} already` };
  if (input.eligible === 0)
    return { usedUp: false, message: `Voucher ${v.code} does not cover the products of this store in your cart` };
  if (input.eligible < v.min_spend)
    return { usedUp: false, message: `Voucher ${v.code} needs a minimum spend of ${formatIdr(v.min_spend)}` };
  if (v.kind === 'free_shipping' && input.shipping === 0)
    return { usedUp: false, message: `Voucher ${v.code} covers shipping, and this order has none to pay` };
  return null;
}

/**
 * Rupiah the voucher takes off: from the covered goods (percent rounds down and stops at its cap), never more
 * than the goods still due; or, free shipping, from the shipping up to the voucher's value.
 */
export function voucherDiscount(
  v: Pick<VoucherRow, 'kind' | 'value' | 'max_discount'>,
  eligible: number,
  order: {
    goodsDue: number;
    shipping: number;
  },
): number {
  if (v.kind === 'free_shipping') return Math.max(0, Math.min(v.value, order.shipping));
  const raw = v.kind === 'percent' ? Math.floor((eligible * v.value) / 100) : v.value;
  const capped = v.max_discount === null ? raw : Math.min(raw, v.max_discount);
  return Math.max(0, Math.min(capped, eligible, order.goodsDue));
}
