import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createProduct, createSeller, type TestUser } from '../test/factories';
import { createPrimary, createReplica, type PgCluster } from './pg-clusters';

const PRIMARY_PORT = Number(process.env.CLUSTER_PG_PORT ?? 5440);
let primary: PgCluster;
let replica: PgCluster;
let app: App;
let seller: TestUser;
let dataDir: string;

async function onReplica<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: replica.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  primary = createPrimary(PRIMARY_PORT);
  replica = createReplica(primary, PRIMARY_PORT + 1);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-replica-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    DATABASE_URL: primary.url,
    DATABASE_READ_URL: replica.url,
  });
  app = await buildApp(config);
  seller = await createSeller(app.deps.db);
});

afterAll(async () => {
  await app?.close();
  replica?.destroy();
  primary?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a streaming replica (DATABASE_READ_URL)', () => {
  it('serves the catalogue reads', async () => {
    const { id } = await createProduct(app.deps.db, seller.id, { name: 'Kursi Replika' });
    await expect
      .poll(async () => (await get(`/api/v1/product/${id}`)).body, { timeout: 5000 })
      .toContain('Kursi Replika');
    expect((await get('/api/v1/product?search=replika')).json<{ data: { data: unknown[] } }>().data.data).toHaveLength(
      1,
    );
    const [{ n }] = (await onReplica<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'rima' AND backend_type = 'client backend'",
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('the writer reads its own write while the replica has not replayed it', async () => {
    const { id } = await createProduct(app.deps.db, seller.id, { name: 'Lemari Lama' });
    await expect
      .poll(async () => (await get(`/api/v1/product/${id}`)).body, { timeout: 5000 })
      .toContain('Lemari Lama');
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/v1/product/edit/${id}`,
        headers: { 'x-access-token': seller.token },
        payload: { name: 'Lemari Baru' },
      });
      expect(edit.statusCode).toBe(200);
      const cookie = [edit.headers['set-cookie']].flat().find((c) => c?.startsWith('rima_lsn='));
      expect(cookie).toBeDefined();
      // the replica still has the old row; the writer, carrying its cookie, reads the new one
      const [row] = await onReplica<{ name: string }>(`SELECT name FROM products WHERE id = ${id}`);
      expect(row?.name).toBe('Lemari Lama');
      const mine = await get(`/api/v1/product/${id}`, cookie?.split(';')[0]);
      expect(mine.body).toContain('Lemari Baru');
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    await expect
      .poll(async () => (await onReplica<{ name: string }>(`SELECT name FROM products WHERE id = ${id}`))[0]?.name)
      .toBe('Lemari Baru');
  });

  it('survives the replica’s restart', async () => {
    replica.stop();
    try {
      const res = await get('/api/v1/product?search=lemari');
      expect(res.statusCode).toBe(200);
      expect((await get('/api/v1/health')).statusCode).toBe(200);
    } finally {
      replica.start();
    }
    await expect
      .poll(async () => (await get('/api/v1/product?search=kursi')).statusCode, { timeout: 10_000 })
      .toBe(200);
  });
});
