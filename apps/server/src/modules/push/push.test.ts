import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS } from '@rima/shared/endpoints/push';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOrder, createProduct, createSeller, type TestUser } from '../../../test/factories';
import { isAllowedEndpoint } from './push.service';

// The library web-push encrypts with (RFC 8188), to read what the push service received as the browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer;
};

type Envelope<T = unknown> = { statusCode: number; message: string; data: T; errors?: { field: string }[] };
type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** The test's own push service: records every message; /gone/* answers 410 as a dropped subscription does. */
async function startPushService() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { base, received, to: (path: string) => received.filter((r) => r.path === path) };
}

/** A browser's subscription: a real P-256 key pair and authentication secret, as PushManager makes them. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

describe('web push', async () => {
  const app = await buildTestApp();
  const db = app.deps.db;
  const push = await startPushService();
  const seller = await createSeller(db);
  const product = await createProduct(db, seller.id);

  const call = (
    token: string | undefined,
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1${url}`, headers: token ? { 'x-access-token': token } : {}, payload });
  const subscribe = (user: TestUser, endpoint: string, keys = browserKeys().keys) =>
    call(user.token, 'POST', '/notifications/push-subscription', { endpoint, expirationTime: null, keys });
  const countFor = async (userId: number) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [userId]))[0]
      ?.n;
  const ship = async (buyer: TestUser) => {
    const { orderId } = await createOrder(db, buyer.id, seller.id, product.id, 'processing');
    const res = await call(seller.token, 'PATCH', `/transaction/${orderId}/status`, {
      status: 'shipped',
      tracking_number: 'JNE777',
    });
    expect(res.statusCode).toBe(200);
    return orderId;
  };

  const key = (await call(undefined, 'GET', '/notifications/push-key')).json<Envelope<{ public_key: string }>>().data
    .public_key;

  it('gives the VAPID public key to anyone, a P-256 point in base64url', () => {
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
  });

  it('answers 401 without a token', async () => {
    const body = { endpoint: `${push.base}/x`, keys: browserKeys().keys };
    expect((await call(undefined, 'POST', '/notifications/push-subscription', body)).statusCode).toBe(401);
    expect((await call(undefined, 'DELETE', '/notifications/push-subscription', body)).statusCode).toBe(401);
  });

  it('refuses a subscription without keys, with keys of the wrong size or an endpoint that is no URL', async () => {
    const buyer = await createCustomer(db);
    const fields = async (body: object) => {
      const res = await call(buyer.token, 'POST', '/notifications/push-subscription', body);
      expect(res.statusCode).toBe(400);
      return res.json<Envelope>().errors?.map((e) => e.field);
    };
    expect(await fields({ endpoint: `${push.base}/a` })).toEqual(['keys']);
    expect(
      await fields({ endpoint: `${push.base}/a`, keys: { p256dh: 'abc', auth: browserKeys().keys.auth } }),
    ).toEqual(['keys.p256dh']);
    expect(await fields({ endpoint: 'javascript:alert(1)', keys: browserKeys().keys })).toEqual(['endpoint']);
    expect(await countFor(buyer.id)).toBe(0);
  });

  it('sends an order update to the subscribed browser, encrypted, with the VAPID authorization', async () => {
    const buyer = await createCustomer(db);
    const browser = browserKeys();
    const endpoint = `${push.base}/buyer-${buyer.id}`;
    const saved = await subscribe(buyer, endpoint, browser.keys);
    expect(saved.statusCode).toBe(201);
    expect(saved.json<Envelope<{ endpoint: string }>>().data.endpoint).toBe(endpoint);

    const orderId = await ship(buyer);
    await expect.poll(() => push.to(`/buyer-${buyer.id}`).length).toBe(1);
    const [message] = push.to(`/buyer-${buyer.id}`);
    if (!message) throw new Error('no message');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.ttl).toBeDefined();
    // RFC 8292: a signed JWT for the push service's origin and the server's public key
    const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(message.headers.authorization));
    expect(auth?.[2]).toBe(key);
    const claims = JSON.parse(Buffer.from(auth?.[1]?.split('.')[1] ?? '', 'base64url').toString()) as {
      aud: string;
      sub: string;
    };
    expect(claims.aud).toBe(push.base);
    expect(claims.sub).toMatch(/^mailto:|^https:/);
    // only the browser can read it
    expect(message.body.toString()).not.toContain('JNE777');
    const payload = JSON.parse(
      ece
        .decrypt(message.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.authSecret })
        .toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Order shipped',
      body: `Order #${orderId} is on its way. Tracking number: JNE777.`,
      link: `/order/${orderId}`,
    });
  });

  it('writes the message in the account’s language', async () => {
    const buyer = await createCustomer(db);
    await db.query(`UPDATE users SET language = 'id' WHERE id = $1`, [buyer.id]);
    const browser = browserKeys();
    await subscribe(buyer, `${push.base}/id-${buyer.id}`, browser.keys);
    const orderId = await ship(buyer);
    await expect.poll(() => push.to(`/id-${buyer.id}`).length).toBe(1);
    const body = push.to(`/id-${buyer.id}`)[0]?.body ?? Buffer.alloc(0);
    const payload = JSON.parse(
      ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.authSecret }).toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Pesanan dikirim',
      body: `Pesanan #${orderId} sedang dalam perjalanan. Nomor resi: JNE777.`,
    });
  });

  it('sends a new chat message to the seller’s browser', async () => {
    const buyer = await createCustomer(db, { name: 'Sari' });
    const sellerBrowser = `${push.base}/seller-chat-${seller.id}`;
    expect((await subscribe(seller, sellerBrowser)).statusCode).toBe(201);
    const started = await call(buyer.token, 'POST', '/chat/conversations', { seller_id: seller.id });
    const conversation = started.json<Envelope<{ id: number }>>().data.id;
    const sent = await call(buyer.token, 'POST', `/chat/conversations/${conversation}/messages`, {
      text: 'Masih ada?',
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => push.to(`/seller-chat-${seller.id}`).length).toBe(1);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const buyer = await createCustomer(db);
    await subscribe(buyer, `${push.base}/gone/${buyer.id}`);
    await subscribe(buyer, `${push.base}/kept-${buyer.id}`);
    expect(await countFor(buyer.id)).toBe(2);
    await ship(buyer);
    await expect.poll(() => countFor(buyer.id)).toBe(1);
    expect(push.to(`/gone/${buyer.id}`)).toHaveLength(1);
    const [left] = await db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [
      buyer.id,
    ]);
    expect(left?.endpoint).toBe(`${push.base}/kept-${buyer.id}`);
  });

  it('unsubscribes only the caller’s own browser: 404 for someone else’s or a missing one', async () => {
    const owner = await createCustomer(db);
    const stranger = await createCustomer(db);
    const endpoint = `${push.base}/own-${owner.id}`;
    await subscribe(owner, endpoint);
    expect((await call(stranger.token, 'DELETE', '/notifications/push-subscription', { endpoint })).statusCode).toBe(
      404,
    );
    const done = await call(owner.token, 'DELETE', '/notifications/push-subscription', { endpoint });
    expect(done.json<Envelope<{ deleted: number }>>()).toMatchObject({ statusCode: 200, data: { deleted: 1 } });
    expect((await call(owner.token, 'DELETE', '/notifications/push-subscription', { endpoint })).statusCode).toBe(404);
    expect((await call(owner.token, 'DELETE', '/notifications/push-subscription', {})).statusCode).toBe(400);
  });

  it('moves a browser to the account that subscribes it next', async () => {
    const first = await createCustomer(db);
    const second = await createCustomer(db);
    const endpoint = `${push.base}/shared-${first.id}`;
    await subscribe(first, endpoint);
    await subscribe(second, endpoint);
    expect(await countFor(first.id)).toBe(0);
    expect(await countFor(second.id)).toBe(1);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per account, even when they subscribe at once`, async () => {
    const buyer = await createCustomer(db);
    const answers = await Promise.all(
      Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 6 }, (_, i) =>
        subscribe(buyer, `${push.base}/many-${buyer.id}-${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(await countFor(buyer.id)).toBe(MAX_PUSH_SUBSCRIPTIONS);
  });
});

describe('push services the server may post to', () => {
  const browsers = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com'];
  it('are https and the configured hosts or their subdomains in production', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', browsers)).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/QGx', browsers)).toBe(true);
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', browsers)).toBe(false);
    expect(isAllowedEndpoint('https://evilpush.apple.com.example/x', browsers)).toBe(false);
    expect(isAllowedEndpoint('https://169.254.169.254/latest', browsers)).toBe(false);
  });
  it('are any http(s) URL when PUSH_ENDPOINT_HOSTS is *', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:9/x', '*')).toBe(true);
    expect(isAllowedEndpoint('file:///etc/passwd', '*')).toBe(false);
  });
});
