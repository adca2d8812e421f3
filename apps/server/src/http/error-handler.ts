import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope, FieldError } from '@rima/shared/api/envelope';
import { API_PREFIX } from '@rima/shared/api/envelope';
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

function fieldOf(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  if (params && typeof params === 'object' && 'issue' in params) {
    const issue = (params as { issue?: { path?: unknown[] } }).issue;
    if (issue?.path?.length) return issue.path.join('.');
  }
  return '';
}

/** One place that writes every failure envelope (API-COMPAT §Transport 3). */
export function registerErrorHandling(app: FastifyInstance, options: { spaIndex: Buffer | undefined }) {
  const { spaIndex } = options;
  const spaEtag = spaIndex ? `"${crypto.createHash('sha1').update(spaIndex).digest('base64url')}"` : '';
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: ErrorEnvelope;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message };
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
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) keep their status.
      body = {
        statusCode: error.statusCode,
        code: codeByStatus[error.statusCode] ?? 'BAD_REQUEST',
        message: error.statusCode === 413 ? 'The request is too large' : error.message,
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if ((request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && spaIndex) {
      void reply.header('cache-control', 'no-cache').header('etag', spaEtag);
      if (request.headers['if-none-match'] === spaEtag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(spaIndex);
    }
    const body: ErrorEnvelope = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: url.startsWith(API_PREFIX) ? `No endpoint ${request.method} ${url.split('?')[0] ?? ''}` : 'Not found',
    };
    return reply.status(404).send(body);
  });
}
