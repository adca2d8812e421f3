import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('/metrics', async () => {
  const token = 'metrics-token-for-tests';
  const app = await buildTestApp({ METRICS_TOKEN: token });
  await app.ready();

  it('refuses a request without the token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports route latency, cache counters and event-loop lag in Prometheus format', async () => {
    await app.inject({ method: 'GET', url: '/api/v1/product?limit=6&page=1' });
    await app.inject({ method: 'GET', url: '/api/v1/product?limit=6&page=1&fbclid=abc' });
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/product",status="2xx"\} 2/,
    );
    // the second URL differs only by an unknown parameter: the same cache entry answers it
    expect(res.body).toMatch(/catalog_cache_hits_total 1/);
    expect(res.body).toMatch(/catalog_cache_misses_total 1/);
    expect(res.body).toMatch(/nodejs_eventloop_lag_seconds/);
  });

  it('counts the scheduled order work', async () => {
    await app.deps.orderJobs.runOnce(new Date());
    await app.deps.orderJobs.runOnce(new Date());
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.body).toMatch(/order_job_runs_total 2/);
    expect(res.body).toMatch(/order_job_failures_total 0/);
    expect(res.body).toMatch(/order_job_seconds_total \d/);
  });

  it('does not exist without a configured token', async () => {
    const plain = await buildTestApp();
    expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
