import type { Queryable } from '../../db/client';
import type { Language } from '@rima/shared/language';
import type { Role } from '../../http/auth';

export type UserRow = {
  id: number;
  role: Role;
  email: string;
  username: string;
  name: string;
  password_hash: string;
  language: Language;
  suspended_at: Date | null;
};

export type CodeRow = {
  id: number;
  code_hash: string;
  /** Tries counted so far, this one included. */
  attempts: number;
};

export type CodePurpose = 'register' | 'reset';

/** The columns an account's owner edits on the profile page (modules/profile). */
export type ProfileChanges = Partial<{
  name: string;
  phone: string;
  gender: string;
  address: string;
  store_desc: string;
  image_key: string | null;
  username: string;
  language: Language;
}>;
const PROFILE_EDITABLE = [
  'name',
  'phone',
  'gender',
  'address',
  'store_desc',
  'image_key',
  'username',
  'language',
] as const;

const USER_COLUMNS = 'id, role, email, username, name, password_hash, language, suspended_at';

/** SQL for accounts: users, sessions and one-time codes. Plain rows, no HTTP errors. */
export function createAuthRepository() {
  return {
    async findUserByLogin(db: Queryable, emailOrUsername: string): Promise<UserRow | undefined> {
      const rows = await db.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1)
          ORDER BY (lower(email) = lower($1)) DESC LIMIT 1`,
        [emailOrUsername],
      );
      return rows[0];
    },

    async findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
      const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
      return rows[0];
    },

    async findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
      const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0];
    },

    async isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
      return rows.length > 0;
    },

    async insertUser(
      db: Queryable,
      user: {
        role: Role;
        email: string;
        username: string;
        passwordHash: string;
        storeDesc: string;
        language: Language;
      },
    ): Promise<UserRow> {
      const rows = await db.query<UserRow>(
        `INSERT INTO users (role, email, username, password_hash, store_desc, language)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${USER_COLUMNS}`,
        [user.role, user.email, user.username, user.passwordHash, user.storeDesc, user.language],
      );
      const row = rows[0];
      if (!row) throw new Error('user insert returned no row');
      return row;
    },

    async updatePassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
    },

    /** An operator's suspension (`reason`) or reinstatement (null). */
    async setSuspended(db: Queryable, userId: number, reason: string | null): Promise<void> {
      await db.query(
        `UPDATE users SET suspended_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, suspended_reason = $2,
                updated_at = now() WHERE id = $1`,
        [userId, reason],
      );
    },

    /** Writes the given profile columns under the row's lock; answers the image key before, or undefined. */
    async updateProfile(
      db: Queryable,
      id: number,
      changes: ProfileChanges,
    ): Promise<{ previousImageKey: string | null } | undefined> {
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const column of PROFILE_EDITABLE) {
        const value = changes[column];
        if (value === undefined) continue;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
      const before = await db.query<{ image_key: string | null }>(
        'SELECT image_key FROM users WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!before[0]) return undefined;
      if (sets.length > 0) {
        await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
      }
      return { previousImageKey: before[0].image_key };
    },

    async revokeSession(db: Queryable, sessionId: number): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
    },

    /**
     * Revokes every live session of the user, except `keepSessionId` when given (the sessions trigger closes
     * their live streams, migration 0017).
     */
    async revokeUserSessions(db: Queryable, userId: number, keepSessionId?: number): Promise<void> {
      await db.query(
        `UPDATE sessions SET revoked_at = now()
          WHERE user_id = $1 AND revoked_at IS NULL AND ($2::int IS NULL OR id <> $2::int)`,
        [userId, keepSessionId ?? null],
      );
    },

    // ---- one-time codes ----

    async insertCode(
      db: Queryable,
      code: { email: string; purpose: CodePurpose; codeHash: string; ip: string; validMinutes: number },
    ): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO verification_codes (email, purpose, code_hash, ip, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
        [code.email, code.purpose, code.codeHash, code.ip, code.validMinutes],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('code insert returned no id');
      return id;
    },

    async deleteCode(db: Queryable, id: number): Promise<void> {
      await db.query('DELETE FROM verification_codes WHERE id = $1', [id]);
    },

    /**
     * Counts a try on the newest code for the e-mail and purpose (the only one that counts) BEFORE it is
     * compared: one statement that refuses a used, expired or exhausted code, so parallel guesses cannot pass
     * the limit. Undefined when there is no live code with tries left.
     */
    async takeCodeAttempt(
      db: Queryable,
      email: string,
      purpose: CodePurpose,
      maxAttempts: number,
    ): Promise<CodeRow | undefined> {
      const rows = await db.query<CodeRow>(
        `UPDATE verification_codes SET attempts = attempts + 1
          WHERE id = (SELECT id FROM verification_codes WHERE email = $1 AND purpose = $2
                       ORDER BY created_at DESC, id DESC LIMIT 1)
            AND attempts < $3 AND consumed_at IS NULL AND expires_at > now()
          RETURNING id, code_hash, attempts`,
        [email, purpose, maxAttempts],
      );
      return rows[0];
    },

    /** Gives a try back (the code was right). */
    async refundCodeAttempt(db: Queryable, id: number): Promise<void> {
      await db.query('UPDATE verification_codes SET attempts = attempts - 1 WHERE id = $1 AND attempts > 0', [id]);
    },

    async hasCode(db: Queryable, email: string, purpose: CodePurpose): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM verification_codes WHERE email = $1 AND purpose = $2 LIMIT 1', [
        email,
        purpose,
      ]);
      return rows.length > 0;
    },

    /** Marks the code used; false when someone else used it first. */
    async consumeCode(db: Queryable, id: number): Promise<boolean> {
      const rows = await db.query(
        'UPDATE verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
        [id],
      );
      return rows.length > 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
