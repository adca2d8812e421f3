// The seller center's two speed figures, one after the other (not timed tests: a person reads them):
//  (a) the seller home for a store with 50,000 orders on PostgreSQL: GET /api/v1/seller/dashboard?from&to,
//      target p99 < 200 ms (bench/seller-dashboard.mjs);
//  (b) an import of 10,000 CSV rows without photos while the shop keeps answering reads, target < 60 s
//      (bench/import.ts).
// Each runs in its own process and its own schema, dropped afterwards. Run it on a quiet machine:
//   DATABASE_URL=postgres://… node bench/seller-speed.mjs
// A quick smoke with small numbers: SPEED_ORDERS=500 SPEED_ROWS=200 DATABASE_URL=… node bench/seller-speed.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL database (each part makes and drops its own schema).');
  process.exit(1);
}
const orders = Number(process.env.SPEED_ORDERS ?? 50_000);
const rows = Number(process.env.SPEED_ROWS ?? 10_000);
const IMPORT_TARGET_S = 60;
const DASHBOARD_TARGET_MS = 200;

/** Runs a bench script with tsx, echoing its output; answers the output and the exit code. */
function run(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', path.join('bench', script)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ out, code }));
  });
}

const summary = [];
console.log(`\n== (a) seller home, ${orders} orders, PostgreSQL ==`);
const dash = await run('seller-dashboard.mjs', { DASH_ORDERS: String(orders) });
const p99s = [...dash.out.matchAll(/p99\s+([\d.]+) ms/g)].map((m) => Number(m[1]));
const worst = p99s.length > 0 ? Math.max(...p99s) : NaN;
summary.push(
  `seller home (${orders} orders): worst p99 ${Number.isNaN(worst) ? '?' : worst.toFixed(1)} ms, target < ${DASHBOARD_TARGET_MS} ms: ${worst < DASHBOARD_TARGET_MS ? 'within' : 'OVER'}`,
);

console.log(`\n== (b) import of ${rows} CSV rows, no photos, PostgreSQL ==`);
const imp = await run('import.ts', { IMPORT_ROWS: String(rows) });
const total = Number(/total: ([\d.]+) s/.exec(imp.out)?.[1] ?? NaN);
const readsP99 = /p99 ([\d.]+) ms/.exec(imp.out)?.[1] ?? '?';
summary.push(
  `import (${rows} rows): ${Number.isNaN(total) ? '?' : total.toFixed(1)} s, target < ${IMPORT_TARGET_S} s: ${total < IMPORT_TARGET_S ? 'within' : 'OVER'}; reads meanwhile p99 ${readsP99} ms`,
);

console.log('\n== summary ==');
for (const line of summary) console.log(line);
if (dash.code !== 0 || imp.code !== 0 || !(worst < DASHBOARD_TARGET_MS) || !(total < IMPORT_TARGET_S))
  process.exitCode = 1;
