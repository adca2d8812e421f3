// The bench databases: PostgreSQL (reused when it already holds the products) and PGlite, migrated by a
// first start of the server, then filled with SQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { startServer } from './bench-server.mjs';
import { PG_ADMIN_URL, PRODUCTS, env, log } from './options.mjs';
import { seedSql } from './seed-sql.mjs';

export async function seedPostgres(dbName) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const existing = new URL(PG_ADMIN_URL);
  existing.pathname = `/${dbName}`;
  if (
    env.BENCH_RESEED !== '1' &&
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount
  ) {
    const probe = new pg.Client({ connectionString: existing.toString() });
    await probe.connect();
    const n = await probe.query('SELECT count(*)::int AS n FROM products').catch(() => ({ rows: [{ n: 0 }] }));
    await probe.end();
    if (n.rows[0].n >= PRODUCTS) {
      await admin.end();
      log(`reusing ${dbName} (${n.rows[0].n.toLocaleString('en')} products; BENCH_RESEED=1 rebuilds it)`);
      return existing.toString();
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  // Start once to migrate, then fill the tables directly with SQL (much faster than through the API).
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rima-bench-')),
  });
  await server.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(seedSql(PRODUCTS));
  await client.query('ANALYZE');
  await client.end();
  return databaseUrl;
}

export async function seedPglite(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir });
  await server.stop();
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
  await db.exec(seedSql(PRODUCTS));
  await db.exec('ANALYZE');
  await db.close();
}
