import type { Queryable } from '../../db/client';
import type { Language } from '@rima/shared/language';
import type { Role } from '../../http/auth';

export type ProfileRow = {
  id: number;
  role: Role;
  email: string;
  username: string;
  name: string;
  phone: string;
  gender: string;
  address: string;
  store_desc: string;
  image_key: string | null;
  language: Language;
  created_at: string;
  updated_at: string;
};

export type ProfileChanges = Partial<
  Pick<ProfileRow, 'name' | 'phone' | 'gender' | 'address' | 'store_desc' | 'image_key' | 'username' | 'language'>
>;

// Never the password hash: the profile answer is built from these columns only.
const PROFILE_COLUMNS = `id, role, email, username, name, phone, gender, address, store_desc, image_key, language,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

const EDITABLE = ['name', 'phone', 'gender', 'address', 'store_desc', 'image_key', 'username', 'language'] as const;

export function createProfileRepository() {
  return {
    async findById(db: Queryable, id: number): Promise<ProfileRow | undefined> {
      const rows = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0];
    },

    /** Updates the given columns; returns the previous image key and the new row. */
    async update(
      db: Queryable,
      id: number,
      changes: ProfileChanges,
    ): Promise<{ previousImageKey: string | null; row: ProfileRow } | undefined> {
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const column of EDITABLE) {
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
      const rows = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
      const row = rows[0];
      return row ? { previousImageKey: before[0].image_key, row } : undefined;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
