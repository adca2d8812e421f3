import { apiMessageKeyOf, type ApiMessage, type ApiMessageParams } from '@rima/shared/api-messages';
import type { ErrorCode, FieldError } from '@rima/shared/api/envelope';

/** A message for people: English text, or a keyed message of @rima/shared/api-messages. */
export type ErrorText = string | ApiMessage;

/** The one error type services throw; the error handler writes it out as the failure envelope. */
export class AppError extends Error {
  /** The message's key in @rima/shared/api-messages, when it has one; the web app translates it. */
  readonly key: string | undefined;
  readonly params: ApiMessageParams | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    text: ErrorText,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(typeof text === 'string' ? text : text.message);
    this.name = 'AppError';
    this.key = typeof text === 'string' ? apiMessageKeyOf(text) : text.key;
    this.params = typeof text === 'string' ? undefined : text.params;
  }
}

export const badRequest = (message: ErrorText, errors?: FieldError[]) =>
  new AppError(400, errors ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, errors);
export const unauthenticated = (message: ErrorText = 'Please log in to continue') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: ErrorText = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: ErrorText = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: ErrorText) => new AppError(409, 'CONFLICT', message);
export const unprocessable = (message: ErrorText) => new AppError(422, 'UNPROCESSABLE', message);
export const payloadTooLarge = (message: ErrorText, errors?: FieldError[]) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message, errors);
export const tooManyRequests = (message: ErrorText, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });
