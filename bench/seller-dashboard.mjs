// Seller home bench: a store with 50,000 orders (about 110,000 order lines over a year, some unpaid or
// cancelled), product views and visitors, on PostgreSQL; then GET /api/v1/seller/dashboard for today, 7, 30
// and 365 days, each timed over 30 requests through the whole route (auth, validation, queries, response
// check). The target: p99 < 200 ms. Runs in a fresh schema that is dropped afterwards.
// Usage: DATABASE_URL=postgres://… npx tsx bench/seller-dashboard.mjs
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/http/auth.ts';
import { createSellerStatsRepository } from '../apps/server/src/modules/seller-stats/seller-stats.repository.ts';

const TARGET_P99_MS = 200;
// DASH_ORDERS: fewer orders for a quick smoke run (bench/seller-speed.mjs passes it on).
const ORDERS = Number(process.env.DASH_ORDERS ?? 50_000);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL database (the bench makes and drops its own schema).');
  process.exit(1);
}
const schema = `bench_dash_${crypto.randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.DASH_LOG_LEVEL ?? 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  DATABASE_URL: url,
});
const db = await createDb({ databaseUrl: url, poolSize: 10, schema });
const app = await buildApp(config, { db });

try {
  const started = Date.now();
  const [seller] = await db.query(
    `INSERT INTO users (role, email, username, password_hash, name) VALUES
       ('seller', 'bench-seller@example.com', 'Bench Jepara', 'x', 'Bench') RETURNING id`,
  );
  const [buyer] = await db.query(
    `INSERT INTO users (role, email, username, password_hash, name) VALUES
       ('customer', 'bench-buyer@example.com', 'bench_buyer', 'x', 'Buyer') RETURNING id`,
  );
  const token = await createSession(db, seller.id);
  await db.query(
    `INSERT INTO products (seller_id, name, description, price, stock, category_id, brand_id, size_id, color_id)
     SELECT $1, 'Kursi jati ' || g, 'Kursi.', 250000 + g * 1000, g % 40, 5, 1, 2, 1 FROM generate_series(1, 200) g`,
    [seller.id],
  );
  const [payment] = await db.query(
    `INSERT INTO payments (buyer_id, method, provider, amount, status, expires_at)
     VALUES ($1, 'bca', 'bench', 0, 'paid', now()) RETURNING id`,
    [buyer.id],
  );
  // Orders spread over the last 365 days; one in twenty unpaid, one in twenty cancelled.
  await db.query(
    `INSERT INTO orders (payment_id, buyer_id, seller_id, status, subtotal, total, shipping_method, name, address,
                         phone_code, phone, email, tracking_number, created_at, ship_by)
     SELECT $1, $2, $3,
            CASE WHEN g % 20 = 0 THEN 'awaiting_payment' WHEN g % 20 = 1 THEN 'cancelled' WHEN g % 20 = 2 THEN 'paid'
                 WHEN g % 20 = 3 THEN 'processing' ELSE 'completed' END,
            500000, 500000, 'free', 'Budi', 'Jl. Jati 1', '+62', '81234', 'b@example.com', 'JNE' || g,
            now() - (g::float8 / $4 * interval '365 days'), current_date + 2
       FROM generate_series(1, $4) g`,
    [payment.id, buyer.id, seller.id, ORDERS],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, name, price, qty)
     SELECT o.id, p.id, p.name, 250000, 1 + (o.id + k) % 2
       FROM orders o CROSS JOIN generate_series(1, 2 + (random() < 0.2)::int) k
       JOIN LATERAL (SELECT id, name FROM products WHERE seller_id = o.seller_id ORDER BY id
                     OFFSET (o.id * 7 + k) % 200 LIMIT 1) p ON true
      WHERE o.seller_id = $1`,
    [seller.id],
  );
  await db.query(
    `INSERT INTO product_daily_stats (seller_id, day, product_id, views, carts)
     SELECT $1, current_date - d, p.id, 10 + (p.id + d) % 30, (p.id + d) % 4
       FROM generate_series(0, 364) d CROSS JOIN (SELECT id FROM products WHERE seller_id = $1) p`,
    [seller.id],
  );
  await db.query(
    `INSERT INTO store_daily_visitors (seller_id, day, visitor)
     SELECT $1, current_date - d, substr(md5(d || ':' || v), 1, 16)
       FROM generate_series(0, 364) d CROSS JOIN generate_series(1, 150) v`,
    [seller.id],
  );
  await db.query('ANALYZE');
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM order_items');
  console.log(`seeded ${ORDERS} orders, ${n} order lines in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const day = (offset) => new Date(Date.now() + 7 * 3600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  let failed = false;
  for (const [label, days] of [
    ['today', 1],
    ['7 days', 7],
    ['30 days', 30],
    ['365 days', 365],
  ]) {
    const q = `/api/v1/seller/dashboard?from=${day(days - 1)}&to=${day(0)}`;
    const times = [];
    for (let i = 0; i < 33; i += 1) {
      const t = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: q, headers: { 'x-access-token': token } });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    const p = (x) => times[Math.min(times.length - 1, Math.floor(x * times.length))];
    const ok = p(0.99) < TARGET_P99_MS;
    failed ||= !ok;
    console.log(
      `${label.padEnd(9)} p50 ${p(0.5).toFixed(1).padStart(6)} ms  p99 ${p(0.99).toFixed(1).padStart(6)} ms  ${ok ? 'within' : 'OVER'} ${TARGET_P99_MS} ms`,
    );
  }
  // Each of the dashboard's queries alone over the year, to see which one a slow answer waits for.
  const repo = createSellerStatsRepository();
  const [from, to] = [day(364), day(0)];
  for (const [name, run] of Object.entries({
    salesByDay: () => repo.salesByDay(db, seller.id, from, to),
    topProducts: () => repo.topProducts(db, seller.id, from, to, 5),
    waiting: () => repo.waiting(db, seller.id, to),
    counters: () => repo.counters(db, seller.id, from, to),
    lowStock: () => repo.lowStock(db, seller.id, 5, 10),
    rating: () => repo.rating(db, seller.id),
    chatResponse: () => repo.chatResponse(db, seller.id),
  })) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < 5; i += 1) await run();
    console.log(`  ${name.padEnd(13)} ${(Number(process.hrtime.bigint() - t) / 5e6).toFixed(1).padStart(7)} ms`);
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  if (failed) process.exitCode = 1;
} finally {
  await app.close();
  const cleanup = await createDb({ databaseUrl: url, poolSize: 1 });
  await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await cleanup.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
