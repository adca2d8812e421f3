import crypto from 'node:crypto';
import { apiMessage } from '@rima/shared/api-messages';
import type { Language } from '@rima/shared/language';
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
import type { Config } from '../../config';
import { pgErrorCode, type Db, type Queryable } from '../../db/client';
import { createSession } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound, unauthenticated } from '../../http/errors';
import type { RateBuckets } from '../../http/rate-limit';
import { codeMail, type Mailer } from '../../mail/mailer';
import type { AuthRepository, CodeRow, ProfileChanges, UserRow } from './auth.repository';
import { lockoutMail } from './auth.mails';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password';
import { createOperatorAuth, mfaRequired } from './operator-auth';
import {
  CODE_RESEND_SECONDS,
  createAuthThrottle,
  LOGIN_COOLDOWN_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
} from './throttle';

export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

const CODE_DEAD = 'This code has expired or was tried too many times. Ask for a new code.';
const CODE_LAST_WRONG = "The code doesn't match, and that was the last try. Ask for a new code.";
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

export type AuthServiceDeps = {
  db: Db;
  repo: AuthRepository;
  mailer: Mailer;
  config: Pick<Config, 'legacyClientMode'>;
  log: FastifyBaseLogger;
  rate: RateBuckets;
};

export function createAuthService(deps: AuthServiceDeps) {
  const { db, repo, mailer, config, log } = deps;
  const throttle = createAuthThrottle(deps.rate);
  const operatorAuth = createOperatorAuth({ db });

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
      language: user.language,
    };
  }

  // ---- codes ----

  /** Applies the resend and hourly limits (atomically), stores a new code and returns it (the caller mails it). */
  async function issueCode(
    email: string,
    purpose: CodePurpose,
    ip: string,
  ): Promise<{ id: number; code: string; release: () => Promise<void> }> {
    const { release } = await throttle.beginCodeMail(email, purpose, ip);
    const code = newCode();
    try {
      const id = await repo.insertCode(db, {
        email,
        purpose,
        codeHash: hashCode(code),
        ip,
        validMinutes: CODE_VALID_MINUTES,
      });
      return { id, code, release };
    } catch (error) {
      await release();
      throw error;
    }
  }

  /**
   * Checks a code without consuming it. The try is counted BEFORE comparing, in one statement that also
   * refuses a dead code, so parallel guesses can never compare more than 5 times; a right code gets its try back.
   */
  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<CodeRow> {
    const row = await repo.takeCodeAttempt(db, email, purpose, CODE_MAX_ATTEMPTS);
    if (!row) throw badRequest((await repo.hasCode(db, email, purpose)) ? CODE_DEAD : CODE_MISSING);
    if (!codeMatches(code, row.code_hash)) {
      const left = CODE_MAX_ATTEMPTS - row.attempts;
      if (left <= 0) throw badRequest(CODE_LAST_WRONG);
      throw badRequest(left === 1 ? apiMessage('codeWrongOneTryLeft') : apiMessage('codeWrongTriesLeft', { left }));
    }
    await repo.refundCodeAttempt(db, row.id);
    return row;
  }

  async function mailCode(
    issued: { id: number; code: string; release: () => Promise<void> },
    email: string,
    purpose: CodePurpose,
    language: Language,
  ): Promise<void> {
    try {
      await mailer.send(codeMail({ to: email, purpose, code: issued.code, minutes: CODE_VALID_MINUTES, language }));
    } catch (error) {
      // The code never reached anyone: do not let it block a resend for two minutes.
      await repo.deleteCode(db, issued.id);
      await issued.release();
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

  async function login(input: {
    emailOrusername: string;
    password: string;
    otp?: string | undefined;
    ip: string;
  }): Promise<LoginData> {
    const user = await repo.findUserByLogin(db, input.emailOrusername);
    // e-mail and username of one user share a budget; unknown names get their own.
    const account = user ? `user:${user.id}` : `name:${input.emailOrusername.toLowerCase()}`;
    // Counted as a failure before the password is checked (429 when a limit is full), settled on success.
    const attempt = await throttle.beginLogin(account, input.ip);
    // Unknown user: verify against a dummy hash anyway, so the answer takes as long as a wrong password.
    const ok = await verifyPassword(input.password, user ? user.password_hash : await DUMMY_HASH_PROMISE);
    if (!user || !ok) {
      if (user && attempt.tripsAccount && (await throttle.claimLockoutMail(account))) {
        const mail = lockoutMail({
          to: user.email,
          failures: LOGIN_MAX_FAILURES_PER_ACCOUNT,
          minutes: LOGIN_COOLDOWN_MINUTES,
          ip: input.ip,
          language: user.language,
        });
        mailer.send(mail).catch((error: unknown) => log.error({ err: error, to: user.email }, 'lockout mail failed'));
      }
      throw unauthenticated(MESSAGES.loginWrong);
    }
    // A suspended account is told so (only after the right password: no account probing).
    if (user.suspended_at) {
      await attempt.givenBack();
      throw forbidden(apiMessage('accountSuspended'));
    }
    // Operators prove a second factor; without one, 401 MFA_REQUIRED asks for it. A wrong code
    // counts as a failed login (the same throttle as passwords).
    if (user.role === 'operator') {
      if (!input.otp) {
        await attempt.givenBack();
        throw mfaRequired();
      }
      if (!(await operatorAuth.verifySecondFactor(user, input.otp))) {
        throw unauthenticated(apiMessage('mfaCodeWrong'));
      }
    }
    await attempt.succeeded();
    const token = await createSession(db, user.id);
    return loginData(user, token, input.emailOrusername);
  }

  async function logout(sessionId: number): Promise<void> {
    await repo.revokeSession(db, sessionId);
  }

  // ---- registration ----

  /** `language`: the visitor's (cookie or Accept-Language), for the code mail and the new account. */
  async function registerStart(email: string, ip: string, language: Language): Promise<CodeSent> {
    if (await repo.findUserByEmail(db, email)) throw badRequest('Email Already Exists');
    const issued = await issueCode(email, 'register', ip);
    await mailCode(issued, email, 'register', language);
    return codeSent(email, issued.code);
  }

  async function registerComplete(input: RegisterCompleteBody & { language: Language }): Promise<LoginData> {
    const { email, role, username } = input;
    const codeRow = await checkCode(email, 'register', input.code);
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
          language: input.language,
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
    await checkCode(input.email, input.purpose, input.code);
  }

  // ---- forgot password ----

  async function forgotStart(email: string, ip: string): Promise<CodeSent> {
    const user = await repo.findUserByEmail(db, email);
    if (!user && config.legacyClientMode) throw notFound('No account uses this e-mail');
    // Known or unknown, the same limits and the same answer: a code row is stored either way
    // (for an unknown e-mail it is never sent and cannot be used).
    const issued = await issueCode(email, 'reset', ip);
    if (user) {
      // Sent in the background so the answer takes as long for unknown e-mails as for known ones.
      mailCode(issued, email, 'reset', user.language).catch((error: unknown) => {
        log.error({ err: error, to: email }, 'password reset mail failed');
      });
    }
    return codeSent(email, user ? issued.code : undefined);
  }

  async function forgotComplete(input: ForgotCompleteBody): Promise<void> {
    const codeRow = await checkCode(input.email, 'reset', input.code);
    const user = await repo.findUserByEmail(db, input.email);
    if (!user) throw badRequest(CODE_DEAD);
    const passwordHash = await hashPassword(input.new_password);
    await db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, codeRow.id))) throw badRequest(CODE_DEAD);
      await repo.updatePassword(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id);
    });
    // The owner proved themselves with the mailed code: a per-account login cool-down ends.
    await throttle.clearAccount(`user:${user.id}`);
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
    getOperatorSetup: (token: string) => operatorAuth.getSetup(token),
    completeOperatorSetup: (input: { token: string; password: string; code: string }) =>
      operatorAuth.completeSetup(input),
    registerStart,
    registerComplete,
    verifyCode,
    forgotStart,
    forgotComplete,
    changePassword,

    // Other modules' writes to accounts, inside the transaction the caller composes (`tx`).
    /** The profile page's edit: the image key before, or undefined when there is no such account. */
    updateProfile: (userId: number, changes: ProfileChanges, tx: Queryable = db) =>
      repo.updateProfile(tx, userId, changes),
    /** Suspends the account with `reason`, or reinstates it (null). */
    setSuspended: (userId: number, reason: string | null, tx: Queryable = db) => repo.setSuspended(tx, userId, reason),
    /** Ends every session of the user. */
    revokeSessions: (userId: number, tx: Queryable = db) => repo.revokeUserSessions(tx, userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
