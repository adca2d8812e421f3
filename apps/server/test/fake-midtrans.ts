import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Payment } from '@rima/shared/api/orders';
import { afterAll, expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { buildTestApp } from './build-test-app';
import { checkoutBody, fillCart, postCheckout } from './buying';
import { createCustomer } from './factories';

/**
 * A local server that answers as Midtrans's Core API does (the request and response shapes of its
 * documentation: charge per payment type, status, expire/cancel, refund), keeps each transaction's state, and
 * sends signed HTTP notifications, forged ones included. Loopback only.
 */
export type FakeTransaction = {
  order_id: string;
  payment_type: string;
  gross_amount: number;
  transaction_status: string;
  request: Record<string, unknown>;
  refunds: Map<string, { amount: number; id: number }>;
};

const STATUS_CODE: Record<string, string> = {
  settlement: '200',
  capture: '200',
  refund: '200',
  partial_refund: '200',
  pending: '201',
  deny: '202',
  cancel: '202',
  expire: '202',
  failure: '202',
};

export async function startFakeMidtrans(serverKey: string, clientKey = 'SB-Mid-client-fake') {
  const transactions = new Map<string, FakeTransaction>();
  const requests: { method: string; path: string; auth: string | undefined; body: unknown }[] = [];
  let refundIds = 0;
  let url = '';
  const behaviour = { refuseRefunds: false };
  /** Card tokens made by GET /v2/token (what Midtrans.js calls from the browser with the client key). */
  const tokens = new Map<string, { card_number: string }>();

  const money = (n: number) => `${n}.00`;

  function chargeAnswer(t: FakeTransaction, body: Record<string, unknown>) {
    const base = {
      status_code: '201',
      status_message: 'Success, transaction is found',
      transaction_id: crypto.randomUUID(),
      order_id: t.order_id,
      merchant_id: 'G000000000',
      gross_amount: money(t.gross_amount),
      currency: 'IDR',
      payment_type: t.payment_type,
      transaction_time: '2026-11-28 15:00:00',
      transaction_status: 'pending',
      fraud_status: 'accept',
      expiry_time: '2026-11-29 15:00:00',
    };
    const action = (name: string, url: string) => ({ name, method: 'GET', url });
    switch (t.payment_type) {
      case 'qris':
        return {
          ...base,
          acquirer: 'gopay',
          qr_string: `00020101021226620014COM.GO-JEK.WWW011993600914${t.order_id}5204599953033605802ID`,
          actions: [action('generate-qr-code', `http://127.0.0.1/v2/qris/${t.order_id}/qr-code`)],
        };
      case 'gopay':
        return {
          ...base,
          actions: [
            action('generate-qr-code', `http://127.0.0.1/v2/gopay/${t.order_id}/qr-code`),
            action(
              'deeplink-redirect',
              `https://simulator.sandbox.midtrans.com/gopay/partner/app/payment-pin?id=${t.order_id}`,
            ),
            action('get-status', `http://127.0.0.1/v2/${t.order_id}/status`),
            { name: 'cancel', method: 'POST', url: `http://127.0.0.1/v2/${t.order_id}/cancel` },
          ],
        };
      case 'shopeepay':
        return {
          ...base,
          actions: [action('deeplink-redirect', `https://wsa.uat.wallet.airpay.co.id/universal-link/${t.order_id}`)],
        };
      case 'echannel':
        return { ...base, bill_key: String(Math.floor(Math.random() * 1e11)).padStart(11, '1'), biller_code: '70012' };
      case 'bank_transfer': {
        const bank = (body.bank_transfer as { bank: string }).bank;
        const number = `${Math.floor(1e10 + Math.random() * 9e10)}`;
        if (bank === 'permata') return { ...base, permata_va_number: number };
        return { ...base, va_numbers: [{ bank, va_number: number }] };
      }
      case 'credit_card':
        // 3-D Secure: the buyer is sent to the bank's page; a capture notification follows.
        return { ...base, redirect_url: `${url}/v2/token/rba/redirect/${t.order_id}`, bank: 'bni' };
      default:
        return { status_code: '400', status_message: `Unsupported payment_type ${t.payment_type}` };
    }
  }

  function statusAnswer(t: FakeTransaction) {
    return {
      status_code: STATUS_CODE[t.transaction_status] ?? '200',
      transaction_status: t.transaction_status,
      order_id: t.order_id,
      gross_amount: money(t.gross_amount),
      payment_type: t.payment_type,
      fraud_status: 'accept',
    };
  }

  /** GET /v2/token?client_key&card_number&card_exp_month&card_exp_year&card_cvv, as its documentation shows. */
  function tokenAnswer(query: URLSearchParams): unknown {
    if (query.get('client_key') !== clientKey) return { status_code: '401', status_message: 'Unauthorized' };
    const number = query.get('card_number') ?? '';
    if (!/^\d{12,19}$/.test(number) || !query.get('card_cvv') || !query.get('card_exp_year')) {
      return { status_code: '400', status_message: 'One or more parameters in the payload is invalid.' };
    }
    const tokenId = `${number.slice(0, 6)}-${number.slice(-4)}-${crypto.randomUUID()}`;
    tokens.set(tokenId, { card_number: number });
    return {
      status_code: '200',
      status_message: 'Credit card token is created as Token ID.',
      token_id: tokenId,
      hash: `${number.slice(0, 6)}-${number.slice(-4)}-mami`,
    };
  }

  function route(method: string, path: string, body: Record<string, unknown>): unknown {
    if (method === 'POST' && path === '/v2/charge') {
      const card = body.credit_card as { token_id?: string; authentication?: boolean } | undefined;
      if (body.payment_type === 'credit_card' && (!card?.token_id || !tokens.has(card.token_id))) {
        return { status_code: '411', status_message: 'Token id is missing, invalid, or timed out' };
      }
      const details = body.transaction_details as { order_id: string; gross_amount: number };
      if (transactions.has(details.order_id)) {
        return { status_code: '406', status_message: 'The request could not be completed due to a conflict' };
      }
      const t: FakeTransaction = {
        order_id: details.order_id,
        payment_type: String(body.payment_type),
        gross_amount: details.gross_amount,
        transaction_status: 'pending',
        request: body,
        refunds: new Map(),
      };
      const answer = chargeAnswer(t, body);
      if ((answer as { status_code: string }).status_code === '201') transactions.set(t.order_id, t);
      return answer;
    }
    const m = /^\/v2\/([^/]+)\/(status|expire|cancel|refund|refund\/online\/direct)$/.exec(path);
    const t = m?.[1] ? transactions.get(decodeURIComponent(m[1])) : undefined;
    if (!m || !t) return { status_code: '404', status_message: "Transaction doesn't exist." };
    const action = m[2];
    if (action === 'status' && method === 'GET') return statusAnswer(t);
    if ((action === 'expire' || action === 'cancel') && method === 'POST') {
      if (t.transaction_status !== 'pending') return { status_code: '412', status_message: 'Merchant cannot modify' };
      t.transaction_status = action;
      return { ...statusAnswer(t), status_code: action === 'expire' ? '407' : '200' };
    }
    if (action?.startsWith('refund') && method === 'POST') {
      if (behaviour.refuseRefunds)
        return { status_code: '500', status_message: 'Sorry, we encountered internal server error' };
      if (t.transaction_status !== 'settlement' && t.transaction_status !== 'partial_refund') {
        return { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' };
      }
      const key = String(body.refund_key);
      const amount = Number(body.amount);
      const existing = t.refunds.get(key) ?? { amount, id: (refundIds += 1) };
      t.refunds.set(key, existing);
      return {
        status_code: '200',
        status_message: 'Success, refund request is approved',
        order_id: t.order_id,
        refund_chargeback_id: existing.id,
        refund_amount: money(existing.amount),
        refund_key: key,
      };
    }
    return { status_code: '405', status_message: 'Method not allowed' };
  }

  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const target = new URL(req.url ?? '/', 'http://x');
      const path = target.pathname;
      requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
      // The token call comes from the buyer's browser with the client key, never the server key.
      const isToken = req.method === 'GET' && path === '/v2/token';
      const answer = isToken
        ? tokenAnswer(target.searchParams)
        : req.headers.authorization === expectedAuth
          ? route(req.method ?? '', path, body)
          : { status_code: '401', status_message: 'Access denied due to unauthorized transaction' };
      // Midtrans answers HTTP 200 with the outcome in status_code for most of these.
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(isToken ? { 'access-control-allow-origin': '*' } : {}),
      });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A notification body as Midtrans sends it, signed with `key` (the server key unless forging). */
  function notification(
    orderId: string,
    status: string,
    over: { gross_amount?: string; key?: string; fraud_status?: string } = {},
  ) {
    const t = transactions.get(orderId);
    const statusCode = STATUS_CODE[status] ?? '200';
    const gross = over.gross_amount ?? money(t?.gross_amount ?? 0);
    return {
      transaction_time: '2026-11-28 15:01:00',
      transaction_status: status,
      transaction_id: crypto.randomUUID(),
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      signature_key: crypto
        .createHash('sha512')
        .update(orderId + statusCode + gross + (over.key ?? serverKey))
        .digest('hex'),
      payment_type: t?.payment_type ?? 'qris',
      order_id: orderId,
      merchant_id: 'G000000000',
      gross_amount: gross,
      fraud_status: over.fraud_status ?? 'accept',
      currency: 'IDR',
    };
  }

  return {
    url,
    transactions,
    requests,
    behaviour,
    notification,
    /** Moves the transaction at the gateway (the buyer paid, it expired…) without telling the shop. */
    setStatus(orderId: string, status: string) {
      const t = transactions.get(orderId);
      if (!t) throw new Error(`no transaction ${orderId}`);
      t.transaction_status = status;
    },
    /** POSTs a notification to the shop, as Midtrans does. */
    async send(target: string, body: object) {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data?: { outcome: string }; message?: string } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeMidtrans = Awaited<ReturnType<typeof startFakeMidtrans>>;

/**
 * A test file's shop paying through Midtrans at a fake gateway of its own (closed after the file), with keys
 * made from `name`.
 */
export async function midtransTestApp(name: string) {
  const serverKey = `SB-Mid-server-${name}`;
  const clientKey = `SB-Mid-client-${name}`;
  const fake = await startFakeMidtrans(serverKey, clientKey);
  afterAll(() => fake.close());
  const app = await buildTestApp({
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: serverKey,
    MIDTRANS_CLIENT_KEY: clientKey,
    MIDTRANS_BASE_URL: fake.url,
  });
  return { fake, app, serverKey, clientKey };
}

/**
 * A new customer buys one of `productId` paying with `method`: the customer, the payment, its orders (the first
 * one's id as `orderId`) and the gateway's reference of the payment.
 */
export async function buyThroughMidtrans(app: App, productId: number, method = 'qris') {
  const { db } = app.deps;
  const buyer = await createCustomer(db);
  await fillCart(db, buyer.id, [{ productId, qty: 1 }]);
  const res = await postCheckout(app, buyer.token, checkoutBody({ payment_method: method }));
  expect(res.statusCode).toBe(201);
  const { payment, orders } = res.json<{ data: { payment: Payment; orders: { id: number }[] } }>().data;
  const [row] = await db.query<{ provider_ref: string }>('SELECT provider_ref FROM payments WHERE id = $1', [
    payment.id,
  ]);
  if (!row) throw new Error('no payment row');
  return { buyer, payment, orders, orderId: orders[0]?.id ?? 0, ref: row.provider_ref };
}

/** A payment's status as stored. */
export const paymentStatus = async (db: Db, id: number) =>
  (await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [id]))[0]?.status;
