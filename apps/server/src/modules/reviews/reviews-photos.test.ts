import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOrder, createProduct, createSeller } from '../../../test/factories';
import { testPhoto } from '../../../test/photo-form';

type Photo = { url: string; srcset: string; width: number; height: number };
type Review = { id: number; buyer_id: number; message: string; photos: Photo[] };
type ReviewPage = {
  data: Review[];
  count: number;
  totalPage: number;
  photo_review_count: number;
  gallery: (Photo & { review_id: number; star: number })[];
  reviewable: { variant_id: number | null }[];
};
type ErrorBody = { statusCode: number; code: string; errors?: { field: string }[] };

/** The multipart body of POST /reviews/create with these fields and photos under `photo`. */
function reviewForm(fields: Record<string, string>, photos: { data: Buffer; type?: string; name?: string }[]) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const p of photos) {
    body.append('photo', new Blob([new Uint8Array(p.data)], { type: p.type ?? 'image/png' }), p.name ?? 'p.png');
  }
  return body;
}

// Photo reviews: up to five photos through the products' photo store, a gallery and a "with photos" filter.
describe('reviews with photos', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id, { name: 'Sofa Rotan Cirebon' });
  const buyer = await createCustomer(db);
  const plain = await createCustomer(db);
  const racer = await createCustomer(db);
  await createOrder(db, buyer.id, seller.id, product.id, 'completed');
  await createOrder(db, plain.id, seller.id, product.id, 'completed');
  await createOrder(db, racer.id, seller.id, product.id, 'completed');
  const fields = (message: string) => ({ product_id: String(product.id), star: '5', message });
  const photos = async (n: number) =>
    Promise.all(Array.from({ length: n }, async (_, i) => ({ data: await testPhoto(20 * i + 10) })));

  const create = (token: string, payload: FormData | Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/reviews/create', headers: { 'x-access-token': token }, payload });
  const list = async (query = '', token?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/reviews?product_id=${product.id}${query}`,
        headers: token ? { 'x-access-token': token } : {},
      })
    ).json<{ data: ReviewPage }>().data;

  it('refuses a sixth photo with 400 naming the photo field, and stores nothing', async () => {
    const res = await create(buyer.token, reviewForm(fields('Bagus'), await photos(6)));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors?.[0]?.field).toBe('photo');
    expect((await list()).count).toBe(0);
    expect((await db.query('SELECT 1 FROM review_photos')).length).toBe(0);
  });

  it('refuses a file that is not an image with 400, whatever its name and type say', async () => {
    const fake = { data: Buffer.from('%PDF-1.4 not a photo'), type: 'image/jpeg', name: 'sofa.jpg' };
    const res = await create(buyer.token, reviewForm(fields('Bagus'), [{ data: await testPhoto(1) }, fake]));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().statusCode).toBe(400);
    expect((await list()).count).toBe(0);
  });

  it('refuses a photo under another field name and a multipart review without its fields, with 400', async () => {
    const other = new FormData();
    for (const [k, v] of Object.entries(fields('x'))) other.append(k, v);
    other.append('image', new Blob([new Uint8Array(await testPhoto(5))], { type: 'image/png' }), 'p.png');
    expect((await create(buyer.token, other)).statusCode).toBe(400);
    const missing = await create(buyer.token, reviewForm({ product_id: String(product.id) }, await photos(1)));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors?.map((e) => e.field)).toEqual(['star', 'message']);
  });

  it('offers the purchase to review, with its variant, to the buyer only', async () => {
    expect((await list('', buyer.token)).reviewable).toHaveLength(1);
    expect((await list()).reviewable).toEqual([]);
  });

  it('keeps a review with five photos in their order, served as WebP in every width', async () => {
    const res = await create(buyer.token, reviewForm(fields('Rotannya rapi, warnanya sesuai foto.'), await photos(5)));
    expect(res.statusCode).toBe(201);
    const review = res.json<{ data: Review }>().data;
    expect(review.photos).toHaveLength(5);
    expect(review.photos[0]).toMatchObject({ width: 48, height: 32 });
    expect(review.photos[0]?.url).toMatch(/\/api\/v1\/images\/[0-9a-f]+-640\.webp$/);
    expect(review.photos[0]?.srcset).toContain('320w');
    const image = await app.inject({ method: 'GET', url: new URL(review.photos[0]?.url ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('still takes a JSON review without photos (old clients)', async () => {
    const res = await create(plain.token, { product_id: product.id, star: 4, message: 'Nyaman dipakai.' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Review }>().data.photos).toEqual([]);
  });

  it('filters the reviews with photos, and gives the product page its latest photos', async () => {
    const all = await list();
    expect(all.count).toBe(2);
    expect(all.photo_review_count).toBe(1);
    expect(all.gallery).toHaveLength(5);
    expect(all.gallery[0]).toMatchObject({ star: 5, review_id: all.data.find((r) => r.photos.length)?.id });
    const withPhotos = await list('&with_photos=true');
    expect(withPhotos.data.map((r) => r.message)).toEqual(['Rotannya rapi, warnanya sesuai foto.']);
    expect(withPhotos.totalPage).toBe(1);
    expect((await list('&with_photos=false')).data).toHaveLength(2);
    const bad = await app.inject({ method: 'GET', url: `/api/v1/reviews?product_id=${product.id}&with_photos=maybe` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors?.[0]?.field).toBe('with_photos');
  });

  it('keeps one review when the same purchase is reviewed with photos in parallel; the others are 409', async () => {
    const forms = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => reviewForm(fields(`Kiriman ${i}`), await photos(2))),
    );
    const answers = await Promise.all(forms.map((form) => create(racer.token, form)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM review_photos ph JOIN reviews r ON r.id = ph.review_id WHERE r.buyer_id = $1`,
      [racer.id],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('takes the photos away with the review when its author deletes it', async () => {
    const mine = (await list('&with_photos=true')).data.find((r) => r.buyer_id === buyer.id);
    const url = new URL(mine?.photos[0]?.url ?? '').pathname;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/reviews/delete/${mine?.id}`,
      headers: { 'x-access-token': buyer.token },
    });
    expect(res.statusCode).toBe(200);
    expect((await db.query('SELECT 1 FROM review_photos WHERE review_id = $1', [mine?.id])).length).toBe(0);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
