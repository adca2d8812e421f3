import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createSeller } from '../../test/factories';
import { productForm, testPhoto as png } from '../../test/photo-form';
import { startLocalS3 } from '../../test/s3-server';
import { PHOTO_CACHE_CONTROL } from './photo-objects';

/**
 * PHOTO_PUBLIC_URL: the shop links photos straight to a public bucket (or a CDN in front of it), on an
 * S3-compatible server on loopback. In a file of its own: the photo URL base is process-wide (photo-store.ts).
 */

const s3 = await startLocalS3();
afterAll(() => s3.close());

type MyProduct = { id: number; image: string; image_srcset: string };

describe('photos linked straight to a public bucket (PHOTO_PUBLIC_URL)', async () => {
  const publicUrl = `${s3.endpoint}/${s3.bucket}`;
  const app = await buildTestApp({ ...s3.env, PHOTO_PUBLIC_URL: publicUrl });
  const seller = await createSeller(app.deps.db);

  it('links the photo at the bucket, where it answers with the same long-lived caching', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/product/create',
      headers: { 'x-access-token': seller.token },
      payload: productForm([await png(50)]),
    });
    expect(res.statusCode).toBe(201);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/product/my-product',
      headers: { 'x-access-token': seller.token },
    });
    const body = list.json<{ data: MyProduct[] | { data: MyProduct[] } }>().data;
    const product = (Array.isArray(body) ? body : body.data)[0];
    if (!product) throw new Error('the seller has no product');
    expect(product.image).toMatch(new RegExp(`^${publicUrl}/[0-9a-f]{32}-640\\.webp$`));
    expect(product.image_srcset).toContain(`${publicUrl}/`);
    const photo = await fetch(product.image);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    // the page's CSP lets the browser load it
    const page = await app.inject({ method: 'GET', url: '/api/v1/images/none-640.webp' });
    expect(String(page.headers['content-security-policy'])).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
  });
});
