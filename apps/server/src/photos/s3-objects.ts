import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { PHOTO_CACHE_CONTROL, PHOTO_CONTENT_TYPE, type PhotoObjects } from './photo-objects';

/** An S3 error's HTTP status, if the service answered one. */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through the AWS SDK. Objects carry their
 * type and a year of immutable caching, so a public bucket or a CDN in front of it serves them as the shop
 * would. The SDK is loaded only when a bucket is configured: the disk default never pays for it.
 */
export async function createS3Objects(config: S3Config): Promise<PhotoObjects> {
  const { S3Client, PutObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(name, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          ContentType: PHOTO_CONTENT_TYPE,
          CacheControl: PHOTO_CACHE_CONTROL,
        }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, bytes: object.ContentLength, etag: object.ETag };
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async has(name, bytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return head.ContentLength === bytes;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
