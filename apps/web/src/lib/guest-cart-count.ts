import { useSyncExternalStore } from 'react';

/**
 * The header's view of a visitor's cart (features/cart/guest-cart.ts keeps it, docs/decisions/050): only the
 * number of units, read straight from storage, so the home page's JavaScript does not carry the cart's code.
 */
export const GUEST_CART_KEY = 'rima.guestCart';
/** Fired on the window by every write of the guest cart (another tab's writes arrive as `storage` events). */
export const GUEST_CART_EVENT = 'rima:guest-cart';

function guestCartUnits(): number {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line: { qty?: unknown } | null) => {
      const qty = line?.qty;
      return typeof qty === 'number' && Number.isInteger(qty) && qty > 0 ? sum + qty : sum;
    }, 0);
  } catch {
    return 0; // storage off or a broken value: no badge
  }
}

function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  window.addEventListener(GUEST_CART_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(GUEST_CART_EVENT, listener);
  };
}

/** Units in this browser's guest cart, live; 0 while server rendering and hydrating. */
export function useGuestCartUnits(): number {
  return useSyncExternalStore(subscribe, guestCartUnits, () => 0);
}
