import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import {
  ageCodes,
  latestCode,
  nextIp,
  outbox,
  patch,
  post,
  registerUser,
  wrongCode,
  type Envelope,
} from './auth.test-helpers';

describe('auth: registration (API-COMPAT 6, 7)', async () => {
  const app = await buildTestApp();

  it('e-mails a 6-digit code and never puts it in the response by default', async () => {
    const res = await post(app, '/auth/register', { email: 'New.Customer@Example.com' }, nextIp());
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope>();
    expect(body.data).toMatchObject({ email: 'new.customer@example.com', resend_after: 120, expires_in: 600 });
    expect(body.data).not.toHaveProperty('code');
    const code = await latestCode(app, 'new.customer@example.com');
    expect(res.body).not.toContain(code);
    const [mail] = await outbox(app, 'new.customer@example.com');
    expect(mail?.subject).toContain('RIMA');
    expect(mail?.html).toContain(code);
    expect(mail?.html).toContain('RIMA');
  });

  it("answers 400 'Email Already Exists' for a taken e-mail", async () => {
    const user = await createCustomer(app.deps.db);
    const res = await post(app, '/auth/register', { email: user.email.toUpperCase() }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Email Already Exists' });
  });

  it('answers 400 for a missing or malformed e-mail', async () => {
    expect((await post(app, '/auth/register', {})).statusCode).toBe(400);
    expect((await post(app, '/auth/register', { email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('refuses a resend within 120 seconds with 429, Retry-After and a clear message', async () => {
    const ip = nextIp();
    await post(app, '/auth/register', { email: 'resend@example.com' }, ip);
    const again = await post(app, '/auth/register', { email: 'resend@example.com' }, ip);
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(100);
    expect(wait).toBeLessThanOrEqual(120);
    expect(again.json<Envelope>().message).toMatch(/new one in \d+ seconds/);
    await ageCodes(app, 'resend@example.com', 121);
    expect((await post(app, '/auth/register', { email: 'resend@example.com' }, ip)).statusCode).toBe(200);
  });

  it('sends at most 5 codes per e-mail per hour', async () => {
    const email = 'hourly@example.com';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(app, '/auth/register', { email }, nextIp())).statusCode).toBe(200);
      await ageCodes(app, email, 121);
    }
    const sixth = await post(app, '/auth/register', { email }, nextIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('sends codes to at most 20 e-mails per address per hour', async () => {
    const ip = nextIp();
    await app.deps.db.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('code:ip:' || $1, 20, now() + interval '1 hour')`,
      [ip],
    );
    const res = await post(app, '/auth/register', { email: 'one-more@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('creates a customer with the right code, ignores unknown keys (pin) and logs them in at once', async () => {
    const res = await registerUser(app, { email: 'budi2@example.com', username: 'budi2' });
    expect(res.statusCode).toBe(201);
    const data = res.json<Envelope>().data;
    expect(data).toMatchObject({ email: 'budi2@example.com', role: 'customer', roles_id: 1, username: 'budi2' });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { 'x-access-token': String(data.token) },
    });
    expect(profile.statusCode).toBe(200);
    const login = await post(app, '/auth/login', { emailOrusername: 'budi2', password: 'password123' }, nextIp());
    expect(login.statusCode).toBe(200);
  });

  it('creates a seller and saves the store description', async () => {
    const res = await registerUser(app, {
      email: 'store@example.com',
      username: 'Toko Jati',
      role: 'seller',
      store_desc: 'Teak furniture from Jepara',
    });
    expect(res.statusCode).toBe(201);
    const rows = await app.deps.db.query<{ store_desc: string; role: string }>(
      "SELECT store_desc, role FROM users WHERE email = 'store@example.com'",
    );
    expect(rows[0]).toEqual({ store_desc: 'Teak furniture from Jepara', role: 'seller' });
  });

  it('refuses a username or store name that differs from a taken one only in case', async () => {
    await createCustomer(app.deps.db, { username: 'RumahRotan' });
    const res = await registerUser(app, { email: 'dupe@example.com', username: 'rumahrotan' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>().message).toMatch(/already taken/);
  });

  it('refuses a wrong code with 400 and a clear message, and creates nobody', async () => {
    const ip = nextIp();
    await post(app, '/auth/register', { email: 'wrongcode@example.com' }, ip);
    const code = await latestCode(app, 'wrongcode@example.com');
    const res = await post(
      app,
      '/auth/register',
      {
        email: 'wrongcode@example.com',
        password: 'password123',
        role: 'customer',
        username: 'wc',
        code: wrongCode(code),
      },
      ip,
    );
    expect(res.statusCode).toBe(400);
    // 'wc' is too short as well, so try with a valid name:
    const res2 = await post(
      app,
      '/auth/register',
      {
        email: 'wrongcode@example.com',
        password: 'password123',
        role: 'customer',
        username: 'wrongcode',
        code: wrongCode(code),
      },
      ip,
    );
    expect(res2.statusCode).toBe(400);
    expect(res2.json<Envelope>().message).toMatch(/doesn't match/);
    const rows = await app.deps.db.query("SELECT 1 FROM users WHERE email = 'wrongcode@example.com'");
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for a short password at the final step', async () => {
    const res = await post(app, '/auth/register', {
      email: 'short@example.com',
      password: 'short',
      role: 'customer',
      username: 'shorty',
      code: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().message).toContain('Password at least in 8 character');
  });

  it('uses a code only once', async () => {
    const ip = nextIp();
    await post(app, '/auth/register', { email: 'once@example.com' }, ip);
    const code = await latestCode(app, 'once@example.com');
    const body = { email: 'once@example.com', password: 'password123', role: 'customer', username: 'once1', code };
    expect((await post(app, '/auth/register', body, ip)).statusCode).toBe(201);
    await app.deps.db.query("DELETE FROM users WHERE email = 'once@example.com'");
    expect((await post(app, '/auth/register', { ...body, username: 'once2' }, ip)).statusCode).toBe(400);
  });
});

describe('auth: codes', async () => {
  const app = await buildTestApp();

  it('checks a code with verify-code without using it up', async () => {
    const ip = nextIp();
    await post(app, '/auth/register', { email: 'verify@example.com' }, ip);
    const code = await latestCode(app, 'verify@example.com');
    const ok = await post(app, '/auth/verify-code', { email: 'verify@example.com', code, purpose: 'register' }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Envelope>().data).toEqual({ valid: true });
    const bad = await post(
      app,
      '/auth/verify-code',
      { email: 'verify@example.com', code: wrongCode(code), purpose: 'register' },
      ip,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope>().message).toMatch(/4 tries left/);
    const done = await post(
      app,
      '/auth/register',
      { email: 'verify@example.com', password: 'password123', role: 'customer', username: 'verifier', code },
      ip,
    );
    expect(done.statusCode).toBe(201);
  });

  it('kills a code after 5 wrong tries', async () => {
    const ip = nextIp();
    await post(app, '/auth/register', { email: 'guess@example.com' }, ip);
    const code = await latestCode(app, 'guess@example.com');
    for (let i = 0; i < 5; i += 1) {
      const res = await post(
        app,
        '/auth/verify-code',
        { email: 'guess@example.com', code: wrongCode(code), purpose: 'register' },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    const right = await post(app, '/auth/verify-code', { email: 'guess@example.com', code, purpose: 'register' }, ip);
    expect(right.statusCode).toBe(400);
    expect(right.json<Envelope>().message).toMatch(/expired or was tried too many times/);
  });

  it('rejects an expired code', async () => {
    const ip = nextIp();
    await post(app, '/auth/register', { email: 'late@example.com' }, ip);
    const code = await latestCode(app, 'late@example.com');
    await app.deps.db.query(
      "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'",
    );
    const res = await post(
      app,
      '/auth/register',
      { email: 'late@example.com', password: 'password123', role: 'customer', username: 'latecomer', code },
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().message).toMatch(/expired/);
  });

  it('stores codes hashed, never in clear', async () => {
    const ip = nextIp();
    await post(app, '/auth/register', { email: 'hashed@example.com' }, ip);
    const code = await latestCode(app, 'hashed@example.com');
    const rows = await app.deps.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM verification_codes WHERE email = 'hashed@example.com'",
    );
    expect(rows[0]?.code_hash).not.toContain(code);
  });
});

describe('auth: legacy-client mode (LEGACY_CLIENT_MODE=true)', async () => {
  const app = await buildTestApp({ LEGACY_CLIENT_MODE: 'true' });

  it('returns data.code as a string on register and forgot, equal to the mailed code', async () => {
    const reg = await post(app, '/auth/register', { email: 'legacy@example.com' }, nextIp());
    const regCode = reg.json<Envelope>().data.code;
    expect(typeof regCode).toBe('string');
    expect(regCode).toBe(await latestCode(app, 'legacy@example.com'));
    const user = await createCustomer(app.deps.db);
    const forgot = await patch(app, '/auth/forgot', { email: user.email }, nextIp());
    const forgotCode = forgot.json<Envelope>().data.code;
    expect(forgotCode).toMatch(/^\d{6}$/);
    expect(forgotCode).toBe(await latestCode(app, user.email));
  });
});
