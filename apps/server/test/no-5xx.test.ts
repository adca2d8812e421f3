import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createCustomer, createProduct, createSeller } from './factories';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

const JUNK_PARAMS = ['abc', '-1', '0', '99999999999999999999', '1.5', '%27%3B--', ':undefined'];
const JUNK_BODIES: unknown[] = [
  {},
  [],
  null,
  { a: 1 },
  { qty: 'many', product_id: -3, price: 'free', email: 'x', page: -1, star: 9, text: 'x'.repeat(10_000) },
  { product_id: 1e308, qty: 1e308, status: 'teleported', code: '000000', password: 'x'.repeat(5000) },
];
const JUNK_QUERIES = ['?page=-1&limit=abc&price=weird', '?before=yesterday&product_id=x', '?order_id=1e99&email=%00'];

/**
 * Every endpoint the OpenAPI document lists, called with junk path params, bodies and queries, anonymously
 * and as a customer and a seller: nothing a client sends may produce a 5xx.
 */
describe('no client input produces a 5xx', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const customer = await createCustomer(db);
  const seller = await createSeller(db);
  await createProduct(db, seller.id);
  const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenApi>();
  const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'patch', 'put', 'delete'].includes(m))
      .map((method) => ({ path, method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' })),
  );

  it('finds the API in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers junk on every route with a 2xx–4xx JSON envelope', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.path.endsWith('/events')) continue; // the live stream is a WebSocket/stream upgrade
      const params = route.path.includes('{') ? JUNK_PARAMS : [''];
      for (const param of params) {
        const path = route.path.replace(/\{[^}]+\}/g, param);
        for (const token of [undefined, customer.token, seller.token]) {
          const headers: Record<string, string> = token ? { 'x-access-token': token } : {};
          const attempts =
            route.method === 'GET' || route.method === 'DELETE'
              ? JUNK_QUERIES.map((q) => ({ url: path + q, payload: undefined }))
              : JUNK_BODIES.map((b) => ({ url: path, payload: JSON.stringify(b) }));
          for (const attempt of attempts) {
            const res = await app.inject({
              method: route.method,
              url: attempt.url,
              headers: { ...headers, ...(attempt.payload ? { 'content-type': 'application/json' } : {}) },
              ...(attempt.payload ? { payload: attempt.payload } : {}),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${route.method} ${attempt.url} (${token ? 'with token' : 'anonymous'}) → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
