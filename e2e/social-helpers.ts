import { type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { addToCartViaApi, checkoutViaApi, payViaApi, setStatusViaApi } from './order-helpers';

export const PASSWORD = 'rimademo123';

export type Row = {
  id: number;
  name: string;
  /** The seller's English name, which the English shop's cards and lists show where given. */
  name_en?: string | null;
  price: number;
  stock: number;
  seller_id: number;
};

export async function apiLogin(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/auth/login', { data: { emailOrusername: email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const data = ((await res.json()) as { data: { token: string; user_id: number } }).data;
  return { token: data.token, id: data.user_id };
}

/**
 * The first of these products sold as it is, without options to choose (a product with options asks the shopper
 * for a variant before 'Add to cart'), with at least `stock` units.
 */
export async function firstWithoutOptions<T extends { id: number; stock: number }>(
  request: APIRequestContext,
  rows: readonly T[],
  stock: number,
): Promise<T | undefined> {
  for (const row of rows) {
    if (row.stock < stock) continue;
    const detail = (await (await request.get(`/api/v1/product/${row.id}`)).json()) as {
      data: { product: { option_names: string[] }[] };
    };
    if (detail.data.product[0]?.option_names.length === 0) return row;
  }
  return undefined;
}

/** One product of the seller with stock to spare, sold without options. */
export async function productOf(request: APIRequestContext, sellerId: number): Promise<Row> {
  const res = await request.get(`/api/v1/product?seller_id=${sellerId}&limit=20`);
  const rows = ((await res.json()) as { data: { data: Row[] } }).data.data;
  const product = await firstWithoutOptions(
    request,
    rows.filter((r) => r.seller_id === sellerId),
    3,
  );
  if (!product) throw new Error(`no product in stock for seller ${sellerId}`);
  return product;
}

/**
 * Drives a whole order through the API: checkout of the cart as it is, sandbox payment, the seller processes,
 * ships and delivers, the buyer completes. Returns the order id.
 */
export async function completeOrderViaApi(
  request: APIRequestContext,
  buyerToken: string,
  sellerToken: string,
  productId: number,
) {
  const buyer = { 'x-access-token': buyerToken };
  const seller = { 'x-access-token': sellerToken };
  const cart = await request.get('/api/v1/cart', { headers: buyer });
  const items = ((await cart.json()) as { data: { items?: { product_id: number }[] } }).data.items ?? [];
  if (!items.some((i) => i.product_id === productId)) await addToCartViaApi(request, buyer, productId);
  const checkout = await checkoutViaApi(request, buyer, 'social');
  const orderId = checkout.orders[0]?.id;
  if (orderId === undefined) throw new Error('checkout made no order');
  await payViaApi(request, buyer, checkout.id);
  await setStatusViaApi(request, seller, orderId, { status: 'processing' });
  await setStatusViaApi(request, seller, orderId, { status: 'shipped', tracking_number: `JNE-${orderId}-7777` });
  await setStatusViaApi(request, seller, orderId, { status: 'delivered' });
  await setStatusViaApi(request, buyer, orderId, { status: 'completed' });
  return orderId;
}

/** A demo seller and a demo shopper logged in through the API, and one of the seller's products to buy. */
export async function sellerShopperAndProduct(request: APIRequestContext, sellerEmail: string, shopperEmail: string) {
  const seller = await apiLogin(request, sellerEmail);
  const shopper = await apiLogin(request, shopperEmail);
  const buyer = { 'x-access-token': shopper.token };
  const product = await productOf(request, seller.id);
  return { seller, shopper, buyer, product };
}

/** Empties the account's cart and favourites, so a journey starts from the same state whatever ran before. */
export async function resetCartAndFavorites(request: APIRequestContext, token: string) {
  const headers = { 'x-access-token': token };
  expect((await request.delete('/api/v1/cart', { headers })).ok()).toBe(true);
  const res = await request.get('/api/v1/favorite/my-favorite', { headers });
  expect(res.ok()).toBe(true);
  const items = ((await res.json()) as { data: { product_id: number }[] }).data;
  for (const item of items) {
    expect((await request.delete(`/api/v1/favorite/remove/${item.product_id}`, { headers })).ok()).toBe(true);
  }
}
