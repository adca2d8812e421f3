import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';

/**
 * Where complaint videos live: objects named `<key>.<ext>`, written once from the uploaded temporary file
 * (streamed, never read into memory) and read back whole or by byte range. Apart from the photo files: those
 * are public (`/api/v1/images/`), a video is served only through its complaint's access check
 * (docs/decisions/059).
 */
export type VideoObjects = {
  kind: 'disk' | 's3';
  putFile(name: string, file: string, info: { type: string; bytes: number }): Promise<void>;
  /** The bytes from `start` to `end` (inclusive), or the whole object; undefined when there is none. */
  get(name: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  remove(name: string): Promise<void>;
  close(): void;
};

export const VIDEO_FILE_NAME = /^[a-f0-9]{32}\.(mp4|mov|webm)$/;

/** Videos as files in `dir` (DATA_DIR/complaint-videos: not under the photo files' public folder). */
export function diskVideoObjects(dir: string): VideoObjects {
  const file = (name: string) => path.join(dir, name);
  return {
    kind: 'disk',
    async putFile(name, source) {
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.copyFile(source, file(name));
    },
    async get(name, range) {
      const stat = await fs.promises.stat(file(name)).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return fs.createReadStream(file(name), range ? { start: range.start, end: range.end } : {});
    },
    async remove(name) {
      await fs.promises.rm(file(name), { force: true });
    },
    close() {},
  };
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;

/**
 * Videos in the photos' S3 bucket under `complaint-videos/`, private (no public caching): with PHOTO_PUBLIC_URL
 * the bucket may be public, but a name is random and only ever sent to the complaint's people.
 */
export async function createS3VideoObjects(config: S3Config): Promise<VideoObjects> {
  const { S3Client, PutObjectCommand, DeleteObjectCommand, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    // A streamed body goes as is, with its length: the SDK's default checksum re-frames it (aws-chunked),
    // which not every S3-compatible service understands.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const key = (name: string) => `complaint-videos/${name}`;
  return {
    kind: 's3',
    async putFile(name, source, info) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: fs.createReadStream(source),
          ContentLength: info.bytes,
          ContentType: info.type,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async get(name, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (object.Body as Readable | undefined) ?? undefined;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    close() {
      client.destroy();
    },
  };
}
