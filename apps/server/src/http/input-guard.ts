import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE, CONTROL_CHARS_SINGLE_LINE } from '@rima/shared/api/fields';
import { badRequest } from './errors';

const MAX_DEPTH = 20;

/** The path (a.b.0) of the first string (or key) in `value` that `pattern` matches, or undefined. */
function findControlChars(value: unknown, pattern: RegExp, at: string, depth = 0): string | undefined {
  if (typeof value === 'string') return pattern.test(value) ? at : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const where = at ? `${at}.${key}` : key;
    if (pattern.test(key)) return where;
    const found = findControlChars(inner, pattern, where, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One rule for every route: NUL and other control characters are refused with a 400 before any
 * schema or handler sees the request. Path segments and query strings are single-line (no tab or line break
 * either); JSON bodies may carry tab, line feed and carriage return (multi-line texts). Multipart text fields
 * are checked as they stream in (photos/upload.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const checks: [unknown, RegExp, string][] = [
      [request.params, CONTROL_CHARS_SINGLE_LINE, 'path'],
      [request.query, CONTROL_CHARS_SINGLE_LINE, 'query'],
      [request.body, CONTROL_CHARS, 'body'],
    ];
    for (const [value, pattern, where] of checks) {
      const field = findControlChars(value, pattern, '');
      if (field === undefined) continue;
      const message = `Text ${CONTROL_CHARS_MESSAGE}`;
      throw badRequest(`${field || where}: ${message}`, [{ field: field || where, message }]);
    }
  });
}
