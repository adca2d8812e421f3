import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';

describe('health and transport', async () => {
  const app = await buildTestApp();

  it('answers GET /api/v1/health after checking the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, message: 'ok', data: { status: 'ok' } });
  });

  it('reports the database and the LISTEN connection', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const data = res.json<{ data: { database: string; checks: Record<string, { status?: string }> } }>().data;
    const postgres = data.database === 'postgres';
    expect(data.checks.database?.status).toBe('up');
    expect(data.checks.listener).toMatchObject({ status: postgres ? 'listening' : 'in_process', reconnects: 0 });
  });

  it('answers an unknown /api path with a JSON 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers CORS preflights with the allowed methods and headers (API-COMPAT 1)', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/product',
      headers: {
        origin: 'http://old-client.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'x-access-token, content-type, idempotency-key',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    const methods = String(res.headers['access-control-allow-methods']);
    for (const m of ['GET', 'POST', 'PATCH', 'DELETE']) expect(methods).toContain(m);
    const headers = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['x-access-token', 'content-type', 'idempotency-key']) expect(headers).toContain(h);
  });

  it('serves the OpenAPI document built from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/health');
  });

  it('serves the browsable reference at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers malformed JSON with a 400 envelope, not a 5xx', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('statusCode', res.statusCode);
  });
});
