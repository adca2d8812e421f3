import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PG_INT_MAX } from '@rima/shared/api/fields';
import { buildTestApp } from './build-test-app';
import { createCustomer, createProduct, createSeller } from './factories';

type Json = Record<string, unknown>;

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');

function form(fields: Record<string, string>, files: { field: string; data: Buffer }[] = []): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append(f.field, new Blob([new Uint8Array(f.data)], { type: 'image/png' }), 'a.png');
  return body;
}

/** Bad input is a 400 (never a 500), huge images are refused, headers are set. */
describe('input hardening', async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: webDist });
  const { db } = app.deps;
  const customer = await createCustomer(db);
  const seller = await createSeller(db);
  const otherSeller = await createSeller(db);
  const product = await createProduct(db, seller.id);
  const smallPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) =>
    app.inject({ method, url: `/api/v1${url}`, headers: token ? { 'x-access-token': token } : {}, payload });

  it('answers 400 with a clear message to a NUL byte in a body, a query or a path', async () => {
    const cases = [
      await call(undefined, 'POST', '/auth/login', { emailOrusername: 'a\u0000b', password: 'x' }),
      await call(customer.token, 'PATCH', '/profile/edit', { name: 'Budi\u0000' }),
      await call(undefined, 'GET', '/product?search=%00'),
      await call(undefined, 'GET', '/product?color=a%00b'),
      await call(undefined, 'GET', '/product?category=%01'),
      await call(undefined, 'GET', '/product/1%00'),
      await call(customer.token, 'POST', '/chat/conversations', { seller_id: seller.id, x: ['\u0007'] }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/control characters/);
    }
  });

  it('answers control characters in routes without a schema (photos, the SPA) below 500', async () => {
    for (const url of ['/api/v1/images/a%00b.webp', '/api/v1/images/%ff', '/%00', '/product/%00?x=%00']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('keeps tabs and line breaks in multi-line body texts', async () => {
    const res = await call(customer.token, 'PATCH', '/profile/edit', { address: 'Jl. Mawar 1\r\n\tJakarta' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 400 or 404 to ids beyond a PostgreSQL integer in paths, bodies and queries', async () => {
    const big = String(PG_INT_MAX + 1);
    const cases = [
      await call(undefined, 'GET', `/product/${big}`),
      await call(undefined, 'GET', `/store/${big}`),
      await call(customer.token, 'POST', '/cart/add', { product_id: PG_INT_MAX + 1, qty: 1 }),
      await call(customer.token, 'POST', '/chat/conversations', { seller_id: 2 ** 53 }),
      await call(customer.token, 'GET', `/chat/conversations/1/messages?before=${big}`),
      await call(undefined, 'GET', `/reviews?product_id=${big}`),
      await call(undefined, 'GET', `/product?min_price=${big}`),
      await call(customer.token, 'GET', `/transaction/${big}`),
    ];
    for (const res of cases) expect([400, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
    expect((await call(undefined, 'GET', `/product/${PG_INT_MAX}`)).statusCode).toBe(404);
  });

  it('shows the id range in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; schema: Json }[] }>>;
    }>();
    const param = doc.paths['/api/v1/chat/conversations/{id}/messages']?.get?.parameters?.find((p) => p.name === 'id');
    expect(param?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: PG_INT_MAX });
  });

  it('answers 400 to multipart without a boundary or with broken parts', async () => {
    const noBoundary = await app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/edit',
      headers: { 'x-access-token': customer.token, 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json<{ message: string }>().message).toMatch(/boundary/);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/product/create',
      headers: { 'x-access-token': seller.token, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode, broken.body).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('refuses a file under an unknown field name and one file too many', async () => {
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/edit',
      headers: { 'x-access-token': customer.token },
      payload: form({ name: 'Budi' }, [{ field: 'avatar', data: smallPng }]),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/Unexpected file field 'avatar'/);
    const six = await app.inject({
      method: 'POST',
      url: '/api/v1/product/create',
      headers: { 'x-access-token': seller.token },
      payload: form(
        { name: 'Kursi' },
        Array.from({ length: 6 }, () => ({ field: 'image', data: smallPng })),
      ),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json<{ message: string }>().message).toBe('A product has at most 5 photos');
  });

  it('refuses a 39-megapixel PNG before decoding it', async () => {
    const huge = await sharp({ create: { width: 7000, height: 5600, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/edit',
      headers: { 'x-access-token': customer.token },
      payload: form({}, [{ field: 'image', data: huge }]),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Photos must be at most 25 megapixels');
  }, 60_000);

  it('limits how long a request and its headers may take to arrive', () => {
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(10_000);
  });

  it('lets only customers start a conversation with a store', async () => {
    const res = await call(seller.token, 'POST', '/chat/conversations', { seller_id: otherSeller.id });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe('Only customers can start a chat with a store');
    expect((await call(customer.token, 'POST', '/chat/conversations', { seller_id: seller.id })).statusCode).toBe(200);
  });

  it('sends the security headers on the SPA, an API answer and a photo', async () => {
    const edit = await app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/edit',
      headers: { 'x-access-token': customer.token },
      payload: form({}, [{ field: 'image', data: smallPng }]),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stored = fs.readdirSync(path.join(app.deps.config.dataDir, 'uploads'));
    const photoUrl = `/api/v1/images/${stored[0] ?? 'none'}`;
    const answers = {
      spa: await app.inject({ method: 'GET', url: '/' }),
      api: await call(undefined, 'GET', `/product/${product.id}`),
      error: await call(undefined, 'GET', '/product/abc'),
      photo: await app.inject({ method: 'GET', url: photoUrl }),
    };
    expect(answers.spa.headers['content-type']).toMatch(/text\/html/);
    expect(answers.photo.statusCode).toBe(200);
    expect(answers.photo.headers['content-type']).toBe('image/webp');
    for (const [name, res] of Object.entries(answers)) {
      const csp = String(res.headers['content-security-policy']);
      // JSON answers load and frame nothing (docs/decisions/022); pages and photos have the page policy
      if (name === 'api' || name === 'error') expect(csp, name).toBe("default-src 'none'; frame-ancestors 'none'");
      else expect(csp, name).toContain("script-src 'self'");
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], name).toBeUndefined(); // plain http: no HSTS
    }
    // CORS stays open without credentials (API-COMPAT 1).
    const cors = await app.inject({
      method: 'GET',
      url: '/api/v1/product',
      headers: { origin: 'https://old.example' },
    });
    expect(cors.headers['access-control-allow-origin']).toBe('https://old.example');
    expect(cors.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('serves Swagger UI with its own CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode, res.headers.location).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('security headers behind https', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://rima.example' });
  it('adds HSTS when PUBLIC_URL is https', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/product' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const page = await app.inject({ method: 'GET', url: '/about' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(page.headers['content-security-policy'])).toContain('https://rima.example');
  });
});
