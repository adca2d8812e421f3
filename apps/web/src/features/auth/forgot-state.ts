/**
 * What the recovery pages hand each other through router state (kept in history.state by the browser, so a
 * reload of /forgot/otp or /forgot/otp/verify keeps it; a fresh visit without it starts again at /forgot).
 */
export type ForgotState = { email: string; sentAt: number; code?: string };

export function readForgotState(state: unknown): ForgotState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, sentAt, code } = state as Partial<Record<keyof ForgotState, unknown>>;
  if (typeof email !== 'string' || !email || typeof sentAt !== 'number') return null;
  return { email, sentAt, ...(typeof code === 'string' ? { code } : {}) };
}
