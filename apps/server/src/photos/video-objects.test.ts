import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startLocalS3 } from '../../test/s3-server';
import { complaintVideoFixture } from '../../test/video-file';
import { createS3VideoObjects, diskVideoObjects, type VideoObjects } from './video-objects';

// Complaint videos on the disk and in an S3-compatible bucket (s3rver on loopback): written from the uploaded
// file, read whole or by byte range (docs/decisions/059).
const s3 = await startLocalS3('rima-videos');
afterAll(() => s3.close());

const bytesOf = async (body: Readable | undefined) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

const stores: [string, () => Promise<VideoObjects>][] = [
  ['disk', async () => diskVideoObjects(fs.mkdtempSync(path.join(os.tmpdir(), 'rima-videos-')))],
  ['s3', async () => createS3VideoObjects(loadConfig({ ...s3.env, NODE_ENV: 'test' }).s3 ?? fail())],
];
function fail(): never {
  throw new Error('no S3 settings');
}

describe.each(stores)('video objects (%s)', (kind, create) => {
  it('stores the uploaded file and reads it back whole or by range', async () => {
    const objects = await create();
    const fixture = complaintVideoFixture();
    const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rima-upload-')), 'upload');
    fs.writeFileSync(source, fixture);
    const name = `${'ab'.repeat(16)}.mp4`;
    await objects.putFile(name, source, { type: 'video/mp4', bytes: fixture.length });
    const whole = await bytesOf(await objects.get(name));
    expect(whole.equals(fixture)).toBe(true);
    expect((await bytesOf(await objects.get(name, { start: 4, end: 11 }))).toString('latin1')).toBe('ftypisom');
    expect(await objects.get(`${'cd'.repeat(16)}.mp4`)).toBeUndefined();
    if (kind === 's3') {
      const head = await s3.client.send(
        new (await import('@aws-sdk/client-s3')).HeadObjectCommand({
          Bucket: s3.bucket,
          Key: `complaint-videos/${name}`,
        }),
      );
      expect(head.ContentType).toBe('video/mp4');
      expect(head.CacheControl).toMatch(/private/);
    }
    await objects.remove(name);
    expect(await objects.get(name)).toBeUndefined();
    objects.close();
  });
});
