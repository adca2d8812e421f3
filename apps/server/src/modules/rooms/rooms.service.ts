import {
  MAX_ROOMS_PER_CUSTOMER,
  type FitQuery,
  type FitResultWire,
  type RoomBody,
  type RoomPatch,
} from '@rima/shared/api/rooms';
import { checkFit, FIT_TIGHT_SPARE_CM, type Box } from '@rima/shared/fit';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { conflict, forbidden, notFound, unauthenticated, unprocessable } from '../../http/errors';
import type { RoomRecord, RoomsRepository, RoomValues } from './rooms.repository';

const round1 = (n: number) => Math.round(n * 10) / 10;

function clean<T extends Partial<RoomValues>>(v: T): T {
  const out = { ...v };
  for (const key of ['width', 'depth', 'height', 'door_width', 'door_height'] as const) {
    const n = out[key];
    if (typeof n === 'number') out[key] = round1(n);
  }
  return out;
}

export function createRoomsService({ db, repo }: { db: Db; repo: RoomsRepository }) {
  async function mustFind(userId: number, id: number): Promise<RoomRecord> {
    const room = await repo.findOne(db, userId, id);
    // Another customer's room is "not found", never "forbidden": ids reveal nothing.
    if (!room) throw notFound('Room not found');
    return room;
  }

  return {
    listRooms: (userId: number) => repo.findByUser(db, userId),
    getRoom: mustFind,

    /** The per-customer cap is checked under the customer's row lock, so parallel creates cannot pass it. */
    async createRoom(userId: number, body: RoomBody): Promise<RoomRecord> {
      return db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        if ((await repo.countByUser(tx, userId)) >= MAX_ROOMS_PER_CUSTOMER)
          throw conflict(`You can save up to ${MAX_ROOMS_PER_CUSTOMER} rooms; delete one first`);
        return repo.insert(tx, userId, clean(body));
      });
    },

    async updateRoom(userId: number, id: number, patch: RoomPatch | RoomBody): Promise<RoomRecord> {
      const room = await repo.update(db, userId, id, clean(patch));
      if (!room) throw notFound('Room not found');
      return room;
    },

    async deleteRoom(userId: number, id: number) {
      if (!(await repo.delete(db, userId, id))) throw notFound('Room not found');
      return { id, deleted: true };
    },

    /**
     * Does the product fit? Typed sizes work for anyone; `room_id` needs the customer who saved the room.
     * The packed box is the product's packed size, or its own size when it has none.
     */
    async fit(productId: number, query: FitQuery, user: AuthUser | undefined): Promise<FitResultWire> {
      const product = await repo.findProductSize(db, productId);
      if (!product) throw notFound('Product not found');
      const { width, depth, height } = product;
      if (width === null || depth === null || height === null || width <= 0 || depth <= 0 || height <= 0)
        throw unprocessable('This product has no dimensions to check against a room');
      const item: Box = { width, depth, height };
      const { packed_width: pw, packed_depth: pd, packed_height: ph } = product;
      const hasPacked = pw !== null && pd !== null && ph !== null;
      const packed: Box = hasPacked ? { width: pw, depth: pd, height: ph } : item;

      let room: Box | null = null;
      let door: { width: number; height: number } | null = null;
      if (query.room_id !== undefined) {
        if (!user) throw unauthenticated('Please log in to use a saved room');
        if (user.role !== 'customer') throw forbidden('Only customers have saved rooms');
        const saved = await mustFind(user.id, query.room_id);
        room = { width: saved.width, depth: saved.depth, height: saved.height };
        door = { width: saved.door_width, height: saved.door_height };
      } else {
        if (query.room_width !== undefined && query.room_depth !== undefined && query.room_height !== undefined)
          room = {
            width: round1(query.room_width),
            depth: round1(query.room_depth),
            height: round1(query.room_height),
          };
        if (query.door_width !== undefined && query.door_height !== undefined)
          door = { width: round1(query.door_width), height: round1(query.door_height) };
      }

      const result = checkFit({ item, packed, room: room ?? undefined, opening: door ?? undefined });
      return {
        product_id: productId,
        verdict: result.verdict,
        reasons: result.reasons,
        tight_below_cm: FIT_TIGHT_SPARE_CM,
        item,
        packed,
        packed_source: hasPacked ? 'packed' : 'product',
        room_id: query.room_id ?? null,
        room,
        door,
        room_check: result.room,
        door_check: result.opening,
      };
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
