import { z } from 'zod';
import { GENDER_MAX_LENGTH, GENDER_MIN_LENGTH, MAX_PHOTO_BYTES, PHONE_MAX_LENGTH } from '../constants';
import { LANGUAGES } from '../language';
import { MESSAGES } from '../messages';
import { newPasswordSchema, storeDescSchema, usernameSchema } from './auth';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/profile';

/*
 * Profile contract (SPEC §3, §5, API-COMPAT 9-11). Paths are relative to API_PREFIX (/api/v1); all need
 * the x-access-token header.
 */

// ---- field rules (SPEC §5) ----

/** 4 to 6 letters, stored lowercased. '' means "not set". */
export const genderSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.union([
    z.literal(''),
    z
      .string()
      .min(GENDER_MIN_LENGTH, { error: `Gender must be ${GENDER_MIN_LENGTH} to ${GENDER_MAX_LENGTH} letters` })
      .max(GENDER_MAX_LENGTH, { error: `Gender must be ${GENDER_MIN_LENGTH} to ${GENDER_MAX_LENGTH} letters` })
      .regex(/^[a-z]+$/, { error: 'Gender must contain letters only' }),
  ]),
);

/** At most 13 characters of digits and '+'. '' means "not set". */
export const phoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
  z
    .string()
    .max(PHONE_MAX_LENGTH, { error: `Phone must be at most ${PHONE_MAX_LENGTH} characters` })
    .regex(/^\+?[0-9]*$/, { error: "Phone may contain only digits and a leading '+'" }),
);

export const nameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(100, { error: 'Name must be at most 100 characters' }),
);

export const addressSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(500, { error: 'Address must be at most 500 characters' }),
);

// The old client builds FormData from possibly-undefined state: the literal strings "undefined"/"null"
// mean "not sent" (API-COMPAT 10: it always sends, even with nothing changed).
const absentWhenJunk = (v: unknown) => (v === 'undefined' || v === 'null' ? undefined : v);

/**
 * PATCH /profile/edit multipart text fields (all optional; absent = unchanged, '' = cleared).
 * The file field is `image` (JPEG, PNG or WebP, at most MAX_PHOTO_BYTES; checked by content).
 * E-mail and role are not editable here; a seller's store name (the username) is, as `store_name`.
 */
export const profileEditFieldsSchema = z.object({
  name: z.preprocess(absentWhenJunk, nameSchema.optional()),
  phone: z.preprocess(absentWhenJunk, phoneSchema.optional()),
  gender: z.preprocess(absentWhenJunk, genderSchema.optional()),
  address: z.preprocess(absentWhenJunk, addressSchema.optional()),
  store_desc: z.preprocess(absentWhenJunk, storeDescSchema.optional()), // sellers only; ignored for customers
  // A seller renames the store (also the login name, unique); ignored for customers. Added field:
  // `address` keeps its meaning (the street address) for old clients.
  store_name: z.preprocess(absentWhenJunk, usernameSchema.optional()),
  // Added field: the account's interface and e-mail language.
  language: z.preprocess(absentWhenJunk, z.enum(LANGUAGES, { error: "language must be 'en' or 'id'" }).optional()),
});
export type ProfileEditFields = z.infer<typeof profileEditFieldsSchema>;
export const PROFILE_IMAGE_FIELD = 'image';
export const PROFILE_IMAGE_MAX_BYTES = MAX_PHOTO_BYTES;

// ---- responses (API-COMPAT 9: both are lists, the first item is used) ----

export const profileDataItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  role: z.enum(['customer', 'seller', 'operator']),
  roles_id: z.union([z.literal(1), z.literal(2), z.literal(3)]), // 1 customer, 2 seller, 3 operator
  username: z.string(), // username of a customer, store name of a seller
  created_at: z.string(),
});
export type ProfileDataItem = z.infer<typeof profileDataItemSchema>;

export const profileUserItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string(),
  address: z.string(),
  store_desc: z.string(), // spec §7: wire name; '' for customers
  image: z.string().nullable(), // absolute URL of the 640 px WebP, or null
  image_srcset: z.string().nullable(),
  language: z.enum(LANGUAGES), // added field: the interface and e-mail language
  updated_at: z.string(),
});
export type ProfileUserItem = z.infer<typeof profileUserItemSchema>;

export const profileSchema = z.object({
  profileData: z.array(profileDataItemSchema), // spec §3: one item
  profileUser: z.array(profileUserItemSchema), // spec §3: one item
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /profile: the token's user. */
export const getProfile = {
  ...endpoints.getProfile,
  response: okEnvelope(profileSchema),
} as const;

/** GET /profile/:id: same answer; :id is ignored (old clients send ':9' or ':undefined'). */
export const getProfileById = {
  ...endpoints.getProfileById,
  response: okEnvelope(profileSchema),
} as const;

/** PATCH /profile/edit, multipart/form-data: fields above + optional file `image`. 200 + the updated profile. */
export const editProfile = {
  ...endpoints.editProfile,
  fields: profileEditFieldsSchema,
  response: okEnvelope(profileSchema),
} as const;

// ---- change password (API-COMPAT 11) ----

export const changePasswordBodySchema = z.object({
  password: z
    .string({ error: MESSAGES.changePasswordRequired })
    .min(1, { error: MESSAGES.changePasswordRequired })
    .max(1024, { error: MESSAGES.passwordWrong }),
  new_password: newPasswordSchema(MESSAGES.changeNewShort),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The web's edit-password modal: old and new at least 8, new equals confirm (SPEC §5 messages). */
export const changePasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, { error: MESSAGES.changePasswordRequired })
      .min(8, { error: MESSAGES.changePasswordShort }),
    new_password: z
      .string()
      .min(1, { error: MESSAGES.changeNewRequired })
      .pipe(newPasswordSchema(MESSAGES.changeNewShort)),
    confirm_password: z.string().min(1, { error: MESSAGES.changeConfirmRequired }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    error: MESSAGES.changeMismatch,
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * PATCH (or POST, the same) /profile/change-password: 200 with a message to show; wrong current password
 * 400 'Password is wrong'. Every other session of the user is revoked; the calling token stays valid.
 */
export const changePassword = {
  ...endpoints.changePassword,
  body: changePasswordBodySchema,
  response: okEnvelope(z.null()),
} as const;
