import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAreaData } from './area-data';
import type { Db, Queryable } from './client';

/** The migrations folder sits beside src/ and dist/: find it from wherever this code runs. */
export function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'migrations');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder not found');
}

export type Migration = { version: number; name: string; sql: string };

/** Data steps that run right after a migration's SQL, in its transaction (rows too many to write as SQL). */
export const DATA_STEPS: Record<number, (tx: Queryable) => Promise<void>> = { 50: loadAreaData };

export function readMigrations(dir = findMigrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies every migration not yet recorded, each in its own transaction, in version order.
 * Safe to run at every start and from several processes at once (an advisory lock serialises them).
 */
export async function migrate(db: Db, migrations = readMigrations(), steps = DATA_STEPS): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  // Versions already recorded are skipped without a transaction each (a start on an up-to-date database);
  // the rest are checked again under the lock, since another process may be applying them.
  const recorded = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  for (const migration of migrations.filter((m) => !recorded.has(m.version))) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(728374)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await steps[migration.version]?.(tx);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(`${String(migration.version).padStart(4, '0')}_${migration.name}`);
  }
  return applied;
}
