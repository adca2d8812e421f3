import type { ErrorCode, FieldError } from '@rima/shared/api/envelope';

/** The one error type services throw; the error handler writes it out as the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, errors ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, errors);
export const unauthenticated = (message = 'Please log in to continue') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const unprocessable = (message: string) => new AppError(422, 'UNPROCESSABLE', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });
