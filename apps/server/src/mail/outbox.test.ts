import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../../test/build-test-app';
import { isLoopback } from './outbox.routes';

/** The development outbox hands out login codes, so only this machine may read it. */

const get = (app: App, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

describe('isLoopback', () => {
  it('knows 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '::2', '', undefined, '0.0.0.0']) {
      expect(isLoopback(a)).toBe(false);
    }
  });
});

describe('outbox: loopback only', async () => {
  const app = await buildTestApp();

  it('answers loopback addresses (the e2e tests read codes this way)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await get(app, '/api/v1/dev/outbox?to=a@example.com', ip)).statusCode).toBe(200);
      expect((await get(app, '/dev/outbox', ip)).statusCode).toBe(200);
    }
  });

  it('refuses any other address with a clear 403, page and JSON', async () => {
    for (const url of ['/api/v1/dev/outbox?to=victim@example.com', '/api/v1/dev/outbox', '/dev/outbox']) {
      const res = await get(app, url, '203.0.113.5');
      expect(res.statusCode).toBe(403);
      const body = res.json<{ statusCode: number; message: string }>();
      expect(body.statusCode).toBe(403);
      expect(body.message).toMatch(/only answers requests from this machine/);
    }
  });

  it('refuses a loopback connection that carries forwarding headers when no proxy is trusted', async () => {
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      const res = await get(app, '/api/v1/dev/outbox', '127.0.0.1', { [header]: '127.0.0.1' });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('outbox behind a trusted proxy (TRUST_PROXY=127.0.0.1)', async () => {
  const app = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });

  it('judges the client named by the proxy, not the proxy', async () => {
    const outside = await get(app, '/api/v1/dev/outbox', '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(outside.statusCode).toBe(403);
    const spoofed = await get(app, '/api/v1/dev/outbox', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' });
    expect(spoofed.statusCode).toBe(403);
    const local = await get(app, '/api/v1/dev/outbox', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    // A client that names itself loopback without coming through the proxy is still judged by its socket.
    expect((await get(app, '/api/v1/dev/outbox', '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(
      403,
    );
  });
});

describe('outbox in production', async () => {
  const app = await buildTestApp({ NODE_ENV: 'production' });

  it('does not exist, not even for loopback', async () => {
    expect((await get(app, '/api/v1/dev/outbox', '127.0.0.1')).statusCode).toBe(404);
  });
});
