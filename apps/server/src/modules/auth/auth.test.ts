import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer, createSeller } from '../../../test/factories';
import { latestCode, nextIp, outbox, patch, post, wrongCode, type Envelope } from './auth.test-helpers';

describe('auth: login (API-COMPAT 4)', async () => {
  const app = await buildTestApp();

  it('logs in by e-mail with the data object the old client stores as userInfo', async () => {
    const user = await createCustomer(app.deps.db, { password: 'password123' });
    const res = await post(app, '/auth/login', { emailOrusername: user.email.toUpperCase(), password: 'password123' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope>();
    expect(body.statusCode).toBe(200);
    expect(body.data).toMatchObject({
      id: user.id,
      user_id: user.id,
      email: user.email,
      emailOrusername: user.email.toUpperCase(),
      role: 'customer',
      roles_id: 1,
      username: user.username,
    });
    expect(typeof body.data.token).toBe('string');
    expect(body.data).toHaveProperty('name');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { 'x-access-token': String(body.data.token) },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('logs in by username or store name, case-insensitively, with roles_id 2 for sellers', async () => {
    const seller = await createSeller(app.deps.db, { username: 'Jati Living Test', password: 'password123' });
    const res = await post(app, '/auth/login', { emailOrusername: 'jati living test', password: 'password123' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().data).toMatchObject({ id: seller.id, role: 'seller', roles_id: 2 });
  });

  it("answers the same 401 'Email/Password is Wrong' for an unknown user and a wrong password", async () => {
    const user = await createCustomer(app.deps.db);
    const wrong = await post(
      app,
      '/auth/login',
      { emailOrusername: user.email, password: 'not-the-password' },
      nextIp(),
    );
    const unknown = await post(app, '/auth/login', { emailOrusername: 'nobody@example.com', password: 'x' }, nextIp());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: 'Email/Password is Wrong' });
    }
  });

  it('answers the 11th failed login of an account from one address with 429 and Retry-After', async () => {
    const user = await createCustomer(app.deps.db, { password: 'password123' });
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await post(app, '/auth/login', { emailOrusername: user.email, password: `wrong-${i}` }, ip);
      expect(res.statusCode).toBe(401);
    }
    // Even the right password is refused now, by username as well as by e-mail (one budget per account).
    const blocked = await post(app, '/auth/login', { emailOrusername: user.username, password: 'password123' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another address is not blocked.
    expect(
      (await post(app, '/auth/login', { emailOrusername: user.email, password: 'password123' }, nextIp())).statusCode,
    ).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY (a client cannot dodge the limit by inventing addresses)', async () => {
    const user = await createCustomer(app.deps.db);
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      await post(app, '/auth/login', { emailOrusername: user.email, password: 'wrong' }, ip, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
    }
    const res = await post(app, '/auth/login', { emailOrusername: user.email, password: 'wrong' }, ip, {
      'x-forwarded-for': '203.0.113.200',
    });
    expect(res.statusCode).toBe(429);
  });

  it('answers 429 once an address has 50 failures in 15 minutes, whatever the account', async () => {
    const ip = nextIp();
    await app.deps.db.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('login:ip:' || $1, 50, now() + interval '15 minutes')`,
      [ip],
    );
    const res = await post(app, '/auth/login', { emailOrusername: 'someone-new', password: 'whatever1' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('answers 400 for a login without fields', async () => {
    const res = await post(app, '/auth/login', {});
    expect(res.statusCode).toBe(400);
  });
});

describe('auth: client address behind a trusted proxy', async () => {
  const app = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });

  it('takes the client address from X-Forwarded-For when the proxy is listed in TRUST_PROXY', async () => {
    const user = await createCustomer(app.deps.db);
    for (let i = 0; i < 10; i += 1) {
      await post(app, '/auth/login', { emailOrusername: user.email, password: 'wrong' }, '127.0.0.1', {
        'x-forwarded-for': '198.51.100.1',
      });
    }
    const same = await post(app, '/auth/login', { emailOrusername: user.email, password: 'wrong' }, '127.0.0.1', {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(same.statusCode).toBe(429);
    const other = await post(app, '/auth/login', { emailOrusername: user.email, password: 'wrong' }, '127.0.0.1', {
      'x-forwarded-for': '198.51.100.2',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('auth: logout (API-COMPAT 5)', async () => {
  const app = await buildTestApp();

  it('revokes the token: 2xx, then 401 with it', async () => {
    const user = await createCustomer(app.deps.db);
    const headers = { 'x-access-token': user.token };
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/auth/logout', headers });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/auth/logout', headers })).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });
});

describe('auth: forgot password (API-COMPAT 8)', async () => {
  const app = await buildTestApp();

  it('gives the same answer for known and unknown e-mails, and mails only the known one', async () => {
    const user = await createCustomer(app.deps.db);
    const known = await patch(app, '/auth/forgot', { email: user.email }, nextIp());
    const unknown = await patch(app, '/auth/forgot', { email: 'ghost@example.com' }, nextIp());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const strip = (b: Envelope) => ({ ...b, data: { ...b.data, email: '' } });
    expect(strip(known.json<Envelope>())).toEqual(strip(unknown.json<Envelope>()));
    expect(known.json<Envelope>().data).not.toHaveProperty('code');
    await latestCode(app, user.email);
    expect(await outbox(app, 'ghost@example.com')).toHaveLength(0);
  });

  it('sets the new password with the code and kills every session of the user', async () => {
    const user = await createCustomer(app.deps.db, { password: 'password123' });
    const ip = nextIp();
    const other = await post(app, '/auth/login', { emailOrusername: user.email, password: 'password123' }, ip);
    const otherToken = String(other.json<Envelope>().data.token);
    await patch(app, '/auth/forgot', { email: user.email }, ip);
    const code = await latestCode(app, user.email);
    const res = await patch(app, '/auth/forgot', { email: user.email, code, new_password: 'brand-new-pass' }, ip);
    expect(res.statusCode).toBe(200);
    for (const token of [user.token, otherToken]) {
      const profile = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': token } });
      expect(profile.statusCode).toBe(401);
    }
    expect(
      (await post(app, '/auth/login', { emailOrusername: user.email, password: 'password123' }, ip)).statusCode,
    ).toBe(401);
    expect(
      (await post(app, '/auth/login', { emailOrusername: user.email, password: 'brand-new-pass' }, ip)).statusCode,
    ).toBe(200);
    // Single use.
    const again = await patch(app, '/auth/forgot', { email: user.email, code, new_password: 'another-pass' }, ip);
    expect(again.statusCode).toBe(400);
  });

  it('refuses a wrong reset code and a short new password', async () => {
    const user = await createCustomer(app.deps.db);
    const ip = nextIp();
    await patch(app, '/auth/forgot', { email: user.email }, ip);
    const code = await latestCode(app, user.email);
    const wrong = await patch(
      app,
      '/auth/forgot',
      { email: user.email, code: wrongCode(code), new_password: 'long-enough' },
      ip,
    );
    expect(wrong.statusCode).toBe(400);
    const short = await patch(app, '/auth/forgot', { email: user.email, code, new_password: 'short' }, ip);
    expect(short.statusCode).toBe(400);
  });
});
