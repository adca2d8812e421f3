import { SHIPPING_METHODS, type ShippingMethod } from '@rima/shared/api/cart';

/** The shipping choice lives in the URL (?shipping=) so it survives reload and carries on to checkout. */
export function readShipping(params: URLSearchParams): ShippingMethod {
  const value = params.get('shipping');
  return SHIPPING_METHODS.find((m) => m === value) ?? 'flat';
}
