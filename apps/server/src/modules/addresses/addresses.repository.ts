import type { Queryable } from '../../db/client';

export type AddressRow = {
  id: number;
  user_id: number;
  label: string;
  recipient: string;
  phone: string;
  province_code: string;
  province_name: string;
  regency_code: string;
  regency_name: string;
  district_code: string;
  district_name: string;
  village_code: string;
  village_name: string;
  postal_code: string;
  street: string;
  details: string | null;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
};

export type AddressValues = {
  label: string;
  recipient: string;
  phone: string;
  province_code: string;
  regency_code: string;
  district_code: string;
  village_code: string;
  postal_code: string;
  street: string;
  details: string | null;
};

const COLUMNS = `a.id, a.user_id, a.label, a.recipient, a.phone, a.province_code, p.name AS province_name,
  a.regency_code, r.name AS regency_name, a.district_code, d.name AS district_name, a.village_code,
  v.name AS village_name, a.postal_code, a.street, a.details, a.is_default, a.created_at, a.updated_at`;
const FROM = `FROM addresses a
  JOIN area_provinces p ON p.code = a.province_code JOIN area_regencies r ON r.code = a.regency_code
  JOIN area_districts d ON d.code = a.district_code JOIN area_villages v ON v.code = a.village_code`;

/** The written columns' values in the order both the insert and the update list them. */
const columnValues = (v: AddressValues) => [
  v.label,
  v.recipient,
  v.phone,
  v.province_code,
  v.regency_code,
  v.district_code,
  v.village_code,
  v.postal_code,
  v.street,
  v.details,
];

export function createAddressesRepository() {
  return {
    /** Serialises address-book writes of one customer: the cap and the single default hold. */
    async lockOwner(db: Queryable, userId: number): Promise<void> {
      await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    },
    async countByUser(db: Queryable, userId: number): Promise<number> {
      return (
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [userId]))[0]
          ?.n ?? 0
      );
    },
    findByUser: (db: Queryable, userId: number) =>
      db.query<AddressRow>(`SELECT ${COLUMNS} ${FROM} WHERE a.user_id = $1 ORDER BY a.is_default DESC, a.id`, [userId]),
    async findOne(db: Queryable, userId: number, id: number): Promise<AddressRow | undefined> {
      return (
        await db.query<AddressRow>(`SELECT ${COLUMNS} ${FROM} WHERE a.id = $1 AND a.user_id = $2`, [id, userId])
      )[0];
    },
    async findDefault(db: Queryable, userId: number): Promise<AddressRow | undefined> {
      return (
        await db.query<AddressRow>(`SELECT ${COLUMNS} ${FROM} WHERE a.user_id = $1 AND a.is_default`, [userId])
      )[0];
    },
    async clearDefault(db: Queryable, userId: number): Promise<void> {
      await db.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
    },
    async insert(db: Queryable, userId: number, v: AddressValues, isDefault: boolean): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO addresses (user_id, label, recipient, phone, province_code, regency_code, district_code,
                                village_code, postal_code, street, details, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [userId, ...columnValues(v), isDefault],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('address insert returned no id');
      return id;
    },
    async update(db: Queryable, userId: number, id: number, v: AddressValues, isDefault: boolean): Promise<boolean> {
      const rows = await db.query(
        `UPDATE addresses SET label = $3, recipient = $4, phone = $5, province_code = $6, regency_code = $7,
                district_code = $8, village_code = $9, postal_code = $10, street = $11, details = $12,
                is_default = $13, updated_at = now()
          WHERE id = $1 AND user_id = $2 RETURNING id`,
        [id, userId, ...columnValues(v), isDefault],
      );
      return rows.length > 0;
    },
    async delete(db: Queryable, userId: number, id: number): Promise<{ is_default: boolean } | undefined> {
      return (
        await db.query<{ is_default: boolean }>(
          'DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default',
          [id, userId],
        )
      )[0];
    },
    async makeOldestDefault(db: Queryable, userId: number): Promise<void> {
      await db.query(
        `UPDATE addresses SET is_default = true
          WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY id LIMIT 1)`,
        [userId],
      );
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
