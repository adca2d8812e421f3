import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { addressKey, createRateBuckets, waitText } from './rate-limit';

describe('rate-limit buckets', async () => {
  const app = await buildTestApp();
  const buckets = createRateBuckets(app.deps.db);

  it('counts hits in a window that starts at the first hit, and starts again when it ends', async () => {
    const bucket = { key: 'test:window', limit: 2, windowSeconds: 60 };
    expect(await buckets.hit(bucket)).toMatchObject({ allowed: true, hits: 1 });
    expect(await buckets.hit(bucket)).toMatchObject({ allowed: true, hits: 2 });
    const third = await buckets.hit(bucket);
    expect(third).toMatchObject({ allowed: false, hits: 3 });
    expect(third.retryAfter).toBeGreaterThan(0);
    expect(third.retryAfter).toBeLessThanOrEqual(60);
    await app.deps.db.query("UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key = $1", [
      bucket.key,
    ]);
    expect(await buckets.hit(bucket)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('never lets more than the limit through when hit in parallel', async () => {
    const bucket = { key: 'test:parallel', limit: 7, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 100 }, () => buckets.hit(bucket)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('take() gives every hit of a refused call back, so refusals do not eat the budget', async () => {
    const a = { key: 'test:take-a', limit: 5, windowSeconds: 60 };
    const b = { key: 'test:take-b', limit: 1, windowSeconds: 60 };
    expect((await buckets.take([a, b])).ok).toBe(true);
    const refused = await buckets.take([a, b]);
    expect(refused).toMatchObject({ ok: false, bucket: b });
    const rows = await app.deps.db.query<{ key: string; hits: number }>(
      "SELECT key, hits FROM rate_limits WHERE key LIKE 'test:take-%' ORDER BY key",
    );
    expect(rows).toEqual([
      { key: 'test:take-a', hits: 1 },
      { key: 'test:take-b', hits: 1 },
    ]);
  });

  it('words a wait in seconds or minutes', () => {
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(900)).toBe('15 minutes');
  });
});

describe('addressKey', () => {
  it('counts IPv4 as is and IPv6 by its /64', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});
