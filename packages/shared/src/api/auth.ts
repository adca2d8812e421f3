import { z } from 'zod';
import { LANGUAGES } from '../language';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/auth';

// The operator's account setup (./operator-setup), for the modules that import its types from here.
export type { CompleteOperatorSetupBody, OperatorSetupInfo } from './operator-setup';

/*
 * Accounts contract (SPEC §5 and §7, API-COMPAT 4-8). Paths are relative to API_PREFIX (/api/v1).
 *
 * Two endpoints take two body shapes on one path, as the old client calls them (API-COMPAT 6-8):
 *   POST  /auth/register  {email}                                           -> registerStart (e-mails a code)
 *                         {email, password, role, code, username, store_desc?} -> registerComplete (creates + logs in)
 *   PATCH /auth/forgot    {email}                                           -> forgotStart
 *                         {email, code, new_password}                       -> forgotComplete
 * The server tells them apart by the keys present (see registerBodySchema / forgotBodySchema); the web
 * should validate its forms with the stage schemas (registerStartBodySchema, registerCompleteBodySchema, ...).
 */

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

// ---- field rules (SPEC §5), shared by the server's route schemas and the web's forms ----

export const emailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: 'E-mail is required' })
    .min(1, { error: 'E-mail is required' })
    .max(254, { error: 'E-mail must be at most 254 characters' })
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
);

/** A new password: 8 to 128 characters, never trimmed or truncated. The messages are the screen's own. */
export function newPasswordSchema(tooShort: string = MESSAGES.registerPasswordShort) {
  return z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, { error: tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });
}

export const roleSchema = z.preprocess(
  // Accept the role name in any case, or the roles_id number (1 customer, 2 seller) an old client may send.
  (v) => {
    if (v === 1 || v === '1') return 'customer';
    if (v === 2 || v === '2') return 'seller';
    return typeof v === 'string' ? v.trim().toLowerCase() : v;
  },
  z.enum(['customer', 'seller'], { error: "Choose a role: 'customer' or 'seller'" }),
);
export type Role = z.infer<typeof roleSchema>;

/** roles_id on the wire (SPEC §3): 1 = customer, 2 = seller. */
export const ROLES_ID = { customer: 1, seller: 2, operator: 3 } as const;
/** Operators are created by `npm run operator:create` or the seed, never by registering. */
export type AccountRole = keyof typeof ROLES_ID;

/** The 6-digit code from the e-mail. A number is accepted too (leading zeros restored). */
export const codeSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v).padStart(OTP_LENGTH, '0') : trimmed(v)),
  z
    .string({ error: 'Enter the 6-digit code from the e-mail' })
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the e-mail' }),
);

/** Username (customer) or store name (seller): the login handle, unique case-insensitively, never an e-mail. */
export const usernameSchema = z.preprocess(
  trimmed,
  z
    .string({ error: 'Username / store name is required' })
    .min(3, { error: 'Username / store name must be at least 3 characters' })
    .max(50, { error: 'Username / store name must be at most 50 characters' })
    .refine((v) => !v.includes('@'), { error: "Username / store name must not contain '@'" })
    // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: 'Username / store name has invalid characters' }),
);

export const storeDescSchema = z.preprocess(
  trimmed,
  z.string().max(1000, { error: 'Store description must be at most 1000 characters' }),
);

export const codePurposeSchema = z.enum(['register', 'reset'], { error: "purpose must be 'register' or 'reset'" });
export type CodePurpose = z.infer<typeof codePurposeSchema>;

// ---- login / logout (API-COMPAT 4, 5) ----

export const loginBodySchema = z.object({
  emailOrusername: z.preprocess(
    trimmed,
    z
      .string({ error: 'Enter your e-mail or username' })
      .min(1, { error: 'Enter your e-mail or username' })
      .max(254, { error: 'Email/Password is Wrong' }),
  ), // spec §7: wire name
  // No length rule at login beyond a sane cap: a wrong password is simply wrong.
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(1024, { error: MESSAGES.loginWrong }),
  // An operator's second factor, asked for after 401 MFA_REQUIRED: the 6-digit code of the
  // authenticator app or one of the recovery codes.
  otp: z
    .string()
    .trim()
    .max(64, { error: 'The code is wrong' })
    .refine((v) => /^[A-Za-z0-9-]*$/.test(v), { error: 'The code is wrong' })
    .optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Stored verbatim by the client as localStorage `userInfo` (API-COMPAT 4). */
export const loginDataSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  emailOrusername: z.string(), // as sent; after registration: the e-mail
  role: z.enum(['customer', 'seller', 'operator']),
  roles_id: z.union([z.literal(1), z.literal(2), z.literal(3)]), // 1 customer, 2 seller, 3 operator
  username: z.string(), // username of a customer, store name of a seller
  // Added field: the account's interface language, also used for its e-mails.
  language: z.enum(LANGUAGES),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const login = {
  ...endpoints.login,
  body: loginBodySchema,
  response: okEnvelope(loginDataSchema),
} as const;

export const logout = {
  ...endpoints.logout,
  response: okEnvelope(z.null()),
} as const;

// ---- registration (API-COMPAT 6, 7) ----

export const registerStartBodySchema = z.object({ email: emailSchema });
export type RegisterStartBody = z.infer<typeof registerStartBodySchema>;

/** Unknown keys (the old client's `pin`) are stripped. store_desc is kept for sellers only. */
export const registerCompleteBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema(MESSAGES.registerPasswordShort),
  role: roleSchema,
  code: codeSchema,
  username: usernameSchema,
  store_desc: storeDescSchema.optional(),
});
export type RegisterCompleteBody = z.infer<typeof registerCompleteBodySchema>;

/** After a code is sent: when the next one may be asked for, and how long this one lives. */
export const codeSentSchema = z.object({
  email: z.string(),
  resend_after: z.number().int(), // seconds (120)
  expires_in: z.number().int(), // seconds (600)
  code: z.string().optional(), // legacy-client mode only (API-COMPAT 6); never sent by default
});
export type CodeSent = z.infer<typeof codeSentSchema>;

const hasAnyKey = (v: unknown, keys: string[]) =>
  typeof v === 'object' && v !== null && keys.some((k) => k in v && (v as Record<string, unknown>)[k] !== undefined);

/** Server route body: completion when any of password/code/role/username is present, else start. */
export const registerBodySchema = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null
      ? { ...v, stage: hasAnyKey(v, ['password', 'code', 'role', 'username']) ? 'complete' : 'start' }
      : v,
  z.discriminatedUnion('stage', [
    registerStartBodySchema.extend({ stage: z.literal('start') }),
    registerCompleteBodySchema.extend({ stage: z.literal('complete') }),
  ]),
);

/** POST /auth/register, stage 1: 200 + codeSent. Taken e-mail: 400 'Email Already Exists'. */
export const registerStart = {
  ...endpoints.registerStart,
  body: registerStartBodySchema,
  response: okEnvelope(codeSentSchema),
} as const;

/** POST /auth/register, stage 2: 201 + the same data as login (the user is logged in at once). */
export const registerComplete = {
  ...endpoints.registerComplete,
  body: registerCompleteBodySchema,
  response: okEnvelope(loginDataSchema),
} as const;

// ---- code check without consuming it ----

export const verifyCodeBodySchema = z.object({
  email: emailSchema,
  code: codeSchema,
  purpose: codePurposeSchema,
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;

/** 200 {valid: true} when the code matches; 400 otherwise (a wrong try counts towards the 5). */
export const verifyCode = {
  ...endpoints.verifyCode,
  body: verifyCodeBodySchema,
  response: okEnvelope(z.object({ valid: z.literal(true) })),
} as const;

// ---- forgot password (API-COMPAT 8) ----

export const forgotStartBodySchema = z.object({ email: emailSchema });
export type ForgotStartBody = z.infer<typeof forgotStartBodySchema>;

export const forgotCompleteBodySchema = z.object({
  email: emailSchema,
  code: codeSchema,
  new_password: newPasswordSchema('New password must be at least 8 characters'),
});
export type ForgotCompleteBody = z.infer<typeof forgotCompleteBodySchema>;

export const forgotBodySchema = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null
      ? { ...v, stage: hasAnyKey(v, ['code', 'new_password']) ? 'complete' : 'start' }
      : v,
  z.discriminatedUnion('stage', [
    forgotStartBodySchema.extend({ stage: z.literal('start') }),
    forgotCompleteBodySchema.extend({ stage: z.literal('complete') }),
  ]),
);

/** PATCH /auth/forgot {email}: the same 200 for known and unknown e-mails. */
export const forgotStart = {
  ...endpoints.forgotStart,
  body: forgotStartBodySchema,
  response: okEnvelope(codeSentSchema),
} as const;

/** PATCH /auth/forgot {email, code, new_password}: 200; every session of the user is revoked (log in again). */
export const forgotComplete = {
  ...endpoints.forgotComplete,
  body: forgotCompleteBodySchema,
  response: okEnvelope(z.object({ email: z.string() })),
} as const;

// ---- operator account setup: the one-time link printed by `npm run operator:create` ----

export const OPERATOR_SETUP_PATH = '/ops/setup';
export const MFA_REQUIRED_CODE = 'MFA_REQUIRED';
