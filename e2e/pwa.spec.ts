import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { logInIndonesian, restoreEnglish } from './accounts-helpers';
import { deliveredOrder } from './complaints-helpers';
import { expect, test } from './fixtures';
import { apiLogin, PASSWORD, productOf, resetCartAndFavorites } from './social-helpers';

// The installable app on a 390 px phone, in Bahasa Indonesia: the service worker installs and serves the offline
// page with the network cut; a push subscription receives an order update at the test's own push endpoint
// (headless Chromium has no push service, so the subscription is registered through the API, as a browser would).
test.use({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });

// The library web-push encrypts with (RFC 8188), to read the message as the browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer;
};

/** Logs in from the Indonesian shop (the browser prefers Indonesian), which saves Indonesian on the account. */
async function logInFromIndonesianShop(page: Page, email: string) {
  await page.goto('/login');
  await page.context().addCookies([{ name: 'rima_lang', value: 'id', url: page.url() }]);
  await logInIndonesian(page, email, PASSWORD, /\/$/);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the service worker installs and shows the offline page when the network is cut', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'rima_lang', value: 'id', url: baseURL ?? '' }]);
  await page.goto('/');
  // registered once the page has loaded; active once its precache (the app shell, the offline page) is stored
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);

  await context.setOffline(true);
  await page.goto('/product');
  await expect(page.getByRole('heading', { name: 'Anda sedang offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  const retry = page.getByRole('link', { name: /Coba lagi/ });
  await expect(retry).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  // back online, "Try again" loads the page that could not load
  await context.setOffline(false);
  await retry.click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('heading', { name: 'Anda sedang offline' })).toHaveCount(0);
});

test('a push subscription receives an order update at the test’s own push endpoint', async ({ page, request }) => {
  // the test's own push service: records what the shop posts to it
  const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/${crypto.randomUUID()}`;

  try {
    const seller = await apiLogin(request, 'seller@rima.test');
    const buyer = await apiLogin(request, 'customer2@rima.test');
    await resetCartAndFavorites(request, buyer.token);
    const product = await productOf(request, seller.id);

    // The opt-in sits on the notifications page, in Indonesian, whole on a phone.
    await logInFromIndonesianShop(page, 'customer2@rima.test');
    await page.goto('/notification');
    const toggle = page.getByRole('checkbox', { name: 'Notifikasi push di perangkat ini' });
    await expect(toggle).toBeVisible();
    await expect(page.getByText('Kabar pesanan dan pesan chat, meski RIMA sedang ditutup.')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);

    // What PushManager.subscribe gives the page: the browser's P-256 key and authentication secret.
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = crypto.randomBytes(16);
    const key = (
      (await (await request.get('/api/v1/notifications/push-key')).json()) as { data: { public_key: string } }
    ).data.public_key;
    const saved = await request.post('/api/v1/notifications/push-subscription', {
      headers: { 'x-access-token': buyer.token },
      data: {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    const order = await deliveredOrder(request, buyer.token, seller.token, product.id);
    const messages = () =>
      received.map((r) => ({
        authorization: String(r.headers.authorization),
        payload: JSON.parse(ece.decrypt(r.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString()) as {
          title: string;
          body: string;
          link: string;
        },
      }));
    await expect
      .poll(() =>
        messages().find((m) => m.payload.link === `/order/${order.id}` && /delivered|tiba/i.test(m.payload.title)),
      )
      .toBeTruthy();
    const delivered = messages().find((m) => /delivered|tiba/i.test(m.payload.title));
    expect(delivered?.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(delivered?.payload.body).toContain(`#${order.id}`);
  } finally {
    // other specs meet this account in English
    const buyer = await apiLogin(request, 'customer2@rima.test');
    await restoreEnglish(request, [buyer.token]);
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  }
});
