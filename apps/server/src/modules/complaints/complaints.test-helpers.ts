// The app, people and orders the complaint tests share (complaints*.test.ts).
import { afterEach, beforeAll, expect, vi } from 'vitest';
import type { App, AppDeps } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { checkoutBody, fillCart, postCheckout } from '../../../test/buying';
import { createCustomer, createOperator, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { checkInvariants } from '../../../test/invariants';
import { testPhoto } from '../../../test/photo-form';

export type Env = { app: App; seller: TestUser; operator: TestUser };

export async function startComplaintsApp(deps: Omit<AppDeps, 'db'> = {}): Promise<Env> {
  const app = await buildTestApp({}, deps);
  return { app, seller: await createSeller(app.deps.db), operator: await createOperator(app.deps.db) };
}

/**
 * The setup of a complaints test file: one app for the file (or the describe block it is called in), the real
 * clock and the ledger's invariants checked after every test, and the calls every test makes.
 */
export function useComplaintsApp(deps: Omit<AppDeps, 'db'> = {}) {
  let env: Env | undefined;
  beforeAll(async () => {
    env = await startComplaintsApp(deps);
  }, 300_000);
  afterEach(async () => {
    vi.useRealTimers();
    if (env) expect(await checkInvariants(env.app.deps.db)).toEqual([]);
  });
  const current = (): Env => {
    if (!env) throw new Error('the complaints app is not started yet');
    return env;
  };
  const act = (token: string, id: number, body: object) =>
    call(current().app, 'POST', `/complaints/${id}/actions`, token, body);
  return {
    get env() {
      return current();
    },
    act,
    /** An action that must succeed: its complaint. */
    async acted(token: string, id: number, body: object) {
      const answer = await act(token, id, body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: ComplaintWire }>().data;
    },
    async get(token: string, id: number) {
      return (await call(current().app, 'GET', `/complaints/${id}`, token)).json<{ data: ComplaintWire }>().data;
    },
  };
}

/** The items field: one unit of each order item. */
export const items = (...ids: number[]) => JSON.stringify(ids.map((id) => ({ id, qty: 1 })));

export const call = (app: App, method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

export type Item = { id: number; price: number; qty: number };

/** A buyer's order of a sofa (Rp4.000.000) and a lamp (Rp500.000), paid, shipped and delivered now. */
export async function deliveredOrder({ app, seller }: Env) {
  const db = app.deps.db;
  const buyer = await createCustomer(db);
  const sofa = await createProduct(db, seller.id, { price: 4_000_000, stock: 10 });
  const lamp = await createProduct(db, seller.id, { price: 500_000, stock: 10 });
  await fillCart(db, buyer.id, [
    { productId: sofa.id, qty: 1 },
    { productId: lamp.id, qty: 1 },
  ]);
  const created = (await postCheckout(app, buyer.token, checkoutBody())).json<{
    data: { payment: { id: number }; orders: { id: number; total: number }[] };
  }>().data;
  const orderId = created.orders[0]?.id ?? 0;
  expect((await call(app, 'POST', `/payment/${created.payment.id}/simulate`, buyer.token)).statusCode).toBe(200);
  for (const status of [
    { status: 'processing' },
    { status: 'shipped', tracking_number: 'JNE0001234' },
    { status: 'delivered' },
  ]) {
    expect((await call(app, 'PATCH', `/transaction/${orderId}/status`, seller.token, status)).statusCode).toBe(200);
  }
  const detail = (await call(app, 'GET', `/transaction/${orderId}`, buyer.token)).json<{
    data: { total: number; shipping: number; items: Item[] };
  }>().data;
  const sofaItem = detail.items.find((i) => i.price === 4_000_000);
  const lampItem = detail.items.find((i) => i.price === 500_000);
  if (!sofaItem || !lampItem) throw new Error('the order lacks its items');
  return { buyer, orderId, total: detail.total, shipping: detail.shipping, sofaItem, lampItem };
}

type FormFile = { data: Buffer; type: string; name: string };

/** The multipart body of POST /transaction/:id/complaints: two photos unless told, videos under `video`. */
export async function complaintForm(
  fields: Record<string, string>,
  given?: (Buffer | FormFile)[],
  videos: FormFile[] = [],
) {
  const photos = given ?? [await testPhoto(10), await testPhoto(90)];
  const body = new FormData();
  const all = { reason: 'damaged', description: 'Kaki sofa patah saat diterima.', ...fields };
  for (const [k, v] of Object.entries(all)) body.append(k, v);
  for (const p of photos) {
    const file = Buffer.isBuffer(p) ? { data: p, type: 'image/png', name: 'p.png' } : p;
    body.append('photo', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  for (const v of videos) body.append('video', new Blob([new Uint8Array(v.data)], { type: v.type }), v.name);
  return body;
}

export async function openComplaint(app: App, token: string, orderId: number, form: FormData) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/transaction/${orderId}/complaints`,
    headers: { 'x-access-token': token },
    payload: form,
  });
}

export type ComplaintWire = {
  id: number;
  status: string;
  outcome: string | null;
  refund_amount: number;
  claimed_amount: number;
  refund_status: string | null;
  shipping_cost: number;
  cost_paid_by: string | null;
  offer: { kind: string; amount: number | null; shipping_cost: number; paid_by: string | null } | null;
  version: number;
  actions: string[];
  photos: { url: string }[];
  video: { url: string; type: string; bytes: number; seconds: number } | null;
  messages: { author_role: string; action: string | null; text: string }[];
};

export async function balanceOf(app: App, token: string) {
  return (await call(app, 'GET', '/seller/balance', token)).json<{ data: { pending: number; available: number } }>()
    .data;
}
