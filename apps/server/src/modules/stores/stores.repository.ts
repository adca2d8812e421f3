import type { Queryable } from '../../db/client';

export type StoreRecord = {
  id: number;
  username: string;
  store_desc: string;
  image_key: string | null;
  created_at: Date | string;
};

export function createStoresRepository() {
  /** A seller's public columns only: never e-mail, phone or the password hash. */
  async function findSeller(db: Queryable, id: number): Promise<StoreRecord | undefined> {
    const rows = await db.query<StoreRecord>(
      `SELECT id, username, store_desc, image_key, created_at FROM users WHERE id = $1 AND role = 'seller'`,
      [id],
    );
    return rows[0];
  }
  return { findSeller };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
