import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_OUTBOX_TOKEN } from '../../test/build-test-app';
import { createCustomer } from '../../test/factories';

type Envelope<T = Record<string, unknown>> = { statusCode: number; message: string; data: T };
type OutboxMail = { to: string; subject: string; text: string; html: string };

// The account's language (users.language) and e-mails in it.
describe('the account language', async () => {
  const app = await buildTestApp({ LEGACY_CLIENT_MODE: 'true' });
  const outbox = async (to: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&token=${TEST_OUTBOX_TOKEN}`,
      })
    ).json<Envelope<OutboxMail[]>>().data;

  it('mails the registration code in the visitor’s language and keeps it on the new account', async () => {
    const email = 'rina@example.com';
    const start = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'en-US', cookie: 'rima_lang=id' },
      payload: { email },
    });
    expect(start.statusCode).toBe(200);
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('RIMA: kode pendaftaran Anda');
    expect(mail?.text).toMatch(/Kode RIMA Anda untuk membuat akun: \d{6}/);
    expect(mail?.text).toContain('berlaku 10 menit');
    expect(mail?.html).toContain('lang="id"');
    const code = start.json<Envelope<{ code: string }>>().data.code;
    const done = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'id-ID,id;q=0.9' },
      payload: { email, password: 'password123', role: 'customer', code, username: 'rina' },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json<Envelope<{ language: string }>>().data.language).toBe('id');
  });

  it('mails in English by default and follows Accept-Language without a cookie', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'en@example.com' } });
    expect((await outbox('en@example.com'))[0]?.subject).toBe('RIMA: your registration code');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'id' },
      payload: { email: 'id@example.com' },
    });
    expect((await outbox('id@example.com'))[0]?.subject).toBe('RIMA: kode pendaftaran Anda');
  });

  it('is read and changed through the profile, answered at login, and used for the reset mail', async () => {
    const user = await createCustomer(app.deps.db);
    const headers = { 'x-access-token': user.token };
    const profile = await app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    expect(profile.json<Envelope<{ profileUser: { language: string }[] }>>().data.profileUser[0]?.language).toBe('en');

    const form = new FormData();
    form.set('language', 'id');
    const edited = await app.inject({ method: 'PATCH', url: '/api/v1/profile/edit', headers, body: form });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Envelope<{ profileUser: { language: string }[] }>>().data.profileUser[0]?.language).toBe('id');

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { emailOrusername: user.email, password: user.password },
    });
    expect(login.json<Envelope<{ language: string }>>().data.language).toBe('id');

    // The account's language, not the request's.
    const forgot = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/forgot',
      headers: { 'accept-language': 'en' },
      payload: { email: user.email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    await vi.waitFor(async () => expect((await outbox(user.email)).length).toBe(1));
    expect((await outbox(user.email))[0]?.subject).toBe('RIMA: kode atur ulang kata sandi Anda');
  });

  it('refuses a language the shop does not speak with 400', async () => {
    const user = await createCustomer(app.deps.db);
    const form = new FormData();
    form.set('language', 'fr');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/edit',
      headers: { 'x-access-token': user.token },
      body: form,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers errors with their message key and parameters besides the English message', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { emailOrusername: 'nobody@example.com', password: 'password123' },
    });
    expect(wrong.json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Email/Password is Wrong',
      key: 'loginWrong',
    });
    const code = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-code',
      payload: { email: 'rina@example.com', code: '000000', purpose: 'register' },
    });
    expect(code.statusCode).toBe(400);
    expect(code.json<{ key: string }>().key).toMatch(/^code/);
    const missing = await app.inject({ method: 'GET', url: '/api/v1/product/999999' });
    expect(missing.json()).toMatchObject({ message: 'Product not found', key: 'productNotFound' });
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'not-an-address' },
    });
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      key: 'emailInvalid',
      errors: [{ field: 'email', message: 'Enter a valid e-mail address', key: 'emailInvalid' }],
    });
  });
});
