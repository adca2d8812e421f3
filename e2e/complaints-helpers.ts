import { type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import { checkoutViaApi, payViaApi, setStatusViaApi } from './order-helpers';

/** A small PNG photo of one colour. */
export const photo = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** A paid order of one product, shipped and delivered today (through the API: the journey starts after). */
export async function deliveredOrder(
  request: APIRequestContext,
  buyerToken: string,
  sellerToken: string,
  productId: number,
) {
  const buyer = { 'x-access-token': buyerToken };
  const seller = { 'x-access-token': sellerToken };
  await request.post('/api/v1/cart/add', { headers: buyer, data: { product_id: productId, qty: 1 } });
  const checkout = await checkoutViaApi(request, buyer, 'complaint');
  const order = checkout.orders[0];
  if (!order) throw new Error('checkout made no order');
  await payViaApi(request, buyer, checkout.id);
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', tracking_number: `JNE-${order.id}-88` },
    { status: 'delivered' },
  ]) {
    await setStatusViaApi(request, seller, order.id, data);
  }
  return order;
}

/** A complaint on every item of a delivered order, with one photo (for pages that need one to show). */
export async function complaintViaApi(
  request: APIRequestContext,
  buyerToken: string,
  sellerToken: string,
  productId: number,
): Promise<{ id: number; orderId: number }> {
  const order = await deliveredOrder(request, buyerToken, sellerToken, productId);
  const headers = { 'x-access-token': buyerToken };
  const detail = (await (await request.get(`/api/v1/transaction/${order.id}`, { headers })).json()) as {
    data: { items: { id: number }[] };
  };
  const opened = await request.post(`/api/v1/transaction/${order.id}/complaints`, {
    headers,
    multipart: {
      reason: 'damaged',
      description: 'Kaki sofa patah saat diterima.',
      items: JSON.stringify(detail.data.items.map((i) => i.id)),
      photo: { name: 'kaki.png', mimeType: 'image/png', buffer: await photo(60) },
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return { id: ((await opened.json()) as { data: { id: number } }).data.id, orderId: order.id };
}
