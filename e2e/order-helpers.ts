import { type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

type Headers = Record<string, string>;
type Recipient = { name: string; address: string; phone: string };

/** Who a journey's orders go to unless it says otherwise. */
const BUDI: Recipient = { name: 'Budi Santoso', address: 'Jl. Kemang Raya No. 5, Jakarta', phone: '81234567890' };

/** What a checkout answers: the payment, and one order per store. */
export type Checkout = { id: number; orders: { id: number; total: number; discount: number }[] };

/** One unit of a product into the cart, through the API. */
export async function addToCartViaApi(request: APIRequestContext, headers: Headers, productId: number) {
  expect((await request.post('/api/v1/cart/add', { headers, data: { product_id: productId, qty: 1 } })).ok()).toBe(
    true,
  );
}

/** The cart checked out through the API by bank transfer; `key` starts the request's idempotency key. */
export async function checkoutViaApi(
  request: APIRequestContext,
  headers: Headers,
  key: string,
  recipient: Recipient = BUDI,
): Promise<Checkout> {
  const checkout = await request.post('/api/v1/transaction/create', {
    headers: { ...headers, 'idempotency-key': `${key}-${Date.now()}-${Math.random()}` },
    data: { ...recipient, payment_method: 'bca' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return ((await checkout.json()) as { data: Checkout }).data;
}

/** A checkout paid in the payment sandbox. */
export async function payViaApi(request: APIRequestContext, headers: Headers, paymentId: number) {
  expect((await request.post(`/api/v1/payment/${paymentId}/simulate`, { headers })).ok()).toBe(true);
}

/** An order moved on by its seller or its buyer (processing, shipped, delivered, completed…). */
export async function setStatusViaApi(
  request: APIRequestContext,
  headers: Headers,
  orderId: number,
  data: { status: string; tracking_number?: string },
) {
  const res = await request.patch(`/api/v1/transaction/${orderId}/status`, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
}
