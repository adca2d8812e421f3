import { useEffect, useRef } from 'react';
import { useAppSelector } from '../app/hooks';

/**
 * What a visitor was doing when they were sent to log in ('Add to cart', the heart, 'Chat seller').
 * The login page brings them back to `from`; the button there finishes the action once, for the logged-in user.
 * Kept in sessionStorage: it belongs to this tab and is gone with it.
 */
export type PendingAction =
  | { kind: 'cart'; productId: number; qty: number; variantId?: number; thenCart?: boolean }
  | { kind: 'favorite'; productId: number }
  | { kind: 'chat'; sellerId: number; productId?: number };

const KEY = 'rima.pendingAction';

export function rememberAction(action: PendingAction) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(action));
  } catch {
    // storage unavailable: the visitor simply repeats the action
  }
}

/** The pending action of this kind for this target, removed as it is taken (so it runs once). */
export function takeAction<K extends PendingAction['kind']>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean,
): Extract<PendingAction, { kind: K }> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const action = JSON.parse(raw) as PendingAction;
    if (action.kind !== kind) return null;
    const typed = action as Extract<PendingAction, { kind: K }>;
    if (!matches(typed)) return null;
    sessionStorage.removeItem(KEY);
    return typed;
  } catch {
    return null;
  }
}

/** Runs `run` with the pending action once a user is logged in, if one matches. */
export function usePendingAction<K extends PendingAction['kind']>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean,
  run: (action: Extract<PendingAction, { kind: K }>) => void,
) {
  const isLoggedIn = useAppSelector((s) => Boolean(s.auth.userInfo?.token));
  const latest = useRef({ matches, run });
  useEffect(() => {
    latest.current = { matches, run };
  });
  useEffect(() => {
    if (!isLoggedIn) return;
    const action = takeAction(kind, (a) => latest.current.matches(a));
    if (action) latest.current.run(action);
  }, [isLoggedIn, kind]);
}
