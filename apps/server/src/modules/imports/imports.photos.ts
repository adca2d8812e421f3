import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import {
  PHOTO_ZIP_MAX_ENTRIES,
  PHOTO_ZIP_MAX_UNPACKED_BYTES,
  type PhotoFileReport,
  type PhotoMatchResult,
} from '@rima/shared/api/seller-imports';
import { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@rima/shared/constants';
import { AppError, badRequest } from '../../http/errors';
import type { ProductPhotos } from '../products/products-photos';

export type ZipLimits = { maxEntries: number; maxUnpackedBytes: number; maxPhotoBytes: number };
const DEFAULT_LIMITS: ZipLimits = {
  maxEntries: PHOTO_ZIP_MAX_ENTRIES,
  maxUnpackedBytes: PHOTO_ZIP_MAX_UNPACKED_BYTES,
  maxPhotoBytes: MAX_PHOTO_BYTES,
};

const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

/**
 * `SKU123.jpg` → photo 0 of SKU123, `SKU123-2.jpg` → photo 1. A SKU may itself end in "-<digit>": the whole
 * stem is tried first, then the stem without its "-n" suffix.
 */
export function photoTargetsOf(fileName: string): { sku: string; index: number }[] {
  const stem = path.posix.basename(fileName).replace(/\.[^.]*$/, '');
  const targets = [{ sku: stem, index: 0 }];
  const suffix = /^(.+)-(\d{1,2})$/.exec(stem);
  if (suffix?.[1] && suffix[2]) {
    const n = Number(suffix[2]);
    if (n >= 1 && n <= MAX_PRODUCT_PHOTOS) targets.push({ sku: suffix[1], index: n - 1 });
  }
  return targets;
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true },
      (e, zip) => (e || !zip ? reject(e ?? new Error('no zip')) : resolve(zip)),
    ),
  );

/** The central directory's entries (names and sizes only: nothing is unpacked here). */
function listEntries(zip: yauzl.ZipFile, maxEntries: number): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    if (zip.entryCount > maxEntries)
      return reject(
        badRequest(`The ZIP holds ${zip.entryCount} files; at most ${maxEntries}`, [
          { field: 'file', message: `at most ${maxEntries} files in one ZIP` },
        ]),
      );
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Unpacks one entry to `target`, counting the bytes as they come: more than `max` stops it (a lying header). */
async function unpack(zip: yauzl.ZipFile, entry: yauzl.Entry, target: string, max: number): Promise<number> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (e, s) => (e || !s ? reject(e ?? new Error('no stream')) : resolve(s))),
  );
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(bytes > max ? new Error('entry larger than allowed') : null, chunk);
    },
  });
  await pipeline(stream, counter, fs.createWriteStream(target));
  return bytes;
}

/**
 * Photos by ZIP (docs/decisions/055-batch-fulfilment.md): the archive sits in a temporary file and is read
 * entry by entry (never whole into memory). Each image is matched by its name to one of the store's SKUs and
 * stored through the product photo store; every file gets a line in the report. Limits: the number of entries,
 * each photo's size, and the total unpacked bytes (declared sizes are checked before unpacking, and the real
 * bytes while unpacking, so a zip bomb stops early).
 */
export async function importPhotoZip(
  input: {
    sellerId: number;
    zipFile: string;
    /** The seller's SKUs → product id. */
    skus: ReadonlyMap<string, number>;
    photos: Pick<ProductPhotos, 'placePhoto'>;
  },
  limits: ZipLimits = DEFAULT_LIMITS,
): Promise<PhotoMatchResult> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(input.zipFile);
  } catch {
    throw badRequest('The file is not a ZIP archive', [{ field: 'file', message: 'the file must be a ZIP archive' }]);
  }
  const tmpDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rima-zip-'));
  try {
    const entries = await listEntries(zip, limits.maxEntries).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw badRequest('The ZIP archive is damaged', [{ field: 'file', message: 'the ZIP archive is damaged' }]);
    });
    const reports: (PhotoFileReport | undefined)[] = entries.map(() => undefined);
    const report = (i: number, r: Omit<PhotoFileReport, 'file'>) => {
      reports[i] = { file: entries[i]?.fileName ?? '', ...r };
    };
    const none = { sku: null, product_id: null, position: null };
    // Photos in the order they go on each product (SKU123.jpg before SKU123-2.jpg), whatever the ZIP's order.
    const queue: { i: number; sku: string; productId: number; index: number }[] = [];
    entries.forEach((entry, i) => {
      const name = entry.fileName;
      const base = path.posix.basename(name);
      if (name.endsWith('/') || base.startsWith('.') || name.startsWith('__MACOSX/'))
        return report(i, { result: 'skipped', ...none, message: 'not a photo file (a folder or a hidden file)' });
      if (!IMAGE_NAME.test(base))
        return report(i, { result: 'not_image', ...none, message: 'only .jpg, .jpeg, .png and .webp files' });
      const target = photoTargetsOf(base).find((t) => input.skus.has(t.sku));
      if (!target)
        return report(i, {
          result: 'unknown_sku',
          ...none,
          sku: photoTargetsOf(base).at(-1)?.sku ?? null,
          message: 'no product of the store has this SKU',
        });
      if (entry.uncompressedSize > limits.maxPhotoBytes)
        return report(i, {
          result: 'too_large',
          ...none,
          sku: target.sku,
          message: `each photo must be at most ${limits.maxPhotoBytes / 1024 / 1024} MB`,
        });
      queue.push({ i, sku: target.sku, productId: input.skus.get(target.sku) ?? 0, index: target.index });
    });
    queue.sort((a, b) => a.productId - b.productId || a.index - b.index || a.i - b.i);
    let unpacked = 0;
    for (const item of queue) {
      const entry = entries[item.i];
      if (!entry) continue;
      const ids = { sku: item.sku, product_id: item.productId };
      if (unpacked + entry.uncompressedSize > limits.maxUnpackedBytes) {
        report(item.i, { result: 'not_processed', ...ids, position: null, message: 'the ZIP unpacks to too much' });
        continue;
      }
      const target = path.join(tmpDir, `photo-${item.i}`);
      try {
        unpacked += await unpack(
          zip,
          entry,
          target,
          Math.min(limits.maxPhotoBytes, limits.maxUnpackedBytes - unpacked),
        );
      } catch {
        report(item.i, { result: 'not_image', ...ids, position: null, message: 'the file could not be unpacked' });
        continue;
      }
      try {
        const placed = await input.photos.placePhoto(input.sellerId, item.productId, item.index, target);
        if (placed.placed) report(item.i, { result: 'matched', ...ids, position: placed.position, message: 'stored' });
        else if (placed.reason === 'too_many_photos')
          report(item.i, {
            result: 'too_many_photos',
            ...ids,
            position: null,
            message: `a product has at most ${MAX_PRODUCT_PHOTOS} photos`,
          });
        else
          report(item.i, {
            result: 'unknown_sku',
            ...ids,
            product_id: null,
            position: null,
            message: 'no such product',
          });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        const result = error.statusCode === 413 ? 'too_large' : 'not_image';
        report(item.i, { result, ...ids, position: null, message: error.message });
      } finally {
        await fs.promises.rm(target, { force: true });
      }
    }
    const files = reports.map(
      (r, i) => r ?? { file: entries[i]?.fileName ?? '', result: 'not_processed' as const, ...none, message: '' },
    );
    return {
      matched: files.flatMap((f) =>
        f.result === 'matched' && f.product_id ? [{ file: f.file, product_id: f.product_id }] : [],
      ),
      unmatched: files.flatMap((f) => (f.result === 'matched' || f.result === 'skipped' ? [] : [f.file])),
      files,
    };
  } finally {
    zip.close();
    await fs.promises.rm(tmpDir, { recursive: true, force: true });
  }
}
