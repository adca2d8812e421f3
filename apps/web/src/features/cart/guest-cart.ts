import { useSyncExternalStore } from 'react';
import { GUEST_CART_MAX_LINES } from '@rima/shared/constants';
import type { GuestCartLine } from '@rima/shared/endpoints/cart';

/**
 * A visitor's cart, kept in this browser (localStorage) until they log in or register, when it goes into
 * their account's cart (docs/decisions/050). Lines are keyed by product and variant; the server prices them.
 * public/start-after-paint.js writes the same format before the app has hydrated (docs/decisions/060).
 */
const KEY = 'rima.guestCart';
const EMPTY: readonly GuestCartLine[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; lines: readonly GuestCartLine[] } = { raw: null, lines: EMPTY };

const isLine = (v: unknown): v is GuestCartLine => {
  const line = v as GuestCartLine | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.product_id) &&
    Number.isInteger(line.qty) &&
    line.qty > 0 &&
    (line.variant_id === undefined || Number.isInteger(line.variant_id))
  );
};

export function readGuestCart(): readonly GuestCartLine[] {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw !== cache.raw) {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cache = { raw, lines: Array.isArray(parsed) ? parsed.filter(isLine).slice(0, GUEST_CART_MAX_LINES) : EMPTY };
    }
    return cache.lines;
  } catch {
    return EMPTY;
  }
}

function write(lines: readonly GuestCartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // storage full or off: the cart lives as long as this page
  }
  for (const listener of listeners) listener();
}

const sameLine = (a: GuestCartLine, productId: number, variantId: number | undefined) =>
  a.product_id === productId && a.variant_id === variantId;

/** Adds `qty`, the line's total kept within `stock`; false when nothing more fits. */
export function addToGuestCart(line: GuestCartLine, stock: number): boolean {
  const lines = readGuestCart();
  const current = lines.find((l) => sameLine(l, line.product_id, line.variant_id));
  const qty = Math.min((current?.qty ?? 0) + line.qty, stock);
  if (qty <= (current?.qty ?? 0)) return false;
  if (!current && lines.length >= GUEST_CART_MAX_LINES) return false;
  const next = current ? lines.map((l) => (l === current ? { ...l, qty } : l)) : [...lines, { ...line, qty }];
  write(next);
  return true;
}

/** Sets the quantity of the line of a product's variant (the server's item `variant_id`). */
export function setGuestQty(productId: number, variantId: number, qty: number) {
  write(
    readGuestCart().map((l) =>
      l.product_id === productId && (l.variant_id === undefined || l.variant_id === variantId) ? { ...l, qty } : l,
    ),
  );
}

export function removeFromGuestCart(productId: number, variantId: number) {
  write(readGuestCart().filter((l) => !(l.product_id === productId && (l.variant_id ?? variantId) === variantId)));
}

export function clearGuestCart() {
  write(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The lines, live (another tab's changes too); null while server rendering and hydrating (not known there). */
export function useGuestCart(): readonly GuestCartLine[] | null {
  return useSyncExternalStore(subscribe, readGuestCart, () => null);
}
