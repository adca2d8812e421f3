import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createOperator, createSeller } from '../../../test/factories';
import { checkLedger } from '../../../test/invariants';

type OpenApi = { paths: Record<string, Record<string, { security?: unknown[] }>> };

/**
 * Every operator endpoint, read from the OpenAPI document, refuses visitors (401), customers and
 * sellers (403), whatever they send; an operator gets past the guard. Shoppers' own endpoints refuse operators.
 */
describe('the operator API is for operators only', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const customer = await createCustomer(db);
  const seller = await createSeller(db);
  const operator = await createOperator(db);
  const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenApi>();
  const operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/ops/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));

  const call = (method: string, path: string, token?: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url: path.replace(/\{[^}]+\}/g, '1'),
      headers: token ? { 'x-access-token': token } : {},
      ...(payload ? { payload } : {}),
    });

  it('lists the console API in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/v1/ops/stores/{id}/suspend');
  });

  it('answers 401 to visitors on every operator endpoint', async () => {
    for (const op of operations) {
      const res = await call(op.method, op.path, undefined, { reason: 'just because' });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
    }
  });

  it('answers 403 to customers and sellers on every operator endpoint, with or without a valid body', async () => {
    for (const user of [customer, seller]) {
      for (const op of operations) {
        for (const payload of [undefined, { reason: 'a valid reason', paused: true, handled: true, text: 'x' }]) {
          const res = await call(op.method, op.path, user.token, payload);
          expect(res.statusCode, `${user.role} ${op.method} ${op.path}`).toBe(403);
        }
      }
    }
  });

  it('lets an operator past the guard on every operator endpoint', async () => {
    for (const op of operations) {
      const res = await call(op.method, op.path, operator.token, op.method === 'GET' ? undefined : {});
      expect([401, 403], `${op.method} ${op.path} → ${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${op.method} ${op.path}`).toBeLessThan(500);
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it("refuses operators on shoppers' and sellers' own endpoints", async () => {
    const asOperator = (method: string, url: string) =>
      app.inject({ method: method as 'GET', url, headers: { 'x-access-token': operator.token } });
    expect((await asOperator('GET', '/api/v1/seller/balance')).statusCode).toBe(403);
    expect((await asOperator('GET', '/api/v1/cart')).statusCode).toBe(403);
    expect((await asOperator('POST', '/api/v1/reports')).statusCode).toBe(403);
  });
});
