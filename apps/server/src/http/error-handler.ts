import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessageKeyOf } from '@rima/shared/api-messages';
import type { ErrorCode, ErrorEnvelope, FieldError } from '@rima/shared/api/envelope';
import { API_PREFIX } from '@rima/shared/api/envelope';
import { isTransactionConflict } from '../db/client';
import { DB_RETRY_AFTER_SECONDS, isConnectionError } from '../db/connection-faults';
import { AppError } from './errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};

// PostgreSQL: 22021 invalid byte sequence (NUL), 22003 numeric out of range, 22P02 invalid text representation.
const CLIENT_DATA_ERRORS = new Set(['22021', '22003', '22P02']);

function fieldOf(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  if (params && typeof params === 'object' && 'issue' in params) {
    const issue = (params as { issue?: { path?: unknown[] } }).issue;
    if (issue?.path?.length) return issue.path.join('.');
  }
  return '';
}

/**
 * The key of each message people read (docs/decisions/013) (@rima/shared/api-messages), so the web app shows it in the
 * visitor's language; the English `message` stays for older clients.
 */
function withMessageKeys(body: ErrorEnvelope): ErrorEnvelope {
  const errors = body.errors?.map((e) => {
    const fieldKey = e.key ?? apiMessageKeyOf(e.message);
    return fieldKey ? { ...e, key: fieldKey } : e;
  });
  // A failed check's summary is its first field's message.
  const key =
    body.key ?? apiMessageKeyOf(body.message) ?? (body.code === 'VALIDATION_FAILED' ? errors?.[0]?.key : undefined);
  return { ...body, ...(key ? { key } : {}), ...(errors ? { errors } : {}) };
}

/** One place that writes every failure envelope (API-COMPAT §Transport 3). */
export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    /** The web app's answer for a path no route knows: its 404 page (modules/pages); none without a web build. */
    notFoundPage?: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined;
  } = {},
) {
  const { notFoundPage } = options;
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: ErrorEnvelope;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error.key) body.key = error.key;
      if (error.params) body.params = error.params;
      if (error.errors) body.errors = error.errors;
      if (error.headers) void reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, v.params),
        message: v.message ?? 'is invalid',
      }));
      const first = errors[0];
      body = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: first ? (first.field ? `${first.field}: ${first.message}` : first.message) : 'Invalid request',
        errors,
      };
    } else if (CLIENT_DATA_ERRORS.has((error as { code?: unknown }).code as string)) {
      // Last line of defence: input PostgreSQL refuses (a NUL byte, an out-of-range number) is the
      // client's mistake; the shared schemas and the input guard should have caught it already.
      request.log.warn({ err: error }, 'input refused by the database');
      body = {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The request contains a value that is out of range or invalid',
      };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) keep their status.
      body = {
        statusCode: error.statusCode,
        code: codeByStatus[error.statusCode] ?? 'BAD_REQUEST',
        message: error.statusCode === 413 ? 'The request is too large' : error.message,
      };
    } else if (isTransactionConflict(error)) {
      // A deadlock or serialization failure that still lost after db.transaction's retries: try again later.
      request.log.warn({ err: error }, 'transaction conflict after retries');
      void reply.header('retry-after', '1');
      body = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The shop is busy. Please try again.' };
    } else if (isConnectionError(error)) {
      // The database ended the connection (restart, failover) or cannot be reached: try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
      body = {
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
    }
    return reply.status(body.statusCode).send(withMessageKeys(body));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if ((request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && notFoundPage) {
      // A real 404 with the web app's 404 page
      return notFoundPage(request, reply);
    }
    const body: ErrorEnvelope = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: url.startsWith(API_PREFIX) ? `No endpoint ${request.method} ${url.split('?')[0] ?? ''}` : 'Not found',
    };
    return reply.status(404).send(body);
  });
}
