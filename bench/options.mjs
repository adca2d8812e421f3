// The options of `npm run bench` (environment variables, listed in bench/run.mjs) and what every part shares.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const env = process.env;
export const DURATION = Number(env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
export const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 100_000);
export const WHICH = env.BENCH_DB ?? 'both';
export const PG_ADMIN_URL = env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const HOST = '127.0.0.1';
// The PostgreSQL bench database (seeded when missing), and the first of ten ports for the servers a run starts
// (unset: any free port); helpers benchmarking side by side each take their own.
export const PG_BENCH_DB = env.BENCH_PG_DB ?? 'rima_bench';
export const FIRST_PORT = env.BENCH_PORT ? Number(env.BENCH_PORT) : undefined;
export const MIX_DURATION = Number(env.BENCH_MIX_DURATION ?? 20);
export const DISTINCT = Number(env.BENCH_DISTINCT ?? 100_000);
export const METRICS_TOKEN = crypto.randomBytes(16).toString('hex');
// The memory run's cache bound (CATALOG_CACHE_MAX_MB); small, so a short run already has to evict.
export const CACHE_MAX_MB = Number(env.BENCH_CACHE_MB ?? 16);

export function log(...args) {
  console.log(...args);
}
