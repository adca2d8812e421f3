import { z } from 'zod';

/**
 * Field rules every schema shares: ids are PostgreSQL `integer`s, text never carries control
 * characters. The server also applies CONTROL_CHARS to every string of every body, query and path
 * (apps/server/src/http/input-guard.ts), so a schema that forgets it still answers 400, never 500.
 */

/** The largest PostgreSQL `integer` (2^31 − 1): every id column. */
export const PG_INT_MAX = 2_147_483_647;

/** NUL and the other C0/C1 control characters and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The same for single-line values (query strings, path segments, names): no tab or line break either. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
export const CONTROL_CHARS_MESSAGE = 'must not contain control characters (such as NUL)';

/** A text that may span lines (descriptions, messages, reviews, addresses). */
export const multiLineText = () =>
  z.string().refine((v) => !CONTROL_CHARS.test(v), { error: `Text ${CONTROL_CHARS_MESSAGE}` });

/** A one-line text (names, search terms, filters). */
export const singleLineText = () =>
  z.string().refine((v) => !CONTROL_CHARS_SINGLE_LINE.test(v), { error: `Text ${CONTROL_CHARS_MESSAGE}` });

/** For z.preprocess: an empty query value ('?status=') counts as absent. */
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

type IdMessages = { invalid?: string };

/** An id in a path, query or body: a whole number from 1 to 2^31 − 1 (numbers or digit strings). */
export const idField = (field: string, messages: IdMessages = {}) =>
  z.coerce
    .number({ error: messages.invalid ?? `${field} must be a whole number` })
    .int({ error: messages.invalid ?? `${field} must be a whole number` })
    .min(1, { error: messages.invalid ?? `${field} must be 1 or more` })
    .max(PG_INT_MAX, { error: messages.invalid ?? `${field} must be at most ${PG_INT_MAX}` });

/** An optional id: '' and null (what old clients send for "none") count as absent. */
export const optionalIdField = (field: string, messages: IdMessages = {}) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), idField(field, messages).optional());

/** A page number or count in a query: a whole number from 1 to 2^31 − 1. */
export const pageField = idField;

export const productIdParamsSchema = z.object({
  id: idField('id', { invalid: 'id must be a product number' }),
});
