import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client';
import type { JobStats } from '../jobs/order-jobs';
import type { FrontDoor } from './front-door';
import type { ResponseCache } from './response-cache';

/**
 * Prometheus metrics (prom-client): per-route rate and latency, the database pool, the catalogue cache,
 * the process (event-loop lag, memory, CPU: the library's defaults). Served at GET /metrics only when a
 * token is configured, and only to a request carrying `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; db: Db; cache: ResponseCache; jobs: JobStats; front?: FrontDoor },
): void {
  const { token, db, cache, jobs, front } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, per route and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [pool, s] of Object.entries(db.poolStats?.() ?? {})) {
        this.set({ pool, state: 'total' }, s.total);
        this.set({ pool, state: 'idle' }, s.idle);
        this.set({ pool, state: 'in_use' }, s.total - s.idle);
        this.set({ pool, state: 'waiting' }, s.waiting);
      }
    },
  });
  /** A counter whose value lives elsewhere (the cache's or the jobs' own stats), read at scrape time. */
  const readCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  readCounter('catalog_cache_hits_total', 'Catalogue answers served from the response cache', () => cache.stats.hits);
  readCounter('catalog_cache_misses_total', 'Catalogue answers computed', () => cache.stats.misses);
  readCounter('http_front_door_answers_total', 'Cache hits answered before Fastify', () => front?.answered ?? 0);
  readCounter('catalog_cache_evictions_total', 'Entries evicted by the LRU bounds', () => cache.stats.evictions);
  new Gauge({
    name: 'catalog_cache_bytes',
    help: 'Bytes held by the response cache (bodies and their compressed variants)',
    registers: [registry],
    collect() {
      this.set(cache.bytes);
    },
  });
  new Gauge({
    name: 'catalog_cache_entries',
    help: 'Entries in the response cache',
    registers: [registry],
    collect() {
      this.set(cache.size);
    },
  });

  // Scheduled work (jobs/order-jobs.ts): how often it ran, how long it took, what it changed.
  readCounter('order_job_runs_total', 'Runs of the scheduled order work', () => jobs.runs);
  readCounter('order_job_failures_total', 'Runs of the scheduled order work that failed', () => jobs.failures);
  readCounter('order_job_seconds_total', 'Time spent in the scheduled order work', () => jobs.seconds);
  readCounter('order_job_payments_expired_total', 'Unpaid payments expired by the jobs', () => jobs.expired);
  readCounter('order_job_orders_completed_total', 'Delivered orders completed by the jobs', () => jobs.completed);
  readCounter('order_job_refunds_failed_total', 'Refunds that failed for good', () => jobs.refundsFailed);

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
  // Answers sent by the front door (cache hits before Fastify) are counted under their route too.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  front?.observe((route, status, seconds) => {
    const key = `${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels({ method: 'GET', route, status: `${Math.floor(status / 100)}xx` });
      children.set(key, child);
    }
    child.observe(seconds);
  });
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return reply.code(401).send({ statusCode: 401, message: 'A metrics token is required' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
