import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory archive; empty on PostgreSQL (each file migrates its own schema). */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the server tests on PGlite: the migrations run once, into a snapshot every test app starts
 * from (buildTestApp), instead of once per test file. Each app still runs migrate() at start, which finds every
 * migration applied; the migrations themselves run here, and once per test file on PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // eslint-disable-next-line no-restricted-properties -- tests choose their database from the environment
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rima-pglite-template-'));
  const db = await createDb({ databaseUrl: undefined, dataDir: undefined });
  try {
    await migrate(db);
    if (!db.dump) throw new Error('the embedded database cannot be dumped');
    const file = path.join(dir, 'migrated.tar.gz');
    fs.writeFileSync(file, await db.dump());
    project.provide('pgliteTemplate', file);
  } finally {
    await db.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
