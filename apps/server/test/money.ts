import type { App } from '../src/app';
import { checkoutBody, fillCart, postCheckout } from './buying';
import type { TestUser } from './factories';

type Created = { data: { payment: { id: number }; orders: { id: number; seller_id: number; total: number }[] } };

/** API calls with a token. */
export const api =
  (app: App) => (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { 'x-access-token': token } : {},
      ...(payload ? { payload } : {}),
    });

/** A checkout of `items` by `buyer`, paid through the sandbox: answers the payment and its orders. */
export async function paidCheckout(
  app: App,
  buyer: TestUser,
  items: { productId: number; qty: number }[],
  coupon?: string,
) {
  await fillCart(app.deps.db, buyer.id, items, coupon);
  const res = await postCheckout(app, buyer.token, checkoutBody());
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  const created = res.json<Created>().data;
  const paid = await api(app)('POST', `/payment/${created.payment.id}/simulate`, buyer.token);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return created;
}

/** The seller takes the order to delivered and the buyer confirms it: completed. */
export async function completeOrder(app: App, orderId: number, seller: TestUser, buyer: TestUser) {
  const call = api(app);
  for (const [who, body] of [
    [seller, { status: 'processing' }],
    [seller, { status: 'shipped', tracking_number: 'JNE123' }],
    [seller, { status: 'delivered' }],
    [buyer, { status: 'completed' }],
  ] as const) {
    const res = await call('PATCH', `/transaction/${orderId}/status`, who.token, body);
    if (res.statusCode !== 200) throw new Error(`status ${body.status} failed: ${res.statusCode} ${res.body}`);
  }
}

export async function balanceOf(app: App, seller: TestUser) {
  const res = await api(app)('GET', '/seller/balance', seller.token);
  if (res.statusCode !== 200) throw new Error(`balance failed: ${res.statusCode} ${res.body}`);
  return res.json<{
    data: { pending: number; available: number; in_payout: number; history: { kind: string; amount: number }[] };
  }>().data;
}
