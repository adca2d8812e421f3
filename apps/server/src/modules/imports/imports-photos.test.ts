import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import type { PhotoMatchResult } from '@rima/shared/api/seller-imports';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createProduct, createSeller } from '../../../test/factories';
import { importPhotoZip, photoTargetsOf } from './imports.photos';

// docs/decisions/055: photos by ZIP, matched by file name to the store's SKUs, streamed, with limits.
const app = await buildTestApp();
const { db } = app.deps;
const seller = await createSeller(db);
const other = await createSeller(db);

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function zipOf(files: [string, Buffer][], compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of files)
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else zip.addBuffer(data, name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function productWithSku(sellerId: number, sku: string, photos: number) {
  const { id } = await createProduct(db, sellerId, { photos });
  await db.query('UPDATE product_variants SET sku = $2 WHERE product_id = $1', [id, sku]);
  return id;
}

async function send(body: Buffer, token = seller.token, name = 'foto.zip') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), name);
  return app.inject({
    method: 'POST',
    url: '/api/v1/seller/imports/photos',
    headers: { 'x-access-token': token },
    payload: form,
  });
}

const photosOf = (productId: number) =>
  db.query<{ position: number; file_key: string; width: number }>(
    'SELECT position, file_key, width FROM product_photos WHERE product_id = $1 ORDER BY position',
    [productId],
  );

describe('photos by ZIP', () => {
  it('matches SKU.jpg and SKU-2.jpg to the first and second photo and reports every file', async () => {
    const a = await productWithSku(seller.id, 'JPR-MEJA-01', 0);
    const b = await productWithSku(seller.id, 'KURSI7', 1);
    const [oldB] = await photosOf(b);
    const theirs = await productWithSku(other.id, 'THEIRS1', 0);
    const zip = await zipOf([
      ['JPR-MEJA-01-2.png', await png('#a0522d')], // second photo listed first: still goes second
      ['JPR-MEJA-01.jpg', await png('#8b4513')], // named .jpg, a PNG inside: checked by content
      ['fotos/KURSI7.webp', await png('#deb887')], // replaces the first photo, folders ignored
      ['NOPE-2.jpg', await png('#000000')],
      ['THEIRS1.jpg', await png('#ffffff')], // another store's SKU is unknown here
      ['readme.txt', Buffer.from('hello')],
      ['KURSI7-3.png', Buffer.from('not really a png')],
      ['fotos/', Buffer.alloc(0)],
    ]);
    const res = await send(zip);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: PhotoMatchResult }>();
    const byFile = Object.fromEntries(data.files.map((f) => [f.file, f]));
    expect(byFile['JPR-MEJA-01.jpg']).toMatchObject({
      result: 'matched',
      sku: 'JPR-MEJA-01',
      product_id: a,
      position: 0,
    });
    expect(byFile['JPR-MEJA-01-2.png']).toMatchObject({ result: 'matched', product_id: a, position: 1 });
    expect(byFile['fotos/KURSI7.webp']).toMatchObject({ result: 'matched', product_id: b, position: 0 });
    expect(byFile['NOPE-2.jpg']).toMatchObject({ result: 'unknown_sku', sku: 'NOPE' });
    expect(byFile['THEIRS1.jpg']).toMatchObject({ result: 'unknown_sku' });
    expect(byFile['readme.txt']).toMatchObject({ result: 'not_image' });
    expect(byFile['KURSI7-3.png']).toMatchObject({ result: 'not_image', sku: 'KURSI7' });
    expect(data.matched).toHaveLength(3);
    expect(data.unmatched.sort()).toEqual(['KURSI7-3.png', 'NOPE-2.jpg', 'THEIRS1.jpg', 'readme.txt']);
    // Stored through the photo store: re-encoded in the list widths, old photo replaced.
    const photosA = await photosOf(a);
    expect(photosA.map((p) => p.position)).toEqual([0, 1]);
    expect(photosA[0]?.width).toBe(64);
    const photosB = await photosOf(b);
    expect(photosB).toHaveLength(1);
    expect(photosB[0]?.file_key).not.toBe(oldB?.file_key);
    expect(await photosOf(theirs)).toEqual([]);
    const shown = await app.inject({ method: 'GET', url: `/api/v1/product/${a}` });
    expect(shown.statusCode).toBe(200);
  });

  it('places photos of parallel uploads one at a time (no place taken twice, never more than five)', async () => {
    const id = await productWithSku(seller.id, 'PAR1', 4);
    const zips = await Promise.all(
      ['#111111', '#222222', '#333333'].map(async (c) => zipOf([['PAR1-5.png', await png(c)]])),
    );
    const answers = await Promise.all(zips.map((z) => send(z)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const res of answers)
      expect(res.json<{ data: PhotoMatchResult }>().data.files[0]).toMatchObject({ result: 'matched', position: 4 });
    expect((await photosOf(id)).map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
    const full = await send(
      await zipOf([
        ['PAR1-5.png', await png('#444444')],
        ['PAR1.png', await png('#555555')],
      ]),
    );
    expect(full.json<{ data: PhotoMatchResult }>().data.files.map((f) => f.position)).toEqual([4, 0]);
    expect(await photosOf(id)).toHaveLength(5);
  });

  it('reads SKUs that end in "-n" whole first', () => {
    expect(photoTargetsOf('A-1.jpg')).toEqual([
      { sku: 'A-1', index: 0 },
      { sku: 'A', index: 0 },
    ]);
    expect(photoTargetsOf('dir/A-5.png')).toEqual([
      { sku: 'A-5', index: 0 },
      { sku: 'A', index: 4 },
    ]);
    expect(photoTargetsOf('A-9.png')).toEqual([{ sku: 'A-9', index: 0 }]);
  });

  it('refuses a file that is no ZIP, a missing file and non-sellers with a 4xx naming the field', async () => {
    const notZip = await send(Buffer.from('plain text, not a zip'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('file');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/v1/seller/imports/photos',
      headers: { 'x-access-token': seller.token },
      payload: new FormData(),
    });
    expect(empty.statusCode).toBe(400);
    const buyer = await createCustomer(db);
    expect((await send(await zipOf([['X.jpg', await png('#111111')]]), buyer.token)).statusCode).toBe(403);
  });

  it('stops zip bombs: a photo whose unpacked size is over the limit is never unpacked', async () => {
    await productWithSku(seller.id, 'BOMB1', 0);
    const zip = await zipOf([['BOMB1.jpg', Buffer.alloc(40 * 1024 * 1024)]]);
    expect(zip.length).toBeLessThan(1024 * 1024);
    const res = await send(zip);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: PhotoMatchResult }>().data.files[0]).toMatchObject({ result: 'too_large' });
  });

  it('caps the entries and the total unpacked bytes', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rima-zip-test-'));
    try {
      const image = await png('#654321');
      const skus = new Map([
        ['S1', 1],
        ['S2', 2],
        ['S3', 3],
      ]);
      const placed: string[] = [];
      const photos = {
        placePhoto: async (_seller: number, productId: number, index: number) => {
          placed.push(`${productId}:${index}`);
          return { placed: true as const, position: index };
        },
      };
      const file = path.join(dir, 'a.zip');
      await fs.promises.writeFile(
        file,
        await zipOf([
          ['S1.png', image],
          ['S2.png', image],
          ['S3.png', image],
        ]),
      );
      const limits = { maxEntries: 10, maxUnpackedBytes: image.length * 2, maxPhotoBytes: 1024 * 1024 };
      const result = await importPhotoZip({ sellerId: 1, zipFile: file, skus, photos }, limits);
      expect(result.files.map((f) => f.result)).toEqual(['matched', 'matched', 'not_processed']);
      expect(placed).toEqual(['1:0', '2:0']);
      await expect(
        importPhotoZip({ sellerId: 1, zipFile: file, skus, photos }, { ...limits, maxEntries: 2 }),
      ).rejects.toMatchObject({ statusCode: 400 });
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });
});
