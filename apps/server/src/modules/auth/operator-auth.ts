import crypto from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { API_MESSAGES } from '@rima/shared/api-messages';
import { SHOP_NAME } from '@rima/shared/constants';
import type { Db, Queryable } from '../../db/client';
import { AppError, badRequest, notFound, unauthenticated } from '../../http/errors';
import type { UserRow } from './auth.repository';
import { hashPassword } from './password';

/**
 * The operator's second factor (docs/decisions/014). TOTP (RFC 6238, otplib) with one step of clock drift either way;
 * a time step is accepted once (totp_last_step); ten single-use recovery codes, stored hashed. Operators are
 * made by `npm run operator:create` (a one-time setup link, valid 72 hours) or by the demo seed.
 */
export const RECOVERY_CODE_COUNT = 10;
export const SETUP_LINK_HOURS = 72;
const TOLERANCE_SECONDS = 30;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** Recovery codes are typed by people: case and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.replace(/-/g, '').toLowerCase();
export const hashRecoveryCode = (code: string) => sha256(normaliseRecoveryCode(code));

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

export const newTotpSecret = () => generateSecret();

export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: `${SHOP_NAME} operators`, label: email, secret });
}

/** The time step of a valid code (not older than `afterStep`), or null. */
export function checkTotp(secret: string, code: string, afterStep = 0): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: afterStep });
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

export const mfaRequired = () => new AppError(401, 'MFA_REQUIRED', API_MESSAGES.mfaRequired);

type OperatorRow = { id: number; email: string; totp_secret: string | null; totp_last_step: string | number };

export function createOperatorAuth(deps: { db: Db }) {
  const { db } = deps;

  /** True when `code` is the operator's TOTP code or an unused recovery code, which it then uses up. */
  async function verifySecondFactor(user: UserRow, code: string): Promise<boolean> {
    const [row] = await db.query<OperatorRow>(
      'SELECT id, email, totp_secret, totp_last_step FROM users WHERE id = $1 AND totp_enabled_at IS NOT NULL',
      [user.id],
    );
    if (!row?.totp_secret) return false;
    const step = checkTotp(row.totp_secret, code, Number(row.totp_last_step));
    if (step !== null) {
      // One statement: of two logins racing with the same code, one gets the step.
      const won = await db.query(
        'UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
        [user.id, step],
      );
      return won.length > 0;
    }
    const used = await db.query(
      `UPDATE operator_recovery_codes SET used_at = now()
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [user.id, hashRecoveryCode(code)],
    );
    return used.length > 0;
  }

  async function findSetup(q: Queryable, token: string) {
    const [row] = await q.query<{ id: number; user_id: number; email: string; totp_secret: string | null }>(
      `SELECT t.id, t.user_id, u.email, u.totp_secret FROM operator_setup_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.role = 'operator'`,
      [sha256(token)],
    );
    if (!row?.totp_secret) throw notFound('This setup link is unknown, used or expired. Ask for a new one.');
    return { ...row, totp_secret: row.totp_secret };
  }

  return {
    verifySecondFactor,

    async getSetup(token: string) {
      const setup = await findSetup(db, token);
      const url = otpauthUrl(setup.email, setup.totp_secret);
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
      return {
        email: setup.email,
        secret: setup.totp_secret,
        otpauth_url: url,
        qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** Sets the password, turns on TOTP after a right code, uses the link up and answers the recovery codes. */
    async completeSetup(input: { token: string; password: string; code: string }) {
      const setup = await findSetup(db, input.token);
      const step = checkTotp(setup.totp_secret, input.code);
      if (step === null) throw badRequest('The code does not match. Check the time on your phone and try again.');
      const passwordHash = await hashPassword(input.password);
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const used = await tx.query(
          'UPDATE operator_setup_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
          [setup.id],
        );
        if (used.length === 0) throw unauthenticated('This setup link was used meanwhile');
        await tx.query(
          `UPDATE users SET password_hash = $2, totp_enabled_at = now(), totp_last_step = $3, updated_at = now()
            WHERE id = $1`,
          [setup.user_id, passwordHash, step],
        );
        await storeRecoveryCodes(tx, setup.user_id, codes);
        await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
          setup.user_id,
        ]);
      });
      return { email: setup.email, recovery_codes: codes };
    },
  };
}
export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

export async function storeRecoveryCodes(q: Queryable, userId: number, codes: string[]): Promise<void> {
  await q.query('DELETE FROM operator_recovery_codes WHERE user_id = $1', [userId]);
  await q.query('INSERT INTO operator_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [
    userId,
    codes.map(hashRecoveryCode),
  ]);
}

/** An operator whose password and TOTP are already set up (the demo operator, modules/ops/ops-seed.ts). */
export async function insertEnrolledOperator(
  q: Queryable,
  o: { email: string; username: string; name: string; passwordHash: string; totpSecret: string },
): Promise<number | undefined> {
  const [operator] = await q.query<{ id: number }>(
    `INSERT INTO users (role, email, username, password_hash, name, totp_secret, totp_enabled_at)
     VALUES ('operator', $1, $2, $3, $4, $5, now()) RETURNING id`,
    [o.email, o.username, o.passwordHash, o.name, o.totpSecret],
  );
  return operator?.id;
}

/**
 * Creates an operator (or re-issues the link of one that exists): an unusable random password until setup,
 * a fresh TOTP secret, and a setup token. Answers the raw token (shown once; only its hash is stored).
 */
export async function createOperatorAccount(
  db: Db,
  input: { email: string; name?: string },
): Promise<{ userId: number; token: string; isNew: boolean }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const secret = newTotpSecret();
  const unusable = await hashPassword(crypto.randomBytes(32).toString('hex'));
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: number; role: string }>(
      'SELECT id, role FROM users WHERE lower(email) = lower($1) FOR UPDATE',
      [input.email],
    );
    if (existing && existing.role !== 'operator') {
      throw badRequest(`${input.email} belongs to a ${existing.role}; an operator needs an e-mail of its own`);
    }
    let userId = existing?.id;
    if (userId === undefined) {
      const base = input.email.split('@')[0]?.replace(/[^A-Za-z0-9_.-]/g, '') || 'operator';
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO users (role, email, username, password_hash, name, totp_secret)
         VALUES ('operator', $1, $2, $3, $4, $5) RETURNING id`,
        [
          input.email.toLowerCase(),
          `ops-${base}-${crypto.randomBytes(3).toString('hex')}`,
          unusable,
          input.name ?? base,
          secret,
        ],
      );
      userId = row?.id;
    } else {
      // A new link starts setup again: new secret, old codes and sessions gone.
      await tx.query(
        `UPDATE users SET totp_secret = $2, totp_enabled_at = NULL, totp_last_step = 0, password_hash = $3 WHERE id = $1`,
        [userId, secret, unusable],
      );
      await tx.query('DELETE FROM operator_recovery_codes WHERE user_id = $1', [userId]);
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    }
    if (userId === undefined) throw new Error('operator insert returned no id');
    await tx.query(
      `INSERT INTO operator_setup_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [userId, sha256(token), SETUP_LINK_HOURS],
    );
    return { userId, token, isNew: !existing };
  });
}
