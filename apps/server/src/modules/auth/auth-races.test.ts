import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, TEST_OUTBOX_TOKEN } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';

/**
 * Codes and throttles hold under REAL parallel requests. On PostgreSQL (DATABASE_URL
 * set) the requests run on up to 20 pooled connections at once; on PGlite they prove the counting only.
 */

type Envelope<T = Record<string, unknown>> = { statusCode: number; message: string; data: T; code?: string };
type OutboxMail = { to: string; subject: string; text: string };
type Res = Awaited<ReturnType<App['inject']>>;

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function outbox(app: App, to: string): Promise<OutboxMail[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&token=${TEST_OUTBOX_TOKEN}`,
  });
  return res.json<Envelope<OutboxMail[]>>().data;
}

async function latestCode(app: App, to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const code = /\b(\d{6})\b/.exec((await outbox(app, to))[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/** `n` different six-digit codes, none equal to `code`. */
const wrongGuesses = (code: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));

const statusCounts = (responses: Res[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

/** Password hashing is slow on a loaded 2-core machine: the tests that check dozens of passwords get room. */
const SLOW = 180_000;

/** A guess that was compared with the code answers "doesn't match"; the others only hear the code is dead. */
const checked = (responses: Res[]) => responses.filter((r) => /doesn't match/.test(r.json<Envelope>().message)).length;

const send = (app: App, method: 'POST' | 'PATCH', url: string, payload: object, ip: string) =>
  app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress: ip });

describe('codes: 300 parallel wrong guesses check at most 5, and the code is dead afterwards', async () => {
  const app = await buildTestApp();

  it('PATCH /auth/forgot', async () => {
    const user = await createCustomer(app.deps.db, { password: 'password123' });
    const ip = nextIp();
    expect((await send(app, 'PATCH', '/auth/forgot', { email: user.email }, ip)).statusCode).toBe(200);
    const code = await latestCode(app, user.email);
    const responses = await Promise.all(
      wrongGuesses(code, 300).map((guess) =>
        send(app, 'PATCH', '/auth/forgot', { email: user.email, code: guess, new_password: 'taken-over-1' }, ip),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 400: 300 });
    expect(checked(responses)).toBe(5);
    const right = await send(app, 'PATCH', '/auth/forgot', { email: user.email, code, new_password: 'mine-again' }, ip);
    expect(right.statusCode).toBe(400);
    expect(right.json<Envelope>().message).toMatch(/expired or was tried too many times/);
    const login = await send(app, 'POST', '/auth/login', { emailOrusername: user.email, password: 'password123' }, ip);
    expect(login.statusCode).toBe(200);
  });

  it('POST /auth/verify-code', async () => {
    const email = 'verify-race@example.com';
    const ip = nextIp();
    expect((await send(app, 'POST', '/auth/register', { email }, ip)).statusCode).toBe(200);
    const code = await latestCode(app, email);
    const responses = await Promise.all(
      wrongGuesses(code, 300).map((guess) =>
        send(app, 'POST', '/auth/verify-code', { email, code: guess, purpose: 'register' }, ip),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 400: 300 });
    expect(checked(responses)).toBe(5);
    const right = await send(app, 'POST', '/auth/verify-code', { email, code, purpose: 'register' }, ip);
    expect(right.statusCode).toBe(400);
    expect(right.json<Envelope>().message).toMatch(/expired or was tried too many times/);
  });

  it('POST /auth/register with a code', async () => {
    const email = 'register-race@example.com';
    const ip = nextIp();
    expect((await send(app, 'POST', '/auth/register', { email }, ip)).statusCode).toBe(200);
    const code = await latestCode(app, email);
    const body = { email, password: 'password123', role: 'customer', username: 'racer' };
    const responses = await Promise.all(
      wrongGuesses(code, 300).map((guess) => send(app, 'POST', '/auth/register', { ...body, code: guess }, ip)),
    );
    expect(statusCounts(responses)).toEqual({ 400: 300 });
    expect(checked(responses)).toBe(5);
    const right = await send(app, 'POST', '/auth/register', { ...body, code }, ip);
    expect(right.statusCode).toBe(400);
    expect(await app.deps.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });

  it('a right code does not use up a try, and a wrong one says how many are left', async () => {
    const email = 'tries-left@example.com';
    const ip = nextIp();
    await send(app, 'POST', '/auth/register', { email }, ip);
    const code = await latestCode(app, email);
    for (let i = 0; i < 6; i += 1) {
      const ok = await send(app, 'POST', '/auth/verify-code', { email, code, purpose: 'register' }, ip);
      expect(ok.statusCode).toBe(200);
    }
    const [wrong] = wrongGuesses(code, 1);
    const res = await send(app, 'POST', '/auth/verify-code', { email, code: wrong, purpose: 'register' }, ip);
    expect(res.json<Envelope>().message).toMatch(/4 tries left/);
  });
});

describe('login throttle under parallel requests', async () => {
  const app = await buildTestApp();

  it(
    '200 parallel wrong logins for one account from one address: at most 10 checked, the rest 429',
    async () => {
      const user = await createCustomer(app.deps.db, { password: 'password123' });
      const ip = nextIp();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          send(app, 'POST', '/auth/login', { emailOrusername: user.email, password: `wrong-${i}` }, ip),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 10, 429: 190 });
      for (const res of responses.filter((r) => r.statusCode === 429)) {
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(15 * 60);
        expect(res.json<Envelope>()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
        expect(res.json<Envelope>().message).toMatch(/Too many failed logins\. Try again in \d+ minutes\./);
      }
      // The right password from this address waits too; another address is not blocked.
      const right = { emailOrusername: user.email, password: 'password123' };
      expect((await send(app, 'POST', '/auth/login', right, ip)).statusCode).toBe(429);
      expect((await send(app, 'POST', '/auth/login', right, nextIp())).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    '200 parallel wrong logins for many accounts from one address: at most 50 checked',
    async () => {
      const ip = nextIp();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          send(app, 'POST', '/auth/login', { emailOrusername: `nobody-${i}@example.com`, password: 'whatever1' }, ip),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 50, 429: 150 });
    },
    SLOW,
  );

  it(
    'a successful login gives its hit back: the owner is never locked out by their own logins',
    async () => {
      const user = await createCustomer(app.deps.db, { password: 'password123' });
      const ip = nextIp();
      const responses = await Promise.all(
        Array.from({ length: 15 }, () =>
          send(app, 'POST', '/auth/login', { emailOrusername: user.username, password: 'password123' }, ip),
        ),
      );
      expect(statusCounts(responses)[200]).toBeGreaterThanOrEqual(10);
      for (let i = 0; i < 12; i += 1) {
        const res = await send(
          app,
          'POST',
          '/auth/login',
          { emailOrusername: user.email, password: 'password123' },
          ip,
        );
        expect(res.statusCode).toBe(200);
      }
    },
    SLOW,
  );
});

describe('per-account login limit across many addresses (TRUST_PROXY + X-Forwarded-For)', async () => {
  const app = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  const viaProxy = (payload: object, client: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it(
    '30 failures from 30 addresses pause the account, and its owner gets one e-mail per cool-down',
    async () => {
      const user = await createCustomer(app.deps.db, { password: 'password123' });
      const responses = await Promise.all(
        Array.from({ length: 45 }, (_, i) =>
          viaProxy({ emailOrusername: user.email, password: `guess-${i}` }, `198.51.${Math.floor(i / 200)}.${i + 1}`),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 30, 429: 15 });
      const paused = responses.find((r) => r.statusCode === 429);
      expect(paused?.json<Envelope>().message).toMatch(/for this account/);
      expect(Number(paused?.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password from a fresh address waits for the cool-down.
      const right = await viaProxy({ emailOrusername: user.email, password: 'password123' }, '192.0.2.77');
      expect(right.statusCode).toBe(429);
      // One mail to the owner, however many attempts follow.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          viaProxy({ emailOrusername: user.username, password: 'x' }, `192.0.2.${i}`),
        ),
      );
      let mails: OutboxMail[] = [];
      for (let i = 0; i < 100 && mails.length === 0; i += 1) {
        mails = await outbox(app, user.email);
        if (mails.length === 0) await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 200));
      mails = await outbox(app, user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/paused/);
      expect(mails[0]?.text).toMatch(/15 minutes/);
    },
    SLOW,
  );

  it('a password reset with the mailed code ends the cool-down', async () => {
    const user = await createCustomer(app.deps.db, { password: 'password123' });
    await app.deps.db.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('login:account:user:' || $1, 30, now() + interval '15 minutes')`,
      [user.id],
    );
    expect((await viaProxy({ emailOrusername: user.email, password: 'password123' }, '192.0.2.200')).statusCode).toBe(
      429,
    );
    const forgot = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/api/v1/auth/forgot', payload, remoteAddress: '127.0.0.1' });
    expect((await forgot({ email: user.email })).statusCode).toBe(200);
    const code = await latestCode(app, user.email);
    expect((await forgot({ email: user.email, code, new_password: 'fresh-password' })).statusCode).toBe(200);
    expect(
      (await viaProxy({ emailOrusername: user.email, password: 'fresh-password' }, '192.0.2.201')).statusCode,
    ).toBe(200);
  });
});

describe('code mails under parallel requests', async () => {
  const app = await buildTestApp();

  it('50 parallel registration-code requests for one new e-mail (from 50 addresses) send exactly 1 mail', async () => {
    const email = 'fifty@example.com';
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => send(app, 'POST', '/auth/register', { email }, nextIp())),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 429: 49 });
    const refused = responses.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(100);
    expect(refused?.json<Envelope>().message).toMatch(/new one in \d+ seconds/);
    expect(await outbox(app, email)).toHaveLength(1);
  });

  it('60 parallel requests for 60 e-mails from one address send exactly 20 mails', async () => {
    const ip = nextIp();
    const emails = Array.from({ length: 60 }, (_, i) => `bulk-${i}@example.com`);
    const responses = await Promise.all(emails.map((email) => send(app, 'POST', '/auth/register', { email }, ip)));
    expect(statusCounts(responses)).toEqual({ 200: 20, 429: 40 });
    const sent = await Promise.all(emails.map((email) => outbox(app, email)));
    expect(sent.flat()).toHaveLength(20);
    expect(responses.find((r) => r.statusCode === 429)?.json<Envelope>().message).toMatch(/from your network/);
  });

  it('forgot-password codes share the limits: parallel requests for one account send 1 mail', async () => {
    const user = await createCustomer(app.deps.db);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => send(app, 'PATCH', '/auth/forgot', { email: user.email }, nextIp())),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 429: 29 });
    await latestCode(app, user.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(await outbox(app, user.email)).toHaveLength(1);
  });
});
