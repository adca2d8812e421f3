import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createSession } from '../../http/auth';
import { buildFaultApp, openStream } from '../../../test/fault-app';
import { TEST_OUTBOX_TOKEN } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { AUTH_TIMEOUT_MS } from './events.routes';

type Envelope<T> = { statusCode: number; data: T };

// Statements that read or touch sessions: the only ones a stream's authentication causes.
let sessionQueries = 0;
const countSessionQueries = (db: Db): Db => ({
  ...db,
  query: (sql, params) => {
    if (/\bsessions\b/.test(sql)) sessionQueries += 1;
    return db.query(sql, params);
  },
});

describe('live streams end with their session, on both databases', async () => {
  const { app, wsUrl } = await buildFaultApp({ wrap: countSessionQueries });
  const db = app.deps.db;

  const ready = async (stream: ReturnType<typeof openStream>) =>
    expect.poll(() => stream.frames[0]?.type, { timeout: 10_000 }).toBe('ready');

  it('closes a stream within 1 s of its token’s logout', async () => {
    const user = await createCustomer(db);
    const stream = openStream(wsUrl, user.token);
    await ready(stream);
    const loggedOutAt = Date.now();
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/logout',
      headers: { 'x-access-token': user.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await stream.closed).toBe(4401);
    expect((stream.state.closedAt ?? NaN) - loggedOutAt).toBeLessThan(1000);
  });

  it('closes the other sessions’ streams within 1 s of a password change, and keeps the caller’s', async () => {
    const user = await createCustomer(db, { password: 'password123' });
    const otherToken = await createSession(db, user.id);
    const mine = openStream(wsUrl, user.token);
    const other = openStream(wsUrl, otherToken);
    await ready(mine);
    await ready(other);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/change-password',
      headers: { 'x-access-token': user.token },
      payload: { password: 'password123', new_password: 'a-new-password-9' },
    });
    const changedAt = Date.now(); // the change commits before the answer; scrypt time is not counted
    expect(res.statusCode).toBe(200);
    expect(await other.closed).toBe(4401);
    expect((other.state.closedAt ?? NaN) - changedAt).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 300));
    expect(mine.state.closedAt).toBeUndefined();
    mine.socket.close();
  });

  it('closes every stream of the user within 1 s of a password reset', async () => {
    const user = await createCustomer(db, { password: 'password123' });
    const stream = openStream(wsUrl, user.token);
    await ready(stream);
    const ip = '127.0.0.1';
    await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/forgot',
      payload: { email: user.email },
      remoteAddress: ip,
    });
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const res = await app.inject({
            url: `/api/v1/dev/outbox?to=${encodeURIComponent(user.email)}&token=${TEST_OUTBOX_TOKEN}`,
          });
          const mails = res.json<Envelope<{ text: string }[]>>().data;
          code = mails[0] ? /\b(\d{6})\b/.exec(mails[0].text)?.[1] : undefined;
          return code;
        },
        { timeout: 10_000 },
      )
      .toBeDefined();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/forgot',
      payload: { email: user.email, code, new_password: 'brand-new-pass' },
      remoteAddress: ip,
    });
    const resetAt = Date.now();
    expect(res.statusCode).toBe(200);
    expect(await stream.closed).toBe(4401);
    expect((stream.state.closedAt ?? NaN) - resetAt).toBeLessThan(1000);
  });

  it('refuses a revoked token at the auth frame', async () => {
    const user = await createCustomer(db);
    await app.inject({ method: 'DELETE', url: '/api/v1/auth/logout', headers: { 'x-access-token': user.token } });
    expect(await openStream(wsUrl, user.token).closed).toBe(4401);
  });
});

describe('unauthenticated live streams', async () => {
  const { app, wsUrl } = await buildFaultApp({ wrap: countSessionQueries });
  const db = app.deps.db;

  it(`closes a socket that does not authenticate after ${AUTH_TIMEOUT_MS / 1000} s`, async () => {
    const stream = openStream(wsUrl, null);
    await stream.opened;
    expect(await stream.closed).toBe(4401);
    const after = (stream.state.closedAt ?? NaN) - stream.openedAt.at;
    expect(after).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
    expect(after).toBeLessThan(AUTH_TIMEOUT_MS + 3000);
  });

  it('closes on a garbage first frame without touching the database', async () => {
    const before = sessionQueries;
    const garbage = ['not json', '{"type":"hello"}', JSON.stringify({ type: 'auth', token: '' }), '[1,2,3]'];
    const codes = await Promise.all(garbage.map((frame) => openStream(wsUrl, null, [frame]).closed));
    expect(codes).toEqual([4400, 4400, 4400, 4400]);
    expect(sessionQueries).toBe(before);
  });

  it('reads only the first frame: a burst of auth frames costs one database statement', async () => {
    const before = sessionQueries;
    const burst = Array.from({ length: 50 }, (_, i) => JSON.stringify({ type: 'auth', token: `wrong-${i}` }));
    expect(await openStream(wsUrl, null, burst).closed).toBe(4401);
    expect(sessionQueries - before).toBe(1);
  });

  it('ignores every frame after authentication (no statement per frame)', async () => {
    const user = await createCustomer(db);
    const stream = openStream(wsUrl, user.token);
    await expect.poll(() => [stream.frames[0]?.type, stream.state.code]).toEqual(['ready', undefined]);
    const before = sessionQueries;
    for (let i = 0; i < 50; i += 1) stream.socket.send(JSON.stringify({ type: 'auth', token: user.token }));
    await new Promise((r) => setTimeout(r, 300));
    expect(sessionQueries).toBe(before);
    expect(stream.state.closedAt).toBeUndefined();
    stream.socket.close();
  });
});
