import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { ConfigError, loadConfig } from '../config';
import { buildTestApp, TEST_OUTBOX_TOKEN } from '../../test/build-test-app';
import { isLoopback, OUTBOX_TOKEN_HEADER } from './outbox-access';

/** The development outbox hands out login codes: only who started the server may read it. */

const TOKEN = { [OUTBOX_TOKEN_HEADER]: TEST_OUTBOX_TOKEN };
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

describe('outbox: the token, from this machine, through no proxy', async () => {
  const app = await buildTestApp();

  it('answers loopback requests with the token, in a header or the query (the e2e tests read codes this way)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await get(app, '/api/v1/dev/outbox?to=a@example.com', ip, TOKEN)).statusCode).toBe(200);
      expect((await get(app, `/dev/outbox?token=${TEST_OUTBOX_TOKEN}`, ip)).statusCode).toBe(200);
    }
  });

  it('refuses a request without the token or with a wrong one, page and JSON, with a clear 403', async () => {
    for (const url of ['/api/v1/dev/outbox?to=victim@example.com', '/api/v1/dev/outbox', '/dev/outbox']) {
      for (const headers of [{}, { [OUTBOX_TOKEN_HEADER]: 'not-the-token-at-all' }] as Record<string, string>[]) {
        const res = await get(app, url, '127.0.0.1', headers);
        expect(res.statusCode).toBe(403);
        const body = res.json<{ statusCode: number; message: string }>();
        expect(body.statusCode).toBe(403);
        expect(body.message).toMatch(/needs the token printed when the server started/);
      }
    }
    expect((await get(app, '/dev/outbox?token=wrong', '127.0.0.1')).statusCode).toBe(403);
  });

  it('refuses a bare reverse proxy (loopback, no forwarding header) that does not know the token', async () => {
    // nginx's bare `proxy_pass` connects from loopback and adds nothing: only the token tells it apart.
    const res = await get(app, '/api/v1/dev/outbox?to=victim@example.com', '127.0.0.1', { host: 'shop.example' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses any request that came through a proxy, even with the token', async () => {
    const headers = [
      'x-forwarded-for',
      'x-real-ip',
      'forwarded',
      'true-client-ip',
      'cf-connecting-ip',
      'via',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-client-ip',
      'x-cluster-client-ip',
      'fastly-client-ip',
    ];
    for (const header of headers) {
      const res = await get(app, '/api/v1/dev/outbox', '127.0.0.1', { ...TOKEN, [header]: '127.0.0.1' });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/came through a proxy/);
    }
  });

  it('refuses any other address, even with the token', async () => {
    const res = await get(app, '/api/v1/dev/outbox', '203.0.113.5', TOKEN);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/only answers requests from this machine/);
  });
});

describe('outbox behind a trusted proxy (TRUST_PROXY=127.0.0.1)', async () => {
  const app = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });

  it('still refuses what came through the proxy: the proxy may add X-Real-IP, Forwarded or nothing', async () => {
    const viaProxy: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of viaProxy) {
      expect((await get(app, '/api/v1/dev/outbox', '127.0.0.1', headers)).statusCode).toBe(403);
      expect((await get(app, '/api/v1/dev/outbox', '127.0.0.1', { ...TOKEN, ...headers })).statusCode).toBe(403);
    }
  });
});

describe('outbox off unless DEV_OUTBOX enables it', async () => {
  const app = await buildTestApp({ DEV_OUTBOX: 'false' });

  it('does not exist, not even for loopback with a token', async () => {
    expect((await get(app, '/api/v1/dev/outbox', '127.0.0.1', TOKEN)).statusCode).toBe(404);
    expect((await get(app, '/dev/outbox', '127.0.0.1', TOKEN)).statusCode).toBe(404);
  });
});

describe('outbox in production', async () => {
  const app = await buildTestApp({ NODE_ENV: 'production' });

  it('does not exist, not even for loopback', async () => {
    expect((await get(app, '/api/v1/dev/outbox', '127.0.0.1', TOKEN)).statusCode).toBe(404);
  });

  it('refuses to start with DEV_OUTBOX set, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX: must not be enabled/);
  });

  it('without DEV_OUTBOX_TOKEN a random token is made at start-up', () => {
    const a = loadConfig({ DEV_OUTBOX: 'true' }).devOutbox?.token;
    const b = loadConfig({ DEV_OUTBOX: 'true' }).devOutbox?.token;
    expect(a).toMatch(/^[\w-]{32}$/);
    expect(a).not.toBe(b);
    expect(loadConfig({}).devOutbox).toBeUndefined();
  });
});
