import { API_PREFIX } from '@rima/shared/constants';
import type { ApiError } from '../../lib/get-error-message';

/** A failed auth call: the server's message and status (the same shape as app/api.ts's ApiError). */
export class AuthRequestError extends Error implements ApiError {
  /** The message's key and parameters, for the visitor's language (lib/errors). */
  readonly key?: string;
  readonly params?: Record<string, string | number>;

  constructor(
    readonly statusCode: number,
    message: string,
    translation: { key?: string; params?: Record<string, string | number> } = {},
    /** the envelope's code, when the caller needs it (MFA_REQUIRED at login) */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AuthRequestError';
    if (translation.key) this.key = translation.key;
    if (translation.params) this.params = translation.params;
  }
}

type Envelope<T> = { statusCode: number; message: string; data: T };

/**
 * The auth thunks' one HTTP helper. They cannot use the RTK Query api (app/api.ts imports this slice's
 * actions), so they speak fetch and reject with the same { statusCode, message } shape as the api does.
 * Kept free of zod so the first chunk stays small.
 */
export async function authRequest<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  // spec §7: the raw token in x-access-token (no Bearer)
  if (token) headers['x-access-token'] = token;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(0, 'Cannot reach the shop. Check your connection.', { key: 'network' });
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new AuthRequestError(response.status, 'The shop sent an answer we could not read. Please try again.', {
      key: 'unreadable',
    });
  }
  const envelope = parsed as Partial<Envelope<T>> & { key?: unknown; params?: unknown; code?: unknown };
  if (!response.ok) {
    const hasMessage = typeof envelope.message === 'string';
    throw new AuthRequestError(
      response.status,
      hasMessage ? (envelope.message as string) : `Request failed (${response.status})`,
      typeof envelope.key === 'string'
        ? {
            key: envelope.key,
            ...(typeof envelope.params === 'object' && envelope.params !== null
              ? { params: envelope.params as Record<string, string | number> }
              : {}),
          }
        : hasMessage
          ? {}
          : { key: 'requestFailed', params: { status: response.status } },
      typeof envelope.code === 'string' ? envelope.code : undefined,
    );
  }
  return envelope as Envelope<T>;
}
