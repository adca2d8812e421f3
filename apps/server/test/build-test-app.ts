import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, type Db } from '../src/db/client';

/** The database the tests run on: PGlite by default, PostgreSQL when DATABASE_URL is set. */
// eslint-disable-next-line no-restricted-properties -- tests choose their database from the environment
export const TEST_DATABASE_URL = process.env.DATABASE_URL || undefined;

/** The development outbox's token in tests (DEV_OUTBOX is on in every test app unless a test turns it off). */
export const TEST_OUTBOX_TOKEN = 'test-outbox-token-0123456789';

/**
 * A test app's configuration over a fresh data directory named from `prefix` (closeAfterFile removes it): logs
 * silent, no demo data, no web build, and the development outbox on unless `env` asks for production.
 */
export function testConfig(
  env: Record<string, string> = {},
  prefix = 'rima-test-',
): { config: Config; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // a production app in tests takes no real customers (config-production.ts): the sandbox pays
    ...(env.NODE_ENV === 'production'
      ? { PRODUCTION_REHEARSAL: 'true', PUBLIC_URL: 'https://shop.example' }
      : { DEV_OUTBOX: 'true', DEV_OUTBOX_TOKEN: TEST_OUTBOX_TOKEN }),
    ...env,
  });
  return { config, dataDir };
}

/** After the test file: closes `app`, drops its PostgreSQL schema (when on PostgreSQL) and its data directory. */
export function closeAfterFile(app: App, schema: string, dataDir: string): void {
  afterAll(async () => {
    await app.close();
    if (TEST_DATABASE_URL) {
      const cleanup = await createDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 1 });
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cleanup.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * A fresh, migrated app per call: in-memory PGlite, or a new schema of the PostgreSQL database named by
 * DATABASE_URL. Each test file gets its own data directory; everything is closed after the file.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'db'> = {},
  /** Wraps the database the app gets (a statement log, say); the file's cleanup still uses the real one. */
  wrapDb: (db: Db) => Db = (db) => db,
): Promise<App> {
  const { config, dataDir } = testConfig(env);
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  // on PGlite, from the migrated snapshot of the global setup (test/pglite-template.ts)
  const template = inject('pgliteTemplate') || undefined;
  const db = await createDb({ databaseUrl: TEST_DATABASE_URL, dataDir: undefined, poolSize: 20, schema, template });
  const app = await buildApp({ ...config, databaseUrl: TEST_DATABASE_URL }, { ...deps, db: wrapDb(db) });
  closeAfterFile(app, schema, dataDir);
  return app;
}
