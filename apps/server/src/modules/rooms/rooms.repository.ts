import type { Queryable } from '../../db/client';

export type RoomRecord = {
  id: number;
  name: string;
  width: number;
  depth: number;
  height: number;
  door_width: number;
  door_height: number;
  notes: string | null;
  created_at: string;
  updated_at: string;
};

export type RoomValues = Omit<RoomRecord, 'id' | 'created_at' | 'updated_at'>;

export type ProductSizeRecord = {
  id: number;
  width: number | null;
  depth: number | null;
  height: number | null;
  packed_width: number | null;
  packed_depth: number | null;
  packed_height: number | null;
};

const ts = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ROOM_COLUMNS = `id, name, width_cm AS width, depth_cm AS depth, height_cm AS height,
  door_width_cm AS door_width, door_height_cm AS door_height, notes,
  ${ts('created_at')} AS created_at, ${ts('updated_at')} AS updated_at`;
// Product sizes are `real`: round to a millimetre so 75.3 does not come back as 75.30000305.
const cm = (col: string) => `round(${col}::numeric, 1)::float8`;

export function createRoomsRepository() {
  return {
    /** Locks the owner's row: room creation per customer is serialised, so the count check holds. */
    async lockOwner(db: Queryable, userId: number): Promise<void> {
      await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    },
    async countByUser(db: Queryable, userId: number): Promise<number> {
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rooms WHERE user_id = $1', [userId]);
      return rows[0]?.n ?? 0;
    },
    async insert(db: Queryable, userId: number, v: RoomValues): Promise<RoomRecord> {
      const rows = await db.query<RoomRecord>(
        `INSERT INTO rooms (user_id, name, width_cm, depth_cm, height_cm, door_width_cm, door_height_cm, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ROOM_COLUMNS}`,
        [userId, v.name, v.width, v.depth, v.height, v.door_width, v.door_height, v.notes],
      );
      const room = rows[0];
      if (!room) throw new Error('room insert returned no row');
      return room;
    },
    async findByUser(db: Queryable, userId: number): Promise<RoomRecord[]> {
      return db.query<RoomRecord>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE user_id = $1 ORDER BY id`, [userId]);
    },
    async findOne(db: Queryable, userId: number, id: number): Promise<RoomRecord | null> {
      const rows = await db.query<RoomRecord>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1 AND user_id = $2`, [
        id,
        userId,
      ]);
      return rows[0] ?? null;
    },
    /** Changes only the fields given (undefined = keep); one statement, scoped to the owner. */
    async update(db: Queryable, userId: number, id: number, v: Partial<RoomValues>): Promise<RoomRecord | null> {
      const rows = await db.query<RoomRecord>(
        `UPDATE rooms SET
            name = COALESCE($3, name),
            width_cm = COALESCE($4, width_cm),
            depth_cm = COALESCE($5, depth_cm),
            height_cm = COALESCE($6, height_cm),
            door_width_cm = COALESCE($7, door_width_cm),
            door_height_cm = COALESCE($8, door_height_cm),
            notes = CASE WHEN $9::boolean THEN $10 ELSE notes END,
            updated_at = now()
          WHERE id = $1 AND user_id = $2
      RETURNING ${ROOM_COLUMNS}`,
        [
          id,
          userId,
          v.name ?? null,
          v.width ?? null,
          v.depth ?? null,
          v.height ?? null,
          v.door_width ?? null,
          v.door_height ?? null,
          v.notes !== undefined,
          v.notes ?? null,
        ],
      );
      return rows[0] ?? null;
    },
    async delete(db: Queryable, userId: number, id: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM rooms WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
      return rows.length > 0;
    },
    async findProductSize(db: Queryable, productId: number): Promise<ProductSizeRecord | null> {
      const rows = await db.query<ProductSizeRecord>(
        `SELECT id, ${cm('width_cm')} AS width, ${cm('depth_cm')} AS depth, ${cm('height_cm')} AS height,
                ${cm('packed_width_cm')} AS packed_width, ${cm('packed_depth_cm')} AS packed_depth,
                ${cm('packed_height_cm')} AS packed_height
           FROM products WHERE id = $1 AND status = 'active'`,
        [productId],
      );
      return rows[0] ?? null;
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
