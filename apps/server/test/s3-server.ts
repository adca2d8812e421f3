import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error -- s3rver ships no types; its surface used here is typed below
import S3rverModule from 's3rver';

type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rver;

/** s3rver's fixed credentials, which its signature check expects. */
export const S3_TEST_KEY = 'S3RVER';

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The S3_* variables a shop (or the copy command) needs to use this server's bucket. */
  env: Record<string, string>;
  client: S3Client;
  close(): Promise<void>;
};

/**
 * An S3-compatible server on loopback (s3rver keeps objects in a temporary directory), with one empty bucket.
 * The shop talks to it through the same AWS SDK calls as to AWS S3, R2 or MinIO.
 */
export async function startLocalS3(bucket = 'rima-photos'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_TEST_KEY,
    S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_TEST_KEY, secretAccessKey: S3_TEST_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    env,
    client,
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
