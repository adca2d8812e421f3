import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createOperator, createSeller, TEST_TOTP_SECRET } from '../../../test/factories';
import { createOperatorAccount, storeRecoveryCodes } from './operator-auth';

const code = (secret = TEST_TOTP_SECRET, at = Date.now()) => generateSync({ secret, epoch: Math.floor(at / 1000) });

/** Operators sign in on the same login with a TOTP second factor or a recovery code. */
describe('operator sign-in', async () => {
  const app = await buildTestApp();
  const { db } = app.deps;
  const login = (body: object) => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body });

  it('cannot be obtained by registering', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'x@example.com', password: 'password123', role: 'operator', code: '123456', username: 'boss' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/customer.*seller/);
  });

  it('asks for the second factor after the right password, and refuses a wrong or replayed code', async () => {
    const operator = await createOperator(db);
    const noCode = await login({ emailOrusername: operator.email, password: operator.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'MFA_REQUIRED' });

    const wrongPassword = await login({ emailOrusername: operator.email, password: 'wrong-password', otp: code() });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    expect(
      (await login({ emailOrusername: operator.email, password: operator.password, otp: '000000' })).statusCode,
    ).toBe(401);
    const now = code();
    const ok = await login({ emailOrusername: operator.email, password: operator.password, otp: now });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ data: { role: 'operator', roles_id: 3 } });
    // The same code twice: refused (replay).
    expect((await login({ emailOrusername: operator.email, password: operator.password, otp: now })).statusCode).toBe(
      401,
    );
  });

  it('accepts each recovery code once', async () => {
    const operator = await createOperator(db);
    await storeRecoveryCodes(db, operator.id, ['abcde-12345', 'fghij-67890']);
    const first = await login({ emailOrusername: operator.email, password: operator.password, otp: 'ABCDE12345' });
    expect(first.statusCode).toBe(200);
    const again = await login({ emailOrusername: operator.email, password: operator.password, otp: 'abcde-12345' });
    expect(again.statusCode).toBe(401);
  });

  it('creates an operator with a one-time setup link: password, authenticator, recovery codes', async () => {
    const { token } = await createOperatorAccount(db, { email: 'new.ops@example.com' });
    const setup = await app.inject({ method: 'GET', url: `/api/v1/auth/operator-setup?token=${token}` });
    expect(setup.statusCode).toBe(200);
    const info = setup.json<{ data: { email: string; secret: string; otpauth_url: string; qr_svg: string } }>().data;
    expect(info.email).toBe('new.ops@example.com');
    expect(info.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(info.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not usable before setup: the password is random.
    const wrongCode = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/operator-setup',
      payload: { token, password: 'a-strong-password', code: '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    const done = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/operator-setup',
      payload: { token, password: 'a-strong-password', code: code(info.secret) },
    });
    expect(done.statusCode).toBe(200);
    const codes = done.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
    expect(codes).toHaveLength(10);
    // The link works once.
    expect((await app.inject({ method: 'GET', url: `/api/v1/auth/operator-setup?token=${token}` })).statusCode).toBe(
      404,
    );
    const res = await login({ emailOrusername: 'new.ops@example.com', password: 'a-strong-password', otp: codes[3] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { role: 'operator' } });
  });

  it('refuses a suspended account at login and ends its sessions', async () => {
    const seller = await createSeller(db);
    await db.query("UPDATE users SET suspended_at = now(), suspended_reason = 'fraud' WHERE id = $1", [seller.id]);
    const res = await login({ emailOrusername: seller.email, password: seller.password });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/suspended/);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { 'x-access-token': seller.token },
    });
    expect(profile.statusCode).toBe(401);
  });
});
