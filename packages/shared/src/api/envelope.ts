import { z } from 'zod';

// API-COMPAT §Transport 3: { statusCode, message, data } on success.
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  // An operator's password was right; the second factor (otp) is needed
  'MFA_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Added fields: `key` names the message in @rima/shared/api-messages, `params` fills it in; the web
// app shows that text in the visitor's language. `message` stays the English text for older clients.
const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  code: z.string(),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

// API_PREFIX lives in constants.ts (zod-free, so the web app's first chunk does not pull zod in).
export { API_PREFIX } from '../constants';
