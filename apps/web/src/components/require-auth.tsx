import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '@rima/shared/messages';
import { useAppSelector } from '../app/hooks';
import { useT } from '../lib/i18n';
import { notify } from '../lib/toast';
import { commonMessages } from './i18n/messages';
import type { LoggingOutState } from './logout-dialog';

export type Role = 'customer' | 'seller' | 'operator';

/** State a guard's redirect carries (spec §2: redirects replace history and carry a redirect flag). */
export type GuardRedirectState = { redirect: true; message: string; from: string };

// The spec's guard messages (state.message keeps the English text: GuardLoginNotice matches it).
const GUARD_KEYS = {
  [MESSAGES.guardNoToken]: 'guardNoToken',
  [MESSAGES.guardWrongRole]: 'guardWrongRole',
  [MESSAGES.guardGuestOnly]: 'guardGuestOnly',
} as const;

function GuardRedirect({ message }: { message: keyof typeof GUARD_KEYS }) {
  const t = useT(commonMessages);
  const location = useLocation();
  const shown = useRef(false);
  const text = t(GUARD_KEYS[message]);
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      notify.guard(text);
    }
  }, [text]);
  const state: GuardRedirectState = { redirect: true, message, from: `${location.pathname}${location.search}` };
  return <Navigate to="/" replace state={state} />;
}

/**
 * spec §2 guards. `roles` empty = any logged-in user. Logged in means a token in the stored user info.
 * Every permission is enforced again on the server; this only routes.
 */
export function RequireAuth({ roles = [] }: { roles?: Role[] }) {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  if (!userInfo?.token) return <GuardRedirect message={MESSAGES.guardNoToken} />;
  if (roles.length > 0 && !roles.includes(userInfo.role)) return <GuardRedirect message={MESSAGES.guardWrongRole} />;
  return <Outlet />;
}

/** Guest-only pages (login, register): a logged-in visitor goes to / with 'Forbiden'. */
export function RequireGuest() {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const location = useLocation();
  // A visitor who logs in (or registers) here is not an intruder: the page itself moves them on to /.
  const [arrivedAsGuest] = useState(() => !userInfo?.token);
  // The logout dialog lands on /login a moment before the token is gone.
  const isLoggingOut = (location.state as Partial<LoggingOutState> | null)?.loggingOut === true;
  if (userInfo?.token && !arrivedAsGuest && !isLoggingOut) return <GuardRedirect message={MESSAGES.guardGuestOnly} />;
  return <Outlet />;
}
