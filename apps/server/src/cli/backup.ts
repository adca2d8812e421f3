import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config';
import { createDb } from '../db/client';
import { latestBackup, restoreBackup, writeBackup } from '../backup/backup';

/**
 * `npm run backup` and `npm run restore [-- <backup directory>]` for the embedded database and the photos on
 * disk (backup/backup.ts). A running shop takes the snapshot itself (asked with SIGUSR2 through its pid file,
 * so it keeps serving); a stopped one is opened here. Restore wants the shop stopped.
 */

const WAIT_MS = 300_000;

export const pidFile = (dataDir: string) => path.join(dataDir, 'rima.pid');

/** The running shop's pid for this DATA_DIR, if one runs. */
export function runningShop(dataDir: string): number | undefined {
  if (!fs.existsSync(pidFile(dataDir))) return undefined;
  const pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export async function backup(config: Config, print: (line: string) => void): Promise<string> {
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump or PITR (README)');
  const pid = runningShop(config.dataDir);
  if (pid === undefined) {
    const db = await createDb({ dataDir: path.join(config.dataDir, 'pglite') });
    try {
      return await writeBackup(db, config.dataDir);
    } finally {
      await db.close();
    }
  }
  const before = latestBackup(config.dataDir);
  print(`asking the running shop (pid ${pid}) for a snapshot …`);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const latest = latestBackup(config.dataDir);
    if (latest && latest !== before) return latest;
    if (Date.now() > deadline) throw new Error('the shop wrote no backup; see its log');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function restore(config: Config, from: string | undefined): Promise<string> {
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README)');
  if (runningShop(config.dataDir) !== undefined) throw new Error('Stop the shop first: restore replaces its files');
  const source = from ? path.resolve(from) : latestBackup(config.dataDir);
  if (!source) throw new Error(`No backup under ${config.dataDir}/backups`);
  await restoreBackup(source, config.dataDir);
  return source;
}

async function main() {
  const [command, from] = process.argv.slice(2);
  try {
    // eslint-disable-next-line no-restricted-properties -- a command reads the environment as the server does
    const config = loadConfig(process.env);
    if (command === 'restore') console.log(`restored ${await restore(config, from)} into ${config.dataDir}`);
    else console.log(`backup written to ${await backup(config, console.log)}`);
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : String(error instanceof Error ? error.message : error),
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
