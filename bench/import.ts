// Imports 10,000 rows (no photos) through POST /api/v1/seller/imports while reads keep coming, and prints how
// long the import took and the reads' p50/p99 meanwhile (docs/decisions/052-bulk-listing.md).
// `npx tsx bench/import.ts` (embedded PGlite) or `DATABASE_URL=postgres://… npx tsx bench/import.ts` (a new
// schema of that database, dropped afterwards). IMPORT_ROWS (10000), IMPORT_READERS (4 concurrent reads), IMPORT_READ_RATE (40 reads/s in all).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/client';
import { createProduct, createSeller } from '../apps/server/test/factories';

const env = process.env;
const rows = Number(env.IMPORT_ROWS ?? 10_000);
const readers = Number(env.IMPORT_READERS ?? 4);
// Reads per second over all readers (a shop's steady traffic, not a saturating loop); 0 = as fast as they go.
const readRate = Number(env.IMPORT_READ_RATE ?? 40);
const databaseUrl = env.DATABASE_URL || undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-import-bench-'));
const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'none'),
});
const db = await createDb({ databaseUrl, dataDir: undefined, poolSize: 20, schema });
const app = await buildApp({ ...config, databaseUrl }, { db });
console.log('app ready');
const seller = await createSeller(db);
const shop = await createSeller(db);
const shown: number[] = [];
for (let i = 0; i < 200; i += 1) shown.push((await createProduct(db, shop.id, { category_id: 10 + (i % 9) })).id);

console.log('shop ready');
const header =
  'product_key,sku,name,description,category,price,stock,option1_name,option1_value,colour,material,width_cm';
const categories = ['sofa', 'kursi-makan', 'meja-makan', 'nakas', 'lemari-pakaian'];
const lines = [header];
for (let i = 0; i < rows; i += 1) {
  const key = `P${Math.floor(i / 2)}`; // two variants per product
  lines.push(
    [
      key,
      `B-${i}`,
      `Kursi Bench ${key}`,
      'Kursi kayu jati untuk uji impor massal.',
      categories[i % 5],
      100_000 + i,
      5,
      'Ukuran',
      `U${i % 2}`,
      'natural',
      'jati',
      45,
    ].join(','),
  );
}
const csv = lines.join('\n');

const latencies: number[] = [];
let importing = true;
async function reader(seed: number) {
  let n = seed;
  while (importing) {
    n += 1;
    const url =
      n % 3 === 0 ? `/api/v1/product/${shown[n % shown.length]}` : `/api/v1/product?page=${(n % 10) + 1}&limit=12`;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const took = performance.now() - started;
    latencies.push(took);
    if (readRate > 0) await new Promise((r) => setTimeout(r, Math.max(0, (readers * 1000) / readRate - took)));
    if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode}`);
  }
}

// A shop that is open has served before: its read model and code paths are warm when the import arrives.
for (let n = 0; n < 40; n += 1) {
  await app.inject({ method: 'GET', url: `/api/v1/product?page=${(n % 10) + 1}&limit=12` });
  await app.inject({ method: 'GET', url: `/api/v1/product/${shown[n % shown.length]}` });
}

const form = new FormData();
form.append('dry_run', 'false');
form.append('file', new Blob([csv]), 'bench.csv');
const started = performance.now();
const reads = Array.from({ length: readers }, (_, i) => reader(i * 1000));
const res = await app.inject({
  method: 'POST',
  url: '/api/v1/seller/imports',
  headers: { 'x-access-token': seller.token },
  payload: form,
});
const job = res.json<{ data?: { id: number; status: string; errors: unknown[] } }>().data;
if (job?.status !== 'queued') throw new Error(`import refused: ${res.statusCode} ${res.body.slice(0, 500)}`);
const checked = performance.now();
console.log(`checked in ${((checked - started) / 1000).toFixed(1)} s`);
let status = job.status;
let processed = 0;
while (status === 'queued' || status === 'running') {
  await new Promise((r) => setTimeout(r, 100));
  const got = await app.inject({
    method: 'GET',
    url: `/api/v1/seller/imports/${job.id}`,
    headers: { 'x-access-token': seller.token },
  });
  ({ status, processed } = got.json<{ data: { status: string; processed: number } }>().data);
}
const finished = performance.now();
importing = false;
await Promise.all(reads);
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]?.toFixed(1);
console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
console.log(`import of ${rows} rows: ${status}, ${processed} rows written`);
console.log(
  `  upload + check: ${((checked - started) / 1000).toFixed(1)} s, writes: ${((finished - checked) / 1000).toFixed(1)} s, total: ${((finished - started) / 1000).toFixed(1)} s`,
);
console.log(
  `reads meanwhile (${readers} readers, ${readRate || 'unpaced'}/s, in-process): ${latencies.length} answered, p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
);
await app.close();
if (databaseUrl) {
  const cleanup = await createDb({ databaseUrl, poolSize: 1 });
  await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await cleanup.close();
}
fs.rmSync(dataDir, { recursive: true, force: true });
