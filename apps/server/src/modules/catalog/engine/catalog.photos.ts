/**
 * A product's photos in the read model (docs/decisions/023): packed into a few bytes each, so a detail answered from
 * memory needs no statement (one database reply less, which under load was one more turn of a busy event loop).
 * A photo: id (4 bytes), width and height (4 each, little-endian), then its key — 0 and 16 bytes for the
 * 32 lower-case hex digits the photo store makes, or 1, a 2-byte length and the key's UTF-8 for any other.
 */
import type { PhotoRecord } from '../catalog.repository';

/** As the load reads them: [id, width, height, file_key] in position order (json_agg). */
export type LoadedPhoto = [number, number, number, string];

const HEX_KEY = /^[0-9a-f]{32}$/;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const EMPTY = new Uint8Array(0);

export function packPhotos(photos: readonly LoadedPhoto[] | null): Uint8Array {
  if (!photos || photos.length === 0) return EMPTY;
  let size = 0;
  for (const [, , , key] of photos) size += 12 + (HEX_KEY.test(key) ? 17 : 3 + Buffer.byteLength(key));
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const [id, width, height, key] of photos) {
    at = out.writeUInt32LE(id, at);
    at = out.writeUInt32LE(width, at);
    at = out.writeUInt32LE(height, at);
    if (HEX_KEY.test(key)) {
      out[at] = 0;
      at += 1 + out.write(key, at + 1, 'hex');
    } else {
      out[at] = 1;
      const length = out.write(key, at + 3, 'utf8');
      out.writeUInt16LE(length, at + 1);
      at += 3 + length;
    }
  }
  return out;
}

export function unpackPhotos(bytes: Buffer): PhotoRecord[] {
  const photos: PhotoRecord[] = [];
  let at = 0;
  while (at < bytes.length) {
    const id = bytes.readUInt32LE(at);
    const width = bytes.readUInt32LE(at + 4);
    const height = bytes.readUInt32LE(at + 8);
    at += 12;
    let file_key = '';
    if (bytes[at] === 0) {
      for (let b = at + 1; b < at + 17; b += 1) file_key += HEX[bytes[b] as number] as string;
      at += 17;
    } else {
      const length = bytes.readUInt16LE(at + 1);
      file_key = bytes.toString('utf8', at + 3, at + 3 + length);
      at += 3 + length;
    }
    photos.push({ id, file_key, width, height });
  }
  return photos;
}
