import { z } from 'zod';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/rooms';

/** Sizes are centimetres, up to one decimal place makes sense; anything from 1 cm to 100 m is accepted. */
export const MAX_ROOM_CM = 10_000;
/** Saved rooms per customer. */
export const MAX_ROOMS_PER_CUSTOMER = 20;

const cmField = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number of centimetres` })
    .refine(Number.isFinite, { error: `${field} must be a number of centimetres` })
    .min(1, { error: `${field} must be at least 1 cm` })
    .max(MAX_ROOM_CM, { error: `${field} must be at most ${MAX_ROOM_CM} cm` });

// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- notes may span lines, but no other control characters
const CONTROL_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

const roomFields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(60, { error: 'name must be at most 60 characters' })
    .refine((v) => !CONTROL.test(v), { error: 'name has invalid characters' }),
  width: cmField('width'),
  depth: cmField('depth'),
  height: cmField('height'),
  door_width: cmField('door_width'),
  door_height: cmField('door_height'),
  /** Stairs, a lift, a tight turn on the way in: free text for the shopper's own reference. */
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(500, { error: 'notes must be at most 500 characters' })
    .refine((v) => !CONTROL_BUT_NEWLINES.test(v), { error: 'notes has invalid characters' })
    .nullish()
    .transform((v) => (v ? v : null)),
};

export const roomBodySchema = z.object(roomFields);
export type RoomBody = z.infer<typeof roomBodySchema>;
export type RoomBodyInput = z.input<typeof roomBodySchema>;

export const roomPatchSchema = z
  .object(roomFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Send at least one field to change' });
export type RoomPatch = z.infer<typeof roomPatchSchema>;

export const roomIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'id must be a room number' })
    .transform(Number),
});

export const roomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  width: z.number(),
  depth: z.number(),
  height: z.number(),
  door_width: z.number(),
  door_height: z.number(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedRoom = z.infer<typeof roomSchema>;

export const listRooms = { ...endpoints.listRooms, response: okEnvelope(z.array(roomSchema)) } as const;
export const createRoom = {
  ...endpoints.createRoom,
  body: roomBodySchema,
  response: okEnvelope(roomSchema),
} as const;
export const getRoom = {
  ...endpoints.getRoom,
  params: roomIdParamsSchema,
  response: okEnvelope(roomSchema),
} as const;
export const replaceRoom = {
  ...endpoints.replaceRoom,
  params: roomIdParamsSchema,
  body: roomBodySchema,
  response: okEnvelope(roomSchema),
} as const;
export const updateRoom = {
  ...endpoints.updateRoom,
  params: roomIdParamsSchema,
  body: roomPatchSchema,
  response: okEnvelope(roomSchema),
} as const;
export const deleteRoom = {
  ...endpoints.deleteRoom,
  params: roomIdParamsSchema,
  response: okEnvelope(z.object({ id: z.number().int(), deleted: z.boolean() })),
} as const;

// ---------- /product/:id/fit ----------

const optionalCm = (field: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), cmField(field).optional());

/**
 * Either a saved room of the caller (`room_id`, needs the customer's token) or typed sizes: the room's
 * width, depth and height together, and/or the door's width and height together.
 */
export const fitQuerySchema = z
  .object({
    room_id: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{1,9}$/, { error: 'room_id must be a room number' })
        .transform(Number)
        .optional(),
    ),
    room_width: optionalCm('room_width'),
    room_depth: optionalCm('room_depth'),
    room_height: optionalCm('room_height'),
    door_width: optionalCm('door_width'),
    door_height: optionalCm('door_height'),
  })
  .superRefine((q, ctx) => {
    const room = [q.room_width, q.room_depth, q.room_height].filter((v) => v !== undefined).length;
    const door = [q.door_width, q.door_height].filter((v) => v !== undefined).length;
    if (q.room_id !== undefined) {
      if (room + door > 0)
        ctx.addIssue({ code: 'custom', path: ['room_id'], message: 'Send room_id or typed sizes, not both' });
      return;
    }
    if (room !== 0 && room !== 3)
      ctx.addIssue({ code: 'custom', path: ['room_width'], message: 'Give the room width, depth and height together' });
    if (door !== 0 && door !== 2)
      ctx.addIssue({ code: 'custom', path: ['door_width'], message: 'Give the door width and height together' });
    if (room === 0 && door === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['room_width'],
        message: 'Give the room (room_width, room_depth, room_height), the door (door_width, door_height) or room_id',
      });
  });
export type FitQuery = z.infer<typeof fitQuerySchema>;

export const fitVerdictSchema = z.enum(['fits', 'tight', 'no']);
/** A side of the packed box, as it meets the door: across it or standing up in it. */
const boxSideSchema = z.enum(['width', 'depth', 'height']);
const sizeSchema = z.object({ width: z.number(), depth: z.number(), height: z.number() });

export const fitResultSchema = z.object({
  product_id: z.number().int(),
  verdict: fitVerdictSchema,
  reasons: z.array(z.string()),
  /** Less than this many cm to spare is "tight". */
  tight_below_cm: z.number(),
  /** The assembled piece. */
  item: sizeSchema,
  /** The box it is delivered in; `packed_source: 'product'` when the product has no packed size. */
  packed: sizeSchema,
  packed_source: z.enum(['packed', 'product']),
  room_id: z.number().int().nullable(),
  room: sizeSchema.nullable(),
  door: z.object({ width: z.number(), height: z.number() }).nullable(),
  room_check: z
    .object({ verdict: fitVerdictSchema, spare_cm: z.number(), orientation: z.enum(['as_is', 'rotated']) })
    .nullable(),
  /** The best way the packed box passes the door (see `checkOpening` in `fit.ts`), with every way tried. */
  door_check: z
    .object({
      verdict: fitVerdictSchema,
      spare_cm: z.number(),
      way: z.enum(['upright', 'on_side', 'tilted', 'none']),
      diagonal_cm: z.number(),
      spare_width_cm: z.number(),
      spare_height_cm: z.number(),
      across: boxSideSchema,
      up: boxSideSchema,
      angle_deg: z.number(),
      ways: z.array(
        z.object({
          way: z.enum(['upright', 'on_side', 'tilted']),
          across: boxSideSchema,
          up: boxSideSchema,
          angle_deg: z.number(),
          verdict: fitVerdictSchema,
          spare_cm: z.number(),
          spare_width_cm: z.number(),
          spare_height_cm: z.number(),
        }),
      ),
    })
    .nullable(),
});
export type FitResultWire = z.infer<typeof fitResultSchema>;

export const productFitParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'id must be a product number' })
    .transform(Number),
});

export const getProductFit = {
  ...endpoints.getProductFit,
  params: productFitParamsSchema,
  query: fitQuerySchema,
  response: okEnvelope(fitResultSchema),
} as const;
