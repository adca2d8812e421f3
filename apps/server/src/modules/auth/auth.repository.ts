import type { Queryable } from '../../db/client';
import type { Role } from '../../http/auth';

export type UserRow = {
  id: number;
  role: Role;
  email: string;
  username: string;
  name: string;
  password_hash: string;
};

export type CodeRow = {
  id: number;
  code_hash: string;
  attempts: number;
  is_expired: boolean;
  consumed_at: string | null;
};

export type CodePurpose = 'register' | 'reset';

const USER_COLUMNS = 'id, role, email, username, name, password_hash';

/** SQL for accounts: users, sessions, one-time codes and login failures. Plain rows, no HTTP errors. */
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
      user: { role: Role; email: string; username: string; passwordHash: string; storeDesc: string },
    ): Promise<UserRow> {
      const rows = await db.query<UserRow>(
        `INSERT INTO users (role, email, username, password_hash, store_desc)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
        [user.role, user.email, user.username, user.passwordHash, user.storeDesc],
      );
      const row = rows[0];
      if (!row) throw new Error('user insert returned no row');
      return row;
    },

    async updatePassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
    },

    async revokeSession(db: Queryable, sessionId: number): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
    },

    /** Revokes every live session of the user, except `keepSessionId` when given. */
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

    /** The newest code for the e-mail and purpose: the only one that counts. */
    async findLatestCode(db: Queryable, email: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const rows = await db.query<CodeRow>(
        `SELECT id, code_hash, attempts, expires_at <= now() AS is_expired, consumed_at::text AS consumed_at
           FROM verification_codes WHERE email = $1 AND purpose = $2
          ORDER BY created_at DESC, id DESC LIMIT 1`,
        [email, purpose],
      );
      return rows[0];
    },

    /** Counts a wrong try; returns the new count (atomic, so parallel guesses cannot exceed the limit). */
    async addCodeAttempt(db: Queryable, id: number): Promise<number> {
      const rows = await db.query<{ attempts: number }>(
        'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
        [id],
      );
      return rows[0]?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Marks the code used; false when someone else used it first. */
    async consumeCode(db: Queryable, id: number): Promise<boolean> {
      const rows = await db.query(
        'UPDATE verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
        [id],
      );
      return rows.length > 0;
    },

    /** Send statistics for the resend rules: seconds since the last code, codes in the last hour. */
    async codeSendStats(
      db: Queryable,
      email: string,
      purpose: CodePurpose,
      ip: string,
    ): Promise<{
      secondsSinceLast: number | null;
      emailLastHour: number;
      emailOldestAgeSeconds: number | null;
      ipLastHour: number;
      ipOldestAgeSeconds: number | null;
    }> {
      const rows = await db.query<{
        since_last: number | null;
        email_count: number;
        email_oldest: number | null;
        ip_count: number;
        ip_oldest: number | null;
      }>(
        `SELECT
           (SELECT extract(epoch FROM now() - max(created_at))::float8 FROM verification_codes
             WHERE email = $1 AND purpose = $2) AS since_last,
           (SELECT count(*)::int FROM verification_codes
             WHERE email = $1 AND created_at > now() - interval '1 hour') AS email_count,
           (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM verification_codes
             WHERE email = $1 AND created_at > now() - interval '1 hour') AS email_oldest,
           (SELECT count(*)::int FROM verification_codes
             WHERE ip = $3 AND created_at > now() - interval '1 hour') AS ip_count,
           (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM verification_codes
             WHERE ip = $3 AND created_at > now() - interval '1 hour') AS ip_oldest`,
        [email, purpose, ip],
      );
      const r = rows[0];
      return {
        secondsSinceLast: r?.since_last ?? null,
        emailLastHour: r?.email_count ?? 0,
        emailOldestAgeSeconds: r?.email_oldest ?? null,
        ipLastHour: r?.ip_count ?? 0,
        ipOldestAgeSeconds: r?.ip_oldest ?? null,
      };
    },

    // ---- login failures ----

    /** Failures in the window for account+IP and for the IP, with the age of the oldest of each. */
    async loginFailureStats(
      db: Queryable,
      account: string,
      ip: string,
      windowMinutes: number,
    ): Promise<{ accountCount: number; accountOldest: number | null; ipCount: number; ipOldest: number | null }> {
      const rows = await db.query<{
        account_count: number;
        account_oldest: number | null;
        ip_count: number;
        ip_oldest: number | null;
      }>(
        `SELECT
           count(*) FILTER (WHERE account = $1)::int AS account_count,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE account = $1))::float8 AS account_oldest,
           count(*)::int AS ip_count,
           extract(epoch FROM now() - min(created_at))::float8 AS ip_oldest
         FROM login_failures
         WHERE ip = $2 AND created_at > now() - make_interval(mins => $3)`,
        [account, ip, windowMinutes],
      );
      const r = rows[0];
      return {
        accountCount: r?.account_count ?? 0,
        accountOldest: r?.account_oldest ?? null,
        ipCount: r?.ip_count ?? 0,
        ipOldest: r?.ip_oldest ?? null,
      };
    },

    async insertLoginFailure(db: Queryable, account: string, ip: string): Promise<void> {
      await db.query('INSERT INTO login_failures (account, ip) VALUES ($1, $2)', [account, ip]);
      // Housekeeping: nothing older than a day is ever read.
      await db.query("DELETE FROM login_failures WHERE created_at < now() - interval '1 day'");
    },

    async clearLoginFailures(db: Queryable, account: string, ip: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE account = $1 AND ip = $2', [account, ip]);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
