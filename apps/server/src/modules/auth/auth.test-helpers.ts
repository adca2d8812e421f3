// Requests, mails and codes shared by the auth tests (auth.test.ts, auth-registration.test.ts).
import { expect } from 'vitest';
import type { App } from '../../app';
import { TEST_OUTBOX_TOKEN } from '../../../test/build-test-app';

export type Json = Record<string, unknown>;
export type Envelope<T = Json> = { statusCode: number; message: string; data: T; code?: string };
export type OutboxMail = { to: string; subject: string; text: string; html: string };

let ipCounter = 0;
/** A fresh client address per test, so the per-IP limits of one test do not leak into another. */
export const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export async function outbox(app: App, to: string): Promise<OutboxMail[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&token=${TEST_OUTBOX_TOKEN}`,
  });
  return res.json<Envelope<OutboxMail[]>>().data;
}

/** The code of the newest mail to `to` (waits briefly: reset mails are sent in the background). */
export async function latestCode(app: App, to: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const mail = (await outbox(app, to))[0];
    const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

export const post = (app: App, url: string, payload: Json, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip, headers });
export const patch = (app: App, url: string, payload: Json, ip = '127.0.0.1') =>
  app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload, remoteAddress: ip });

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the next code be asked for at once (ends the 120 s resend window of the e-mail). */
export const ageCodes = async (app: App, email: string, seconds: number) => {
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

export async function registerUser(
  app: App,
  fields: { email: string; username: string; role?: 'customer' | 'seller'; store_desc?: string; password?: string },
) {
  const ip = nextIp();
  expect((await post(app, '/auth/register', { email: fields.email }, ip)).statusCode).toBe(200);
  const code = await latestCode(app, fields.email);
  return post(app, '/auth/register', { password: 'password123', role: 'customer', ...fields, code, pin: code }, ip);
}
