import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../../test/build-test-app';

/** POST /contact and guest order tracking are limited, also under parallel requests. */

type Envelope = { statusCode: number; code?: string; message: string };
type Res = Awaited<ReturnType<App['inject']>>;

const statusCounts = (responses: Res[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

function expectClear429(res: Res | undefined, message: RegExp, maxWait: number) {
  expect(res?.statusCode).toBe(429);
  expect(res?.headers['content-type']).toMatch(/application\/json/);
  expect(res?.json<Envelope>()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  expect(res?.json<Envelope>().message).toMatch(message);
  const wait = Number(res?.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
}

describe('rate limits on public forms', async () => {
  const app = await buildTestApp();
  const contact = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: ip,
      payload: { name: 'Sari', email: 'sari@example.com', plan: 'business', message: 'Do you ship to Bali?' },
    });
  const track = (ip: string, email: string, orderId = 99_999) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/order/track?order_id=${orderId}&email=${encodeURIComponent(email)}`,
      remoteAddress: ip,
    });

  it('POST /contact: 10 messages per address per hour, even when 15 arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 15 }, () => contact('10.20.0.1')));
    expect(statusCounts(responses)).toEqual({ 201: 10, 429: 5 });
    expectClear429(
      responses.find((r) => r.statusCode === 429),
      /Too many messages from your network\. Try again in \d+ minutes\./,
      3600,
    );
    const stored = await app.deps.db.query('SELECT 1 FROM contact_messages');
    expect(stored).toHaveLength(10);
    expect((await contact('10.20.0.2')).statusCode).toBe(201);
  });

  it('GET /order/track: 30 lookups per address in 15 minutes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => track('10.20.1.1', `guess-${i}@example.com`)),
    );
    expect(statusCounts(responses)).toEqual({ 404: 30, 429: 10 });
    expectClear429(
      responses.find((r) => r.statusCode === 429),
      /Too many order lookups from your network/,
      900,
    );
    expect((await track('10.20.1.2', 'someone@example.com')).statusCode).toBe(404);
  });

  it('GET /order/track: 10 lookups per e-mail in 15 minutes, whatever the address and letter case', async () => {
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        track(`10.20.2.${i + 1}`, i % 2 ? 'Victim@Example.com' : 'victim@example.com', 1000 + i),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 404: 10, 429: 5 });
    expectClear429(
      responses.find((r) => r.statusCode === 429),
      /Too many order lookups for this e-mail/,
      900,
    );
    expect((await track('10.20.2.200', 'other@example.com')).statusCode).toBe(404);
  });
});
