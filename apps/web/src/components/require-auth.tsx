import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '@rima/shared/messages';
import { useAppSelector } from '../app/hooks';
import { notify } from '../lib/toast';
import type { LoggingOutState } from './logout-dialog';

type Role = 'customer' | 'seller' | 'operator';

/** State a guard's redirect carries (spec §2: redirects replace history and carry a redirect flag). */
export type GuardRedirectState = { redirect: true; message: string; from: string };

function GuardRedirect({ message }: { message: string }) {
  const location = useLocation();
  const shown = useRef(false);
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      notify.guard(message);
    }
  }, [message]);
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
