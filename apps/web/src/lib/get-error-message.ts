/** The normalised failure every API call rejects with (see app/api.ts). */
export type ApiError = {
  statusCode: number;
  message: string;
  /** The message's key in @rima/shared/api-messages and its parameters (see lib/errors). */
  key?: string;
  params?: Record<string, string | number>;
  errors?: { field: string; message: string; key?: string; params?: Record<string, string | number> }[];
  /** the envelope's code, when the caller needs it (e.g. MFA_REQUIRED at login) */
  code?: string;
};

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'message' in value;
}

/** A message a person can read, from whatever an RTK Query call or thunk rejected with. */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error) && typeof error.message === 'string' && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
