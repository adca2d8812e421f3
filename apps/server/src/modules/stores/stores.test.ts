import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOrder, createProduct, createSeller } from '../../../test/factories';

const app = await buildTestApp();
const db = app.deps.db;

type StoreBody = {
  data: {
    id: number;
    store_name: string;
    store_desc: string;
    product_count: number;
    joined: string;
    rating: number;
    review_count: number;
    products: {
      data: { id: number; name: string; image: string; seller_id: number }[];
      next: string | null;
      prev: string | null;
      totalPage: number;
    };
  };
};

describe('GET /store/:sellerId', () => {
  it('shows a public store with its live products, newest first, paged, without e-mail or phone', async () => {
    const seller = await createSeller(db, { username: 'Jati Studio', store_desc: 'Teak from Jepara.' });
    await db.query("UPDATE users SET phone = '0812345678' WHERE id = $1", [seller.id]);
    const older = await createProduct(db, seller.id, { name: 'Old bench', created_at: '2024-01-01T00:00:00Z' });
    const newer = await createProduct(db, seller.id, { name: 'New bench', created_at: '2024-06-01T00:00:00Z' });
    const archived = await createProduct(db, seller.id, { name: 'Gone bench' });
    await db.query("UPDATE products SET status = 'archived' WHERE id = $1", [archived.id]);

    const res = await app.inject({ method: 'GET', url: `/api/v1/store/${seller.id}?limit=1` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<StoreBody>();
    expect(data).toMatchObject({
      id: seller.id,
      store_name: 'Jati Studio',
      store_desc: 'Teak from Jepara.',
      product_count: 2,
    });
    expect(data.products.data.map((p) => p.id)).toEqual([newer.id]);
    expect(data.products.data[0]?.image).toMatch(/\/api\/v1\/images\/[0-9a-f]+-640\.webp$/);
    expect(data.products.totalPage).toBe(2);
    expect(data.products.next).toMatch(/\/api\/v1\/store\/\d+\?page=2&limit=1$/);
    expect(data.products.prev).toBeNull();
    expect(res.body).not.toContain(seller.email);
    expect(res.body).not.toContain('0812345678');

    const page2 = (
      await app.inject({ method: 'GET', url: `/api/v1/store/${seller.id}?limit=1&page=2` })
    ).json<StoreBody>();
    expect(page2.data.products.data.map((p) => p.id)).toEqual([older.id]);
    expect(page2.data.products.next).toBeNull();
  });

  it('rates a store by every review of its products (0 without reviews)', async () => {
    const seller = await createSeller(db);
    const buyer = await createCustomer(db);
    const store = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/store/${seller.id}` })).json<StoreBody>().data;
    expect(await store()).toMatchObject({ rating: 0, review_count: 0 });
    for (const star of [5, 4, 4]) {
      const product = await createProduct(db, seller.id);
      const { itemId } = await createOrder(db, buyer.id, seller.id, product.id, 'completed');
      await db.query(
        'INSERT INTO reviews (order_item_id, product_id, buyer_id, star, message) VALUES ($1, $2, $3, $4, $5)',
        [itemId, product.id, buyer.id, star, 'Bagus'],
      );
    }
    expect(await store()).toMatchObject({ rating: 4.3, review_count: 3 });
  });

  it('answers 404 for an unknown id, a customer and a non-numeric id', async () => {
    const customer = await createCustomer(db);
    expect((await app.inject({ method: 'GET', url: '/api/v1/store/987654' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v1/store/${customer.id}` })).statusCode).toBe(404);
    for (const id of ['abc', '99999999999', '0', '1.5'])
      expect((await app.inject({ method: 'GET', url: `/api/v1/store/${id}` })).statusCode).toBe(404);
  });
});
