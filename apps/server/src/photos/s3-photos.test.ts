import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp } from '../../test/build-test-app';
import { createSeller } from '../../test/factories';
import { productForm, testPhoto as png } from '../../test/photo-form';
import { startLocalS3 } from '../../test/s3-server';
import { copyPhotosToS3 } from '../cli/photos-copy-to-s3';
import { PHOTO_CACHE_CONTROL } from './photo-objects';

/**
 * Photos in object storage: an S3-compatible server on loopback (s3rver), reached through the same AWS SDK
 * calls as production. Upload through the product API, read back through the shop or the bucket's public URL,
 * copy a disk's photos with the command.
 */

const s3 = await startLocalS3();
afterAll(() => s3.close());

const listBucket = async () =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key).sort();
const objectBytes = async (key: string) => {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
};

type MyProduct = { id: number; image: string; image_srcset: string };

describe('photos in an S3 bucket, served through the shop', async () => {
  const app = await buildTestApp(s3.env);
  const seller = await createSeller(app.deps.db);
  const uploads = path.join(app.deps.config.dataDir, 'uploads');
  const headers = { 'x-access-token': seller.token };
  const myProducts = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/product/my-product', headers })).json<{
      data: MyProduct[] | { data: MyProduct[] };
    }>().data;
  const firstImage = async (id: number) => {
    const data = await myProducts();
    const list = Array.isArray(data) ? data : data.data;
    return list.find((p) => p.id === id)?.image ?? '';
  };
  let id = 0;
  let firstKey = '';

  it('stores an uploaded photo in the bucket in three widths, nothing on the disk', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/product/create',
      headers,
      payload: productForm([await png(10), await png(200)]),
    });
    expect(res.statusCode).toBe(201);
    id = res.json<{ data: { id: number } }>().data.id;
    const keys = await listBucket();
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}-(320|640|1024)\.webp$/);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keys[0] }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe(PHOTO_CACHE_CONTROL);
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  });

  it('serves the photo the API links to from the bucket, with a year of immutable caching', async () => {
    const url = new URL(await firstImage(id));
    expect(url.pathname).toMatch(/^\/api\/v1\/images\/[0-9a-f]{32}-640\.webp$/);
    firstKey = /([0-9a-f]{32})-640\.webp$/.exec(url.pathname)?.[1] ?? '';
    const res = await app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
    expect(res.rawPayload.equals(await objectBytes(`${firstKey}-640.webp`))).toBe(true);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    const again = await app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a photo that is not there and for a name that is not a photo', async () => {
    for (const name of [`${'0'.repeat(32)}-640.webp`, 'x.txt', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/images/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ statusCode: number }>().statusCode).toBe(404);
    }
  });

  it('an edit that drops a photo deletes its objects from the bucket and adds the new one', async () => {
    const rows = await app.deps.db.query<{ id: number; file_key: string }>(
      'SELECT id, file_key FROM product_photos WHERE product_id = $1 ORDER BY position',
      [id],
    );
    expect(rows[0]?.file_key).toBe(firstKey);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/product/edit/${id}`,
      headers,
      payload: productForm([await png(90)], { name: 'Kursi jati baru', photos: JSON.stringify([rows[1]?.id]) }),
    });
    expect(res.statusCode).toBe(200);
    const after = await listBucket();
    expect(after).toHaveLength(6);
    expect(after.some((k) => k?.startsWith(firstKey))).toBe(false);
    expect(after.filter((k) => k?.startsWith(rows[1]?.file_key ?? '-'))).toHaveLength(3);
  });
});

describe('npm run photos:copy-to-s3', () => {
  it('copies the photos on disk to the bucket once; a second run copies nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-copy-'));
    const uploads = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploads);
    const names = ['aa11-320.webp', 'aa11-640.webp', 'bb22-1024.webp'];
    for (const [i, name] of names.entries()) fs.writeFileSync(path.join(uploads, name), Buffer.alloc(100 + i, i));
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'not a photo');
    const config = loadConfig({ ...s3.env, DATA_DIR: dataDir, S3_BUCKET: s3.bucket });
    const lines: string[] = [];
    expect(await copyPhotosToS3(config, (l) => lines.push(l))).toEqual({ copied: 3, present: 0 });
    expect(await copyPhotosToS3(config, (l) => lines.push(l))).toEqual({ copied: 0, present: 3 });
    expect(lines[1]).toMatch(/3 photo files in .*: 0 copied to rima-photos, 3 already there\./);
    expect((await objectBytes('bb22-1024.webp')).equals(fs.readFileSync(path.join(uploads, 'bb22-1024.webp')))).toBe(
      true,
    );
    // a file that changed size (a copy cut short) is copied again
    fs.writeFileSync(path.join(uploads, 'aa11-640.webp'), Buffer.alloc(500, 7));
    expect(await copyPhotosToS3(config, () => {})).toEqual({ copied: 1, present: 2 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
