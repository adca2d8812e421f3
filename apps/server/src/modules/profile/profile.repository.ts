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

// Never the password hash: the profile answer is built from these columns only.
const PROFILE_COLUMNS = `id, role, email, username, name, phone, gender, address, store_desc, image_key, language,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

/** Reads of the account's profile; its changes are written by the auth module, owner of users (docs/decisions/031). */
export function createProfileRepository() {
  return {
    async findById(db: Queryable, id: number): Promise<ProfileRow | undefined> {
      const rows = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0];
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
