import { z } from 'zod';
import { newPasswordSchema } from './auth';
import { okEnvelope } from './envelope';
import * as endpoints from '../endpoints/operator-setup';

// An operator's account setup: the one-time link printed by `npm run operator:create` (OPERATOR_SETUP_PATH
// in ./auth) opens a page that reads the authenticator secret and sets the password and second factor.

export const operatorSetupQuerySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, { error: 'The setup link is incomplete' })
    .max(200, { error: 'The setup link is invalid' }),
});

export const operatorSetupInfoSchema = z.object({
  email: z.string(),
  /** base32, for typing into an authenticator app */
  secret: z.string(),
  otpauth_url: z.string(),
  /** the same URL drawn as an SVG QR code (data: URL) */
  qr_svg: z.string(),
});
export type OperatorSetupInfo = z.infer<typeof operatorSetupInfoSchema>;

export const getOperatorSetup = {
  ...endpoints.getOperatorSetup,
  query: operatorSetupQuerySchema,
  response: okEnvelope(operatorSetupInfoSchema),
} as const;

export const completeOperatorSetupBodySchema = z.object({
  token: operatorSetupQuerySchema.shape.token,
  password: newPasswordSchema('Password must be at least 8 characters'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }),
});
export type CompleteOperatorSetupBody = z.infer<typeof completeOperatorSetupBodySchema>;

export const completeOperatorSetup = {
  ...endpoints.completeOperatorSetup,
  body: completeOperatorSetupBodySchema,
  response: okEnvelope(z.object({ email: z.string(), recovery_codes: z.array(z.string()) })),
} as const;
