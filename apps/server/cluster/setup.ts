import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../src/db/client';
import { startLocalS3, type LocalS3 } from '../test/s3-server';
import { startCluster, type Cluster } from './cluster';

export const OUTBOX_TOKEN = 'cluster-outbox-token-0123456789';
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3301);
const LB_PORT = Number(process.env.CLUSTER_LB_PORT ?? 3310);
/** A second server block: nginx with a bare proxy_pass, adding no forwarding header at all. */
export const BARE_PORT = LB_PORT + 1;

export type Shop = { cluster: Cluster; db: Db; s3: LocalS3; databaseUrl: string; close(): Promise<void> };

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database, a local S3, three instances of the built server behind nginx, and a Db for the test's rows. */
export async function startShop(): Promise<Shop> {
  const name = `rima_h_cluster_${process.pid}_${Date.now()}`;
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const s3 = await startLocalS3();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-cluster-data-'));
  const cluster = await startCluster({
    basePort: BASE_PORT,
    lbPort: LB_PORT,
    env: {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      DEV_OUTBOX: 'true',
      DEV_OUTBOX_TOKEN: OUTBOX_TOKEN,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${LB_PORT}`,
      DRAIN_DELAY_MS: '2500',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '20',
      // every instance runs the order jobs each second: the jobs test sees them overlap
      ORDER_JOBS_INTERVAL_MS: '1000',
      METRICS_TOKEN,
    },
    extraSite: (ports) => `
upstream rima_bare { ${ports.map((p) => `server 127.0.0.1:${p};`).join(' ')} }
server { listen 127.0.0.1:${BARE_PORT}; location / { proxy_pass http://rima_bare; } }
`,
  });
  const db = await createDb({ databaseUrl, poolSize: 20 });
  return {
    cluster,
    db,
    s3,
    databaseUrl,
    async close() {
      await cluster.stop();
      await db.close();
      await s3.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const key = () => crypto.randomUUID();
