import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the photo files live: a flat set of objects named `<key>-<width>.webp`, written once, never rewritten
 * (a new photo gets a new random key), so every copy of one may be cached for a year. The local disk under
 * DATA_DIR/uploads is the default; an S3-compatible bucket (s3-objects.ts) lets several machines share them
 * (docs/decisions/042-photo-storage-live.md).
 */
export type PhotoObjects = {
  kind: 'disk' | 's3';
  put(name: string, data: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is none of that name. */
  get(name: string): Promise<PhotoObject | undefined>;
  /** Whether an object of that name and size is already stored (the copy command skips it). */
  has(name: string, bytes: number): Promise<boolean>;
  close(): void;
};

export type PhotoObject = { body: Readable; bytes: number | undefined; etag: string | undefined };

/** Cache-Control of every photo file, wherever it is served from. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PHOTO_CONTENT_TYPE = 'image/webp';

/** Names of photo files: the store's hex keys, and the seed's and older stores' word keys. */
export const PHOTO_FILE_NAME = /^[A-Za-z0-9_-]{1,80}-\d{2,4}\.webp$/;

/** Photos as files in `dir`. */
export function diskObjects(dir: string): PhotoObjects & { dir: string } {
  const file = (name: string) => path.join(dir, name);
  return {
    kind: 'disk',
    dir,
    async put(name, data) {
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(file(name), data);
    },
    async remove(name) {
      await fs.promises.rm(file(name), { force: true });
    },
    async get(name) {
      const stat = await fs.promises.stat(file(name)).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: fs.createReadStream(file(name)), bytes: stat.size, etag: undefined };
    },
    async has(name, bytes) {
      const stat = await fs.promises.stat(file(name)).catch(() => undefined);
      return stat?.isFile() === true && stat.size === bytes;
    },
    close() {},
  };
}
