import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OUTBOX_TOKEN } from '../../test/build-test-app';

type Envelope<T = Record<string, unknown>> = { statusCode: number; message: string; data: T };
type Received = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail over SMTP_URL', async () => {
  const smtp = await startSmtp();
  afterAll(() => smtp.close());
  const app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

  it('delivers the registration code to a real SMTP server, in text and HTML with the shop name', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'smtp-user@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(['smtp-user@example.com']);
    expect(mail?.raw).toMatch(/Subject: RIMA: your registration code/);
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
    const code = /code to create your account is: (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(String(code));
    // The code works.
    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-code',
      payload: { email: 'smtp-user@example.com', code, purpose: 'register' },
    });
    expect(verify.statusCode).toBe(200);
  });
});

describe('development outbox', async () => {
  const app = await buildTestApp();

  it('keeps every mail under DATA_DIR and lists it newest first as JSON and HTML', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email } });
    }
    const json = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?token=${TEST_OUTBOX_TOKEN}` });
    expect(json.statusCode).toBe(200);
    const mails = json.json<Envelope<{ to: string; subject: string; text: string }[]>>().data;
    expect(mails.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]?.text).toMatch(/RIMA code to create your account is: \d{6}/);

    const html = await app.inject({ method: 'GET', url: `/dev/outbox?token=${TEST_OUTBOX_TOKEN}` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body.indexOf('second@example.com')).toBeLessThan(html.body.indexOf('first@example.com'));
    expect(html.body).toContain('RIMA: your registration code');
  });

  it('filters the JSON list by recipient', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?to=FIRST@example.com&token=${TEST_OUTBOX_TOKEN}`,
    });
    expect(res.json<Envelope<{ to: string }[]>>().data.map((m) => m.to)).toEqual(['first@example.com']);
  });
});

describe('development outbox in production', async () => {
  const app = await buildTestApp({ NODE_ENV: 'production' });

  it('does not exist (404) when NODE_ENV=production', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
