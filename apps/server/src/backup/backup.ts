import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';

/**
 * Backups of the embedded database and the photos on disk (README: Backups, docs/decisions/049). A backup is a
 * directory `DATA_DIR/backups/<time>/` with `pglite.tar.gz` (a consistent snapshot, taken by the running shop
 * between two statements), `uploads/` and `complaint-videos/` (the photo and video files, written once and never
 * changed, so a copy after the snapshot holds every file it names). `complete` is written last: a backup without it is unfinished.
 * On PostgreSQL use pg_dump or PITR; with S3_BUCKET the bucket's own versioning keeps the photos.
 */

export const COMPLETE_MARK = 'complete';
/** The folders of DATA_DIR holding files the database names (docs/decisions/059 for the videos). */
const FILE_DIRS = ['uploads', 'complaint-videos'];

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

export async function writeBackup(db: Db, dataDir: string, now = new Date()): Promise<string> {
  if (!db.dump) throw new Error('Only the embedded database is backed up this way; on PostgreSQL use pg_dump');
  const dir = path.join(backupsDir(dataDir), now.toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'pglite.tar.gz'), await db.dump());
  for (const name of FILE_DIRS) {
    const files = path.join(dataDir, name);
    if (fs.existsSync(files)) fs.cpSync(files, path.join(dir, name), { recursive: true });
  }
  fs.writeFileSync(path.join(dir, COMPLETE_MARK), `${now.toISOString()}\n`);
  return dir;
}

/** The newest complete backup in DATA_DIR/backups, if any. */
export function latestBackup(dataDir: string): string | undefined {
  const root = backupsDir(dataDir);
  if (!fs.existsSync(root)) return undefined;
  const done = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, COMPLETE_MARK)))
    .sort();
  const last = done.at(-1);
  return last ? path.join(root, last) : undefined;
}

/**
 * Puts a backup back into DATA_DIR with the shop stopped. What was there is kept beside it
 * (`pglite.before-restore-<time>`, `uploads.before-restore-<time>`), never deleted.
 */
export async function restoreBackup(backup: string, dataDir: string, now = new Date()): Promise<void> {
  if (!fs.existsSync(path.join(backup, COMPLETE_MARK))) throw new Error(`${backup} is not a complete backup`);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(target)) fs.renameSync(target, `${target}.before-restore-${stamp}`);
  for (const name of FILE_DIRS) {
    const files = path.join(dataDir, name);
    if (fs.existsSync(files)) fs.renameSync(files, `${files}.before-restore-${stamp}`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const archive = fs.readFileSync(path.join(backup, 'pglite.tar.gz'));
  const lite = new PGlite({
    dataDir: target,
    loadDataDir: new Blob([archive]),
    extensions: { pg_trgm, unaccent },
  });
  await lite.waitReady;
  await lite.close();
  for (const name of FILE_DIRS) {
    if (fs.existsSync(path.join(backup, name)))
      fs.cpSync(path.join(backup, name), path.join(dataDir, name), { recursive: true });
  }
}
