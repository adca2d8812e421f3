import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ROLES_ID,
  type CodePurpose,
  type CodeSent,
  type ForgotCompleteBody,
  type LoginData,
  type RegisterCompleteBody,
} from '@rima/shared/api/auth';
import { MESSAGES } from '@rima/shared/messages';
import { OTP_RESEND_SECONDS } from '@rima/shared/constants';
import type { Config } from '../../config';
import { pgErrorCode, type Db, type Queryable } from '../../db/client';
import { createSession } from '../../http/auth';
import { badRequest, conflict, notFound, tooManyRequests, unauthenticated } from '../../http/errors';
import { codeMail, type Mailer } from '../../mail/mailer';
import type { AuthRepository, CodeRow, UserRow } from './auth.repository';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';

export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = OTP_RESEND_SECONDS; // 120
export const CODES_PER_EMAIL_PER_HOUR = 5;
export const CODE_EMAILS_PER_IP_PER_HOUR = 20;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_IP = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 50;

const CODE_WRONG = "The code doesn't match. Check the e-mail and try again.";
const CODE_DEAD = 'This code has expired or was tried too many times. Ask for a new code.';
const CODE_MISSING = 'No code was sent to this e-mail. Ask for a code first.';

function newCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function hashCode(code: string, salt = crypto.randomBytes(16).toString('hex')): string {
  return `${salt}$${crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const actual = hashCode(code, salt).split('$')[1] ?? '';
  return actual.length === expected.length && crypto.timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}

const secondsLeft = (windowSeconds: number, ageSeconds: number | null) =>
  Math.max(1, Math.ceil(windowSeconds - (ageSeconds ?? 0)));

export type AuthServiceDeps = {
  db: Db;
  repo: AuthRepository;
  mailer: Mailer;
  config: Pick<Config, 'legacyClientMode'>;
  log: FastifyBaseLogger;
};

export function createAuthService(deps: AuthServiceDeps) {
  const { db, repo, mailer, config, log } = deps;

  function loginData(user: UserRow, token: string, emailOrusername: string): LoginData {
    return {
      token,
      id: user.id,
      user_id: user.id,
      email: user.email,
      name: user.name,
      emailOrusername,
      role: user.role,
      roles_id: ROLES_ID[user.role],
      username: user.username,
    };
  }

  // ---- codes ----

  /** Applies the resend and hourly limits, stores a new code and returns it (the caller mails it). */
  async function issueCode(email: string, purpose: CodePurpose, ip: string): Promise<{ id: number; code: string }> {
    const stats = await repo.codeSendStats(db, email, purpose, ip);
    if (stats.secondsSinceLast !== null && stats.secondsSinceLast < CODE_RESEND_SECONDS) {
      const wait = secondsLeft(CODE_RESEND_SECONDS, stats.secondsSinceLast);
      throw tooManyRequests(
        `A code was sent less than 2 minutes ago. You can ask for a new one in ${wait} seconds.`,
        wait,
      );
    }
    if (stats.emailLastHour >= CODES_PER_EMAIL_PER_HOUR) {
      const wait = secondsLeft(3600, stats.emailOldestAgeSeconds);
      throw tooManyRequests(`Too many codes for this e-mail. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
    }
    if (stats.ipLastHour >= CODE_EMAILS_PER_IP_PER_HOUR) {
      const wait = secondsLeft(3600, stats.ipOldestAgeSeconds);
      throw tooManyRequests(
        `Too many codes requested from your network. Try again in ${Math.ceil(wait / 60)} minutes.`,
        wait,
      );
    }
    const code = newCode();
    const id = await repo.insertCode(db, {
      email,
      purpose,
      codeHash: hashCode(code),
      ip,
      validMinutes: CODE_VALID_MINUTES,
    });
    return { id, code };
  }

  /**
   * Checks a code without consuming it. A wrong code counts a try; the 5th wrong try kills it.
   * Returns the code row so the caller can consume it in its own transaction.
   */
  async function checkCode(tx: Queryable, email: string, purpose: CodePurpose, code: string): Promise<CodeRow> {
    const row = await repo.findLatestCode(tx, email, purpose);
    if (!row) throw badRequest(CODE_MISSING);
    if (row.consumed_at !== null || row.is_expired || row.attempts >= CODE_MAX_ATTEMPTS) throw badRequest(CODE_DEAD);
    if (!codeMatches(code, row.code_hash)) {
      // Counted outside any surrounding transaction, so a rollback cannot undo it.
      const attempts = await repo.addCodeAttempt(db, row.id);
      if (attempts >= CODE_MAX_ATTEMPTS) throw badRequest(CODE_DEAD);
      const left = CODE_MAX_ATTEMPTS - attempts;
      throw badRequest(`${CODE_WRONG} ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    return row;
  }

  async function mailCode(email: string, purpose: CodePurpose, codeId: number, code: string): Promise<void> {
    try {
      await mailer.send(codeMail({ to: email, purpose, code, minutes: CODE_VALID_MINUTES }));
    } catch (error) {
      // The code never reached anyone: do not let it block a resend for two minutes.
      await repo.deleteCode(db, codeId);
      throw error;
    }
  }

  function codeSent(email: string, code: string | undefined): CodeSent {
    return {
      email,
      resend_after: CODE_RESEND_SECONDS,
      expires_in: CODE_VALID_MINUTES * 60,
      // API-COMPAT 6/8: only the old client, which compares codes itself, gets the code back.
      ...(config.legacyClientMode && code !== undefined ? { code } : {}),
    };
  }

  // ---- login / logout ----

  async function login(input: { emailOrusername: string; password: string; ip: string }): Promise<LoginData> {
    const user = await repo.findUserByLogin(db, input.emailOrusername);
    // e-mail and username of one user share a budget; unknown names get their own.
    const account = user ? `user:${user.id}` : `name:${input.emailOrusername.toLowerCase()}`;
    const stats = await repo.loginFailureStats(db, account, input.ip, LOGIN_WINDOW_MINUTES);
    const window = LOGIN_WINDOW_MINUTES * 60;
    if (stats.accountCount >= LOGIN_MAX_FAILURES_PER_ACCOUNT_IP) {
      const wait = secondsLeft(window, stats.accountOldest);
      throw tooManyRequests(`Too many failed logins. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
    }
    if (stats.ipCount >= LOGIN_MAX_FAILURES_PER_IP) {
      const wait = secondsLeft(window, stats.ipOldest);
      throw tooManyRequests(`Too many failed logins. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
    }
    // Unknown user: verify against a dummy hash anyway, so the answer takes as long as a wrong password.
    const ok = await verifyPassword(input.password, user ? user.password_hash : await DUMMY_HASH_PROMISE);
    if (!user || !ok) {
      await repo.insertLoginFailure(db, account, input.ip);
      throw unauthenticated(MESSAGES.loginWrong);
    }
    await repo.clearLoginFailures(db, account, input.ip);
    const token = await createSession(db, user.id);
    return loginData(user, token, input.emailOrusername);
  }

  async function logout(sessionId: number): Promise<void> {
    await repo.revokeSession(db, sessionId);
  }

  // ---- registration ----

  async function registerStart(email: string, ip: string): Promise<CodeSent> {
    if (await repo.findUserByEmail(db, email)) throw badRequest('Email Already Exists');
    const { id, code } = await issueCode(email, 'register', ip);
    await mailCode(email, 'register', id, code);
    return codeSent(email, code);
  }

  async function registerComplete(input: RegisterCompleteBody): Promise<LoginData> {
    const { email, role, username } = input;
    const codeRow = await checkCode(db, email, 'register', input.code);
    if (await repo.findUserByEmail(db, email)) throw badRequest('Email Already Exists');
    if (await repo.isUsernameTaken(db, username)) {
      throw conflict(
        role === 'seller'
          ? 'This store name is already taken. Choose another one.'
          : 'This username is already taken. Choose another one.',
      );
    }
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await db.transaction(async (tx) => {
        if (!(await repo.consumeCode(tx, codeRow.id))) throw badRequest(CODE_DEAD);
        return repo.insertUser(tx, {
          role,
          email,
          username,
          passwordHash,
          storeDesc: role === 'seller' ? (input.store_desc ?? '') : '',
        });
      });
      const token = await createSession(db, user.id);
      return loginData(user, token, email);
    } catch (error) {
      // Two registrations racing for the same e-mail or name: the unique index decides.
      if (pgErrorCode(error) === '23505') throw conflict('This e-mail, username or store name is already taken.');
      throw error;
    }
  }

  async function verifyCode(input: { email: string; code: string; purpose: CodePurpose }): Promise<void> {
    await checkCode(db, input.email, input.purpose, input.code);
  }

  // ---- forgot password ----

  async function forgotStart(email: string, ip: string): Promise<CodeSent> {
    const user = await repo.findUserByEmail(db, email);
    if (!user && config.legacyClientMode) throw notFound('No account uses this e-mail');
    // Known or unknown, the same limits and the same answer: a code row is stored either way
    // (for an unknown e-mail it is never sent and cannot be used).
    const { id, code } = await issueCode(email, 'reset', ip);
    if (user) {
      // Sent in the background so the answer takes as long for unknown e-mails as for known ones.
      mailCode(email, 'reset', id, code).catch((error: unknown) => {
        log.error({ err: error, to: email }, 'password reset mail failed');
      });
    }
    return codeSent(email, user ? code : undefined);
  }

  async function forgotComplete(input: ForgotCompleteBody): Promise<void> {
    const codeRow = await checkCode(db, input.email, 'reset', input.code);
    const user = await repo.findUserByEmail(db, input.email);
    if (!user) throw badRequest(CODE_DEAD);
    const passwordHash = await hashPassword(input.new_password);
    await db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, codeRow.id))) throw badRequest(CODE_DEAD);
      await repo.updatePassword(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id);
    });
  }

  // ---- change password (used by the profile module) ----

  async function changePassword(input: {
    userId: number;
    sessionId: number;
    password: string;
    newPassword: string;
  }): Promise<void> {
    const user = await repo.findUserById(db, input.userId);
    if (!user || !(await verifyPassword(input.password, user.password_hash))) {
      throw badRequest(MESSAGES.passwordWrong);
    }
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await repo.updatePassword(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id, input.sessionId);
    });
  }

  return {
    login,
    logout,
    registerStart,
    registerComplete,
    verifyCode,
    forgotStart,
    forgotComplete,
    changePassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
