import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE } from '@rima/shared/api/fields';
import { MAX_PHOTO_BYTES } from '@rima/shared/constants';
import { AppError, badRequest, payloadTooLarge } from '../http/errors';

/** At most this many text fields, each at most this long (the longest form field is a 5,000-character text). */
export const MAX_MULTIPART_FIELDS = 50;
export const MAX_MULTIPART_FIELD_BYTES = 64 * 1024;

export type MultipartUpload = {
  fields: Record<string, string>;
  /** Paths of the received files (temporary; removed by cleanup()). */
  files: string[];
  /** The file names the client gave, in the order of `files`. */
  names: string[];
  /** Files received under the second file field (`Options.second`), if the route has one. */
  others: string[];
  cleanup: () => Promise<void>;
};

type Options = {
  /** The one field name files may travel under; a file under any other name is refused unread. */
  fileField: string;
  maxFiles: number;
  /** What the client is told when it sends more than maxFiles files. */
  tooManyFiles: string;
  /** Another limit per file than a photo's (a spreadsheet, a ZIP of photos), and what a larger one is told. */
  maxFileBytes?: number;
  tooLarge?: string;
  /** A second file field with limits of its own (a complaint's video beside its photos). */
  second?: { field: string; maxFiles: number; maxFileBytes: number; tooLarge: string; tooMany: string };
  /** What a body over the total is told, and the field it names (the largest file's, as a rule). */
  tooLargeBody?: { message: string; field: string };
};

export const photoTooLargeMessage = () => `Each photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`;

/** Largest body a multipart request may have: every photo at its limit plus the text fields. */
export function maxMultipartBytes(maxFiles: number, maxFileBytes = MAX_PHOTO_BYTES): number {
  return maxFiles * maxFileBytes + 1024 * 1024;
}

function hasBoundary(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType);
}

/**
 * Stops parsing a refused body: the answer goes out at once, and what is still in flight is read and dropped
 * (never buffered) so the client, still sending, reliably receives the answer; closing the socket instead
 * would reset the connection and lose it. The request timeout bounds how long a client may keep sending.
 */
function abandonBody(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume(); // discard what is still in flight instead of buffering it
}

/**
 * Streams a multipart body: text fields into memory (bounded), files under `fileField` straight to temporary
 * files (never into memory), with the request's total size checked while it arrives. Any other file field,
 * one file too many, a file over the photo limit or a body over the total is refused at once (4xx), without
 * reading the rest. A malformed body (no boundary, broken parts) is a 400.
 */
export async function readMultipart(request: FastifyRequest, options: Options): Promise<MultipartUpload> {
  const maxFile = options.maxFileBytes ?? MAX_PHOTO_BYTES;
  const tooLarge = options.tooLarge ?? photoTooLargeMessage();
  const { second } = options;
  const maxTotal = maxMultipartBytes(options.maxFiles, maxFile) + (second ? second.maxFiles * second.maxFileBytes : 0);
  const files: string[] = [];
  const names: string[] = [];
  const others: string[] = [];
  const bodyTooLarge = () => {
    const message = `The request is too large (at most ${Math.floor(maxTotal / 1024 / 1024)} MB)`;
    const given = options.tooLargeBody;
    return given
      ? payloadTooLarge(`${message}: ${given.message}`, [{ field: given.field, message: given.message }])
      : payloadTooLarge(message);
  };
  let tmpDir: string | undefined;
  const cleanup = async () => {
    if (tmpDir) await fs.promises.rm(tmpDir, { recursive: true, force: true });
  };
  if (!hasBoundary(request.headers['content-type'])) {
    abandonBody(request);
    throw badRequest('Malformed multipart body: the Content-Type header has no boundary');
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxTotal) {
    abandonBody(request);
    throw bodyTooLarge();
  }
  const fields: Record<string, string> = {};
  let stallTimer: NodeJS.Timeout | undefined;
  let total = 0;
  const count = (bytes: number) => {
    stallTimer?.refresh(); // progress: the parser is not stuck
    total += bytes;
    if (total > maxTotal) throw bodyTooLarge();
  };
  // A body that ends inside a part leaves the parser waiting for more: give up 1 s after the end of the body
  // without progress (count() refreshes the timer).
  const stalled = new Promise<never>((_resolve, reject) => {
    const arm = () => {
      stallTimer ??= setTimeout(() => reject(badRequest('Malformed multipart body: it ended inside a part')), 1000);
    };
    if (request.raw.readableEnded) arm();
    else request.raw.once('end', arm).once('close', arm);
  });
  stalled.catch(() => {}); // only observed through the races below
  try {
    const parts = request.parts({
      limits: {
        fileSize: Math.max(maxFile, second?.maxFileBytes ?? 0),
        files: options.maxFiles + (second?.maxFiles ?? 0) + 1,
        fields: MAX_MULTIPART_FIELDS,
        fieldSize: MAX_MULTIPART_FIELD_BYTES,
        parts: options.maxFiles + (second?.maxFiles ?? 0) + MAX_MULTIPART_FIELDS + 1,
        headerPairs: 20,
      },
    });
    const iterator = parts[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([iterator.next(), stalled]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        count(Buffer.byteLength(value) + Buffer.byteLength(part.fieldname));
        if (part.valueTruncated) throw payloadTooLarge(`The field '${part.fieldname}' is too long`);
        if (CONTROL_CHARS.test(value) || CONTROL_CHARS.test(part.fieldname)) {
          throw badRequest(`${part.fieldname}: Text ${CONTROL_CHARS_MESSAGE}`, [
            { field: part.fieldname, message: `Text ${CONTROL_CHARS_MESSAGE}` },
          ]);
        }
        fields[part.fieldname] = value;
        continue;
      }
      const isSecond = second !== undefined && part.fieldname === second.field;
      if (part.fieldname !== options.fileField && !isSecond) {
        throw badRequest(`Unexpected file field '${part.fieldname}': send photos in the field '${options.fileField}'`);
      }
      const limit = isSecond
        ? { field: second.field, max: second.maxFiles, bytes: second.maxFileBytes, tooLarge: second.tooLarge }
        : { field: options.fileField, max: options.maxFiles, bytes: maxFile, tooLarge };
      if ((isSecond ? others : files).length >= limit.max) {
        const message = isSecond ? second.tooMany : options.tooManyFiles;
        throw badRequest(message, [{ field: limit.field, message }]);
      }
      const fileTooLarge = () => payloadTooLarge(limit.tooLarge, [{ field: limit.field, message: limit.tooLarge }]);
      let fileBytes = 0;
      tmpDir ??= await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rima-upload-'));
      const file = path.join(tmpDir, crypto.randomBytes(8).toString('hex'));
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          try {
            count(chunk.length);
            fileBytes += chunk.length;
            if (fileBytes > limit.bytes) throw fileTooLarge();
            done(null, chunk);
          } catch (error) {
            done(error as Error);
          }
        },
      });
      await Promise.race([pipeline(part.file, counter, fs.createWriteStream(file)), stalled]).catch((error) => {
        part.file.destroy();
        throw error;
      });
      if (part.file.truncated) throw fileTooLarge();
      const size = (await fs.promises.stat(file)).size;
      if (size > 0 && isSecond) others.push(file);
      else if (size > 0) {
        files.push(file); // an empty file input (old clients) is no file
        names.push(part.filename ?? '');
      }
    }
    clearTimeout(stallTimer);
    return { fields, files, names, others, cleanup };
  } catch (error) {
    clearTimeout(stallTimer);
    abandonBody(request);
    await cleanup();
    throw asClientError(error, tooLarge);
  }
}

/** Errors of a malformed body (busboy's plain Errors) become 400; errors with a 4xx status keep it. */
function asClientError(error: unknown, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  const { statusCode: status, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(tooLarge);
  if (status === 413) return payloadTooLarge('The request has too many parts');
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const message = error instanceof Error ? error.message : String(error);
  return badRequest(`Malformed multipart body: ${message}`);
}
