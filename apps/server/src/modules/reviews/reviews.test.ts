import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOrder, createProduct, createSeller } from '../../../test/factories';

type ReviewPage = {
  data: { id: number; star: number; message: string; reply: string | null; buyer_name: string }[];
  count: number;
  average: number;
  totalPage: number;
  can_review: boolean;
  is_seller: boolean;
};

describe('reviews', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const seller = await createSeller(db);
  const otherSeller = await createSeller(db);
  const buyer = await createCustomer(db, { name: 'Budi' });
  const buyer2 = await createCustomer(db, { name: 'Sari' });
  const notYet = await createCustomer(db);
  const product = await createProduct(db, seller.id);
  await createOrder(db, buyer.id, seller.id, product.id, 'completed');
  await createOrder(db, buyer2.id, seller.id, product.id, 'completed');
  await createOrder(db, notYet.id, seller.id, product.id, 'delivered');

  const post = (token: string | undefined, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: token ? { 'x-access-token': token } : {}, payload });
  const list = async (token?: string, page = 1) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/reviews?product_id=${product.id}&page=${page}`,
        headers: token ? { 'x-access-token': token } : {},
      })
    ).json<{ data: ReviewPage }>().data;

  it('answers 401 for writing endpoints without a token; reading is public', async () => {
    expect(
      (await post(undefined, '/reviews/create', { product_id: product.id, star: 5, message: 'x' })).statusCode,
    ).toBe(401);
    expect((await post(undefined, '/reviews/1/reply', { reply: 'x' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/reviews/delete/1' })).statusCode).toBe(401);
    expect((await list()).count).toBe(0);
    // Warms the product list's response cache: a review must still show up in it afterwards.
    const rows = await app.inject({ method: 'GET', url: `/api/v1/product?seller_id=${seller.id}` });
    expect(rows.json<{ data: { data: { review_count: number }[] } }>().data.data[0]?.review_count).toBe(0);
  });

  it('answers 403 to a review without a completed purchase', async () => {
    expect(
      (await post(notYet.token, '/reviews/create', { product_id: product.id, star: 5, message: 'Nice' })).statusCode,
    ).toBe(403);
    expect(
      (await post(seller.token, '/reviews/create', { product_id: product.id, star: 5, message: 'Mine' })).statusCode,
    ).toBe(403);
  });

  it('rejects a star outside 1–5 or an empty message with 400', async () => {
    expect(
      (await post(buyer.token, '/reviews/create', { product_id: product.id, star: 6, message: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post(buyer.token, '/reviews/create', { product_id: product.id, star: 4, message: ' ' })).statusCode,
    ).toBe(400);
  });

  it('lets a buyer of a completed order review once; a second review of the same item is 409', async () => {
    expect((await list(buyer.token)).can_review).toBe(true);
    const res = await post(buyer.token, '/reviews/create', {
      product_id: product.id,
      star: 4,
      message: 'Solid and <b>heavy</b>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: { star: 4, message: 'Solid and <b>heavy</b>', buyer_name: 'Budi', reply: null },
    });
    expect(
      (await post(buyer.token, '/reviews/create', { product_id: product.id, star: 1, message: 'again' })).statusCode,
    ).toBe(409);
    expect((await list(buyer.token)).can_review).toBe(false);
  });

  it('shows the count and the average of the stars', async () => {
    await post(buyer2.token, '/reviews/create', { product_id: product.id, star: 5, message: 'Lovely' });
    const page = await list();
    expect(page).toMatchObject({ count: 2, average: 4.5, totalPage: 1, can_review: false, is_seller: false });
    expect(page.data.map((r) => r.star)).toEqual([5, 4]);
  });

  it('puts the average and the count on the product list rows', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/product?seller_id=${seller.id}` });
    const row = res
      .json<{ data: { data: { id: number; rating: number; review_count: number }[] } }>()
      .data.data.find((p) => p.id === product.id);
    expect(row).toMatchObject({ rating: 4.5, review_count: 2 });
  });

  it('lets only the product’s seller reply, once', async () => {
    const id = (await list()).data[0]?.id;
    expect((await post(otherSeller.token, `/reviews/${id}/reply`, { reply: 'Thanks' })).statusCode).toBe(403);
    expect((await post(buyer.token, `/reviews/${id}/reply`, { reply: 'Thanks' })).statusCode).toBe(403);
    const res = await post(seller.token, `/reviews/${id}/reply`, { reply: 'Terima kasih!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { reply: 'Terima kasih!' } });
    expect((await post(seller.token, `/reviews/${id}/reply`, { reply: 'Again' })).statusCode).toBe(409);
    expect((await post(seller.token, '/reviews/999999/reply', { reply: 'x' })).statusCode).toBe(404);
    expect((await list(seller.token)).is_seller).toBe(true);
    // A listed review is the review as answered alone (field for field, the reply's time included).
    expect((await list()).data[0]).toEqual(res.json<{ data: unknown }>().data);
  });

  it('lists a product’s reviews newest first, a page at a time', async () => {
    const shop = await createSeller(db);
    const many = await createProduct(db, shop.id);
    const stars = [1, 2, 3, 4, 5, 1, 2];
    for (const star of stars) {
      const someone = await createCustomer(db);
      await createOrder(db, someone.id, shop.id, many.id, 'completed');
      const res = await post(someone.token, '/reviews/create', { product_id: many.id, star, message: `${star}` });
      expect(res.statusCode).toBe(201);
    }
    const pageOf = async (page: number) =>
      (await app.inject({ method: 'GET', url: `/api/v1/reviews?product_id=${many.id}&page=${page}` })).json<{
        data: ReviewPage;
      }>().data;
    const [first, second, beyond] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(first).toMatchObject({ count: 7, average: 2.6, totalPage: 2 });
    expect([...first.data, ...second.data].map((r) => r.message)).toEqual([...stars].reverse().map(String));
    expect(first.data).toHaveLength(5);
    expect(beyond.data).toEqual([]);
  });

  it('lets only the author delete a review', async () => {
    const mine = (await list()).data.find((r) => r.buyer_name === 'Budi')?.id;
    const del = (token: string, id: unknown) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/reviews/delete/${String(id)}`,
        headers: { 'x-access-token': token },
      });
    expect((await del(buyer2.token, mine)).statusCode).toBe(403);
    expect((await del(seller.token, mine)).statusCode).toBe(403);
    expect((await del(buyer.token, mine)).statusCode).toBe(200);
    expect((await list()).count).toBe(1);
    expect((await del(buyer.token, mine)).statusCode).toBe(404);
  });

  it('notifies the seller of a new review', async () => {
    await expect
      .poll(
        async () =>
          (
            await app.inject({
              method: 'GET',
              url: '/api/v1/notification',
              headers: { 'x-access-token': seller.token },
            })
          )
            .json<{
              data: { data: { type: string }[] };
            }>()
            .data.data.filter((n) => n.type === 'review.created').length,
      )
      .toBe(2);
  });

  it('answers 404 for the reviews of an unknown product and 400 without product_id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/reviews?product_id=999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/reviews' })).statusCode).toBe(400);
  });
});
