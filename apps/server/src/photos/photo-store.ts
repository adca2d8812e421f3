import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '@rima/shared/constants';
import { badRequest, payloadTooLarge } from '../http/errors';
import { diskObjects, type PhotoObjects } from './photo-objects';

/** Widths every photo is stored in, for srcset. The middle one is the `image` URL old clients get. */
export const PHOTO_WIDTHS = [320, 640, 1024] as const;
export const DEFAULT_PHOTO_WIDTH = 640;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type StoredPhoto = { key: string; width: number; height: number };
/** A photo as received: in memory (seed data) or a temporary file a streamed upload wrote. */
export type PhotoInput = Buffer | string;

/** Images decoded at the same time, process-wide: each decode can take tens of MB and a core. */
export const PHOTO_DECODE_CONCURRENCY = 2;

/** A small FIFO semaphore: at most `limit` tasks run at once, the others wait their turn. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next)
        next(); // the slot passes straight on
      else active -= 1;
    }
  };
}

const decodeSlot = createLimiter(PHOTO_DECODE_CONCURRENCY);
const tooManyPixels = () => badRequest(`Photos must be at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`);

export type PhotoStore = ReturnType<typeof createPhotoStore>;

/**
 * Photos named by a random key, `<key>-<width>.webp`, on the local disk under `dir` or in `objects` (a bucket).
 * Input is checked by content (sharp reads the real format, not the name or declared type),
 * re-encoded to WebP (which drops EXIF and any payload hidden in the original) in each width.
 */
export function createPhotoStore(options: { dir: string; objects?: PhotoObjects }) {
  const { dir } = options;
  const objects = options.objects ?? diskObjects(dir);

  async function save(input: PhotoInput): Promise<StoredPhoto> {
    const bytes = typeof input === 'string' ? (await fs.stat(input)).size : input.length;
    if (bytes > MAX_PHOTO_BYTES) {
      throw payloadTooLarge(`Each photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
    }
    // Headers only (no decoding): the format and the dimensions, so a huge image is refused before it costs memory.
    let meta: sharp.Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw badRequest('Photos must be JPEG, PNG or WebP images');
    }
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
      throw badRequest('Photos must be JPEG, PNG or WebP images');
    }
    if (!meta.width || !meta.height) throw badRequest('The photo could not be read');
    if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw tooManyPixels();
    return decodeSlot(() => encode(input));
  }

  async function encode(input: PhotoInput): Promise<StoredPhoto> {
    const key = crypto.randomBytes(16).toString('hex');
    const written: string[] = [];
    try {
      let outWidth = 0;
      let outHeight = 0;
      for (const width of PHOTO_WIDTHS) {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS })
          .rotate() // honour EXIF orientation before the metadata is dropped
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        const name = `${key}-${width}.webp`;
        await objects.put(name, data);
        written.push(name);
        if (width === DEFAULT_PHOTO_WIDTH) {
          outWidth = info.width;
          outHeight = info.height;
        }
      }
      return { key, width: outWidth, height: outHeight };
    } catch (error) {
      await Promise.all(written.map((name) => objects.remove(name).catch(() => undefined)));
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
      throw error;
    }
  }

  async function remove(key: string): Promise<void> {
    await Promise.all(PHOTO_WIDTHS.map((w) => objects.remove(`${key}-${w}.webp`)));
  }

  return { dir, objects, save, remove };
}

/**
 * PHOTO_PUBLIC_URL: photos are linked straight to a public bucket or CDN. One process has one photo store, so
 * this is set once at start (app-http.ts) rather than threaded through every module that shows a photo.
 */
let photoPublicBase: string | undefined;

export function setPhotoPublicUrl(url: string | undefined): void {
  photoPublicBase = url;
}

/** URL helpers shared by every module that shows a photo. `base` is the public origin ('' = same origin). */
export function photoUrl(base: string, key: string, width: number = DEFAULT_PHOTO_WIDTH): string {
  if (photoPublicBase !== undefined) return `${photoPublicBase}/${key}-${width}.webp`;
  return `${base}/api/v1/images/${key}-${width}.webp`;
}

export function photoSrcset(base: string, key: string): string {
  return PHOTO_WIDTHS.map((w) => `${photoUrl(base, key, w)} ${w}w`).join(', ');
}
