import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { forbidden, unauthenticated } from './errors';

export type Role = 'customer' | 'seller' | 'operator';
export type AuthUser = { id: number; role: Role; email: string; username: string; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; absent on public routes. */
    user?: AuthUser;
  }
}

export const SESSION_IDLE_HOURS = 24;
export const SESSION_ABSOLUTE_DAYS = 7;

/** At least 128 random bits (we use 256), URL-safe. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Creates a session for the user and returns the raw token (shown once, stored hashed). */
export async function createSession(db: Pick<Db, 'query'>, userId: number): Promise<string> {
  const token = newSessionToken();
  await db.query('INSERT INTO sessions (user_id, token_hash) VALUES ($1, $2)', [userId, hashToken(token)]);
  return token;
}

type SessionRow = { session_id: number; id: number; role: Role; email: string; username: string };

/**
 * A live session by its token's hash ($1): not revoked, its user not suspended, used in the last
 * SESSION_IDLE_HOURS ($2) and created in the last SESSION_ABSOLUTE_DAYS ($3); `touch` when last_used_at is due
 * for its once-a-minute update. A statement of its own in resolveToken, and the first part of the checkout's
 * read (docs/decisions/063), so both check a session the same way.
 */
export const LIVE_SESSION_SQL = prepared(`SELECT s.id AS session_id, u.id, u.role, u.email, u.username,
            s.last_used_at < now() - interval '1 minute' AS touch
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND u.suspended_at IS NULL
        AND s.last_used_at > now() - make_interval(hours => $2)
        AND s.created_at > now() - make_interval(days => $3)`);

export type LiveSessionRow = SessionRow & { touch: boolean };

/** LIVE_SESSION_SQL's parameters for `token`, or null when no token could be one. */
export function liveSessionParams(token: string | undefined): [string, number, number] | null {
  if (!token || token.length > 200) return null;
  return [hashToken(token), SESSION_IDLE_HOURS, SESSION_ABSOLUTE_DAYS];
}

/** A write only when the touch is due: an UPDATE on every request wrote a row version each time. */
export async function touchSession(db: Pick<Db, 'query'>, row: LiveSessionRow): Promise<void> {
  if (!row.touch) return;
  await db.query(
    "UPDATE sessions SET last_used_at = now() WHERE id = $1 AND last_used_at < now() - interval '1 minute'",
    [row.session_id],
  );
}

export const toAuthUser = (row: SessionRow): AuthUser => ({
  id: row.id,
  role: row.role,
  email: row.email,
  username: row.username,
  sessionId: row.session_id,
});

/**
 * Resolves x-access-token (API-COMPAT 2: the raw value, no Bearer) to a live session: not revoked, used in the
 * last 24 h, created in the last 7 days. Touches last_used_at at most once a minute.
 */
export async function resolveToken(db: Db, token: string | undefined): Promise<AuthUser | null> {
  const params = liveSessionParams(token);
  if (!params) return null;
  const [row] = await db.query<LiveSessionRow>(LIVE_SESSION_SQL, params);
  if (!row) return null;
  await touchSession(db, row);
  return toAuthUser(row);
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token'];
  return Array.isArray(header) ? header[0] : header;
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

export const NOT_SIGNED_IN = 'Please log in to continue (missing or expired token)';
export const NOT_YOUR_ROLE = 'Forbidden, Not Your Role';

/**
 * preHandlers for routes: `requireAuth()` (any logged-in user) or `requireAuth(['seller'])`.
 * 401 for a missing, unknown, expired or revoked token; 403 for a role not in the list.
 */
export function createAuthGuards(db: Db) {
  function requireAuth(roles: Role[] = []): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await resolveToken(db, tokenOf(request));
      if (!user) throw unauthenticated(NOT_SIGNED_IN);
      if (roles.length > 0 && !roles.includes(user.role)) throw forbidden(NOT_YOUR_ROLE);
      request.user = user;
    };
  }

  /** For public routes that personalise when a valid token is sent (never fails). */
  const optionalAuth: preHandlerAsyncHookHandler = async (request) => {
    const user = await resolveToken(db, tokenOf(request));
    if (user) request.user = user;
  };

  /**
   * Only that a token was sent (401 otherwise), for a route whose own first statement checks the session with
   * LIVE_SESSION_SQL and answers 401 and 403 as requireAuth does (the checkout, docs/decisions/063).
   */
  const requireToken: preHandlerAsyncHookHandler = async (request) => {
    if (!liveSessionParams(tokenOf(request))) throw unauthenticated(NOT_SIGNED_IN);
  };

  return { requireAuth, optionalAuth, requireToken };
}

/** How long a signed link lasts (past the whole hour it was made in). */
const SIGNED_LINK_HOURS = 6;
const HOUR_S = 3600;
const linkSignature = (tokenHash: string, path: string, sessionId: number, expires: number) =>
  crypto.createHmac('sha256', tokenHash).update(`${path}\n${sessionId}\n${expires}`).digest('base64url');

/**
 * A link to `path` for what a browser fetches without our header (a <video>'s source): signed with the
 * caller's session (keyed by its token's hash, which only the server and that session's holder can derive),
 * valid while the session lives and for some hours. The expiry is rounded to the hour so a view fetched again
 * gives the same link and a playing video is not restarted (docs/decisions/059).
 */
export function signLink(request: FastifyRequest, path: string, now = Date.now()): string {
  const user = currentUser(request);
  const expires = (Math.ceil(now / 1000 / HOUR_S) + SIGNED_LINK_HOURS) * HOUR_S;
  const signature = linkSignature(hashToken(tokenOf(request) ?? ''), path, user.sessionId, expires);
  return `${path}?session=${user.sessionId}&expires=${expires}&signature=${signature}`;
}

/** The user a signed link was made for, if the link is intact, unexpired and its session still live. */
export async function resolveSignedLink(
  db: Db,
  path: string,
  query: { session?: unknown; expires?: unknown; signature?: unknown },
  now = Date.now(),
): Promise<AuthUser | null> {
  const sessionId = Number(query.session);
  const expires = Number(query.expires);
  const signature = typeof query.signature === 'string' ? query.signature : '';
  if (!Number.isSafeInteger(sessionId) || sessionId < 1 || sessionId > 2_147_483_647) return null;
  if (!Number.isSafeInteger(expires) || expires * 1000 < now || signature.length > 100) return null;
  const [row] = await db.query<SessionRow & { token_hash: string }>(
    `SELECT s.id AS session_id, s.token_hash, u.id, u.role, u.email, u.username
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND u.suspended_at IS NULL
        AND s.last_used_at > now() - make_interval(hours => $2)
        AND s.created_at > now() - make_interval(days => $3)`,
    [sessionId, SESSION_IDLE_HOURS, SESSION_ABSOLUTE_DAYS],
  );
  if (!row) return null;
  const expected = Buffer.from(linkSignature(row.token_hash, path, sessionId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { id: row.id, role: row.role, email: row.email, username: row.username, sessionId: row.session_id };
}

/** The authenticated user of a route guarded by requireAuth (a programming error otherwise). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
