import type { ShippingMethod } from '@rima/shared/api/cart';
import { FLAT_SHIPPING, FREE_SHIPPING_MIN } from '@rima/shared/constants';

export type PricedLine = { price: number; qty: number; seller_id: number };

/** Shipping for a cart: flat is charged per store (one parcel per seller order); free only above the threshold. */
export function shippingFor(
  method: ShippingMethod,
  subtotal: number,
  storeCount: number,
): { method: ShippingMethod; perStore: number; total: number } {
  const applied = method === 'free' && subtotal < FREE_SHIPPING_MIN ? 'flat' : method;
  const perStore = applied === 'flat' ? FLAT_SHIPPING : 0;
  return { method: applied, perStore, total: perStore * storeCount };
}

export function isFreeShippingAvailable(subtotal: number): boolean {
  return subtotal >= FREE_SHIPPING_MIN;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.qty, 0);
}

export function storeCountOf(lines: readonly PricedLine[]): number {
  return new Set(lines.map((line) => line.seller_id)).size;
}
