// The app, sellers and helpers shared by the order tests (orders.test.ts, orders-lifecycle.test.ts).
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutBody, fillCart as fillCartRows, postCheckout } from '../../../test/buying';
import { createCustomer, createProduct, createSeller, type TestUser } from '../../../test/factories';

export let app: App;
export let db: Db;
export let seller: TestUser;
export let seller2: TestUser;

/** A fresh app with two sellers; each test file calls it in its beforeAll. */
export async function startOrdersApp(): Promise<void> {
  app = await buildTestApp();
  db = app.deps.db;
  seller = await createSeller(db);
  seller2 = await createSeller(db);
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const call = (
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

export const body = checkoutBody;

export type Created = {
  data: {
    id: number;
    payment: { id: number; amount: number; va_number: string | null; status: string; expires_at: string };
    orders: {
      id: number;
      seller_id: number;
      status: string;
      total: number;
      discount: number;
      items: { qty: number }[];
    }[];
  };
};
export type Detail = {
  data: { status: string; timeline: { from: string | null; to: string; actor_role: string }[]; actions: string[] };
};

export const fillCart = (userId: number, items: { productId: number; qty: number }[], couponCode?: string) =>
  fillCartRows(db, userId, items, couponCode);
export const checkout = (token: string, payload: object = body(), key?: string) =>
  postCheckout(app, token, payload, key);

export async function stockOf(productId: number) {
  const rows = await db.query<{ stock: number; sold: number }>('SELECT stock, sold FROM products WHERE id = $1', [
    productId,
  ]);
  return rows[0];
}

/** A buyer with one paid order of `qty` units from `seller`. */
export async function paidOrder(qty = 1, stock = 10) {
  const buyer = await createCustomer(db);
  const product = await createProduct(db, seller.id, { price: 100_000, stock });
  await fillCart(buyer.id, [{ productId: product.id, qty }]);
  const created = (await checkout(buyer.token)).json<Created>().data;
  const orderId = created.orders[0]?.id ?? 0;
  expect((await call('POST', `/payment/${created.payment.id}/simulate`, buyer.token)).statusCode).toBe(200);
  return { buyer, product, orderId, paymentId: created.payment.id };
}

export const setStatus = (token: string, orderId: number, payload: object) =>
  call('PATCH', `/transaction/${orderId}/status`, token, payload);
