import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, TEST_OUTBOX_TOKEN } from '../../../test/build-test-app';
import { createCustomer, createSeller } from '../../../test/factories';

type Json = Record<string, unknown>;
type Envelope<T = Json> = { statusCode: number; message: string; data: T; code?: string };
type OutboxMail = { to: string; subject: string; text: string; html: string };

let ipCounter = 0;
/** A fresh client address per test, so the per-IP limits of one test do not leak into another. */
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function outbox(app: App, to: string): Promise<OutboxMail[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&token=${TEST_OUTBOX_TOKEN}`,
  });
  return res.json<Envelope<OutboxMail[]>>().data;
}

/** The code of the newest mail to `to` (waits briefly: reset mails are sent in the background). */
async function latestCode(app: App, to: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const mail = (await outbox(app, to))[0];
    const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

const post = (app: App, url: string, payload: Json, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip, headers });
const patch = (app: App, url: string, payload: Json, ip = '127.0.0.1') =>
  app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload, remoteAddress: ip });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the next code be asked for at once (ends the 120 s resend window of the e-mail). */
const ageCodes = async (app: App, email: string, seconds: number) => {
  await app.deps.db.query(
    `UPDATE verification_codes SET created_at = created_at - make_interval(secs => $2) WHERE email = $1`,
    [email, seconds],
  );
  await app.deps.db.query(
    `UPDATE rate_limits SET reset_at = now() - interval '1 second'
      WHERE key IN ('code:resend:register:' || $1, 'code:resend:reset:' || $1)`,
    [email],
  );
};

async function registerUser(
  app: App,
  fields: { email: string; username: string; role?: 'customer' | 'seller'; store_desc?: string; password?: string },
) {
  const ip = nextIp();
  expect((await post(app, '/auth/register', { email: fields.email }, ip)).statusCode).toBe(200);
  const code = await latestCode(app, fields.email);
  return post(app, '/auth/register', { password: 'password123', role: 'customer', ...fields, code, pin: code }, ip);
}

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
