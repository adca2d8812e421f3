import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../app';
import { writeBackup } from './backup';

/**
 * The embedded database lives in this process: `npm run backup` finds it through DATA_DIR/rima.pid and asks
 * for a snapshot with SIGUSR2, which is taken between two statements while the shop keeps serving.
 */
/** Returns the undoing: the pid file goes and SIGUSR2 is no longer heard (also done at exit). */
export function servePglBackups(app: App, dataDir: string): () => void {
  const pidFile = path.join(dataDir, 'rima.pid');
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  process.once('exit', () => fs.rmSync(pidFile, { force: true }));
  let running = false;
  const onSignal = () => {
    if (running) return;
    running = true;
    writeBackup(app.deps.db, dataDir)
      .then((dir) => app.log.info({ dir }, 'backup written'))
      .catch((err: unknown) => app.log.error({ err }, 'backup failed'))
      .finally(() => {
        running = false;
      });
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    fs.rmSync(pidFile, { force: true });
  };
}
