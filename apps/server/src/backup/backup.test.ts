import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { TEST_DATABASE_URL } from '../../test/build-test-app';
import { fillCart, checkoutBody, postCheckout } from '../../test/buying';
import { createCustomer, createSeller } from '../../test/factories';
import { productForm, testPhoto } from '../../test/photo-form';
import { backup, restore } from '../cli/backup';
import { servePglBackups } from './on-signal';

// The embedded database's backups: on PostgreSQL pg_dump is the tool (README), so this runs on PGlite only.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-backup-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
const open = () => buildApp({ ...config, webDistDir: path.join(dataDir, 'no-web') });

type State = { orders: unknown[]; ledger: unknown[]; photos: string[] };
async function state(app: App): Promise<State> {
  const { db } = app.deps;
  const uploads = path.join(dataDir, 'uploads');
  return {
    orders: await db.query('SELECT id, status, total, buyer_id FROM orders ORDER BY id'),
    ledger: await db.query(
      'SELECT account_id, sum(amount)::int AS total FROM ledger_entries GROUP BY account_id ORDER BY account_id',
    ),
    photos: fs.existsSync(uploads)
      ? fs
          .readdirSync(uploads)
          .sort()
          .map((name) => `${name}:${fs.statSync(path.join(uploads, name)).size}`)
      : [],
  };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(TEST_DATABASE_URL)('npm run backup / restore (embedded database)', () => {
  it('backup while the shop runs, wipe, restore: the same orders, ledger sums and photos', async () => {
    let app = await open();
    const seller = await createSeller(app.deps.db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/product/create',
      headers: { 'x-access-token': seller.token },
      body: productForm([await testPhoto(90)], { price: '100000', stock: '5' }),
    });
    expect(created.statusCode).toBe(201);
    const productId = created.json<{ data: { id: number } }>().data.id;
    const buyer = await createCustomer(app.deps.db);
    await fillCart(app.deps.db, buyer.id, [{ productId, qty: 2 }]);
    const order = await postCheckout(app, buyer.token, checkoutBody());
    expect(order.statusCode).toBe(201);
    const paymentId = order.json<{ data: { payment: { id: number } } }>().data.payment.id;
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/payment/${paymentId}/simulate`,
      headers: { 'x-access-token': buyer.token },
    });
    expect(paid.statusCode).toBe(200);
    const before = await state(app);
    expect(before.orders).toHaveLength(1);
    expect(before.ledger.length).toBeGreaterThan(0);
    expect(before.photos.length).toBeGreaterThan(0);

    // the running shop takes the snapshot (asked through its pid file, as `npm run backup` does) and keeps answering
    const stopServing = servePglBackups(app, dataDir);
    const [dir, health] = await Promise.all([
      backup(config, () => undefined),
      app.inject({ method: 'GET', url: '/api/v1/health' }),
    ]);
    expect(health.statusCode).toBe(200);
    await app.close();
    stopServing(); // the shop's process ended

    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    await restore(config, dir);
    app = await open();
    expect(await state(app)).toEqual(before);
    await app.close();
  }, 300_000);
});
