import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config';
import { PHOTO_FILE_NAME } from '../photos/photo-objects';
import { createS3Objects } from '../photos/s3-objects';

export type CopyResult = { copied: number; present: number };

/** Files copied at the same time: enough to hide a bucket's latency, few enough for a small machine. */
const PARALLEL_COPIES = 8;

/**
 * `npm run photos:copy-to-s3` copies the photos under DATA_DIR/uploads to the bucket named by S3_BUCKET (with
 * the same S3_* settings the shop uses), so a shop that moves its photos to object storage keeps the ones it
 * has. Idempotent: an object already there with the same size is skipped, so it can run again after a failure
 * or once more right before the shop restarts with S3_BUCKET set. The files on disk are left alone.
 */
export async function copyPhotosToS3(config: Config, print: (line: string) => void): Promise<CopyResult> {
  if (!config.s3) throw new Error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials) to name the bucket.');
  const dir = path.join(config.dataDir, 'uploads');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => PHOTO_FILE_NAME.test(name)) : [];
  const objects = await createS3Objects(config.s3);
  const result: CopyResult = { copied: 0, present: 0 };
  try {
    let next = 0;
    const worker = async () => {
      while (next < names.length) {
        const name = names[next++] as string;
        const data = await fs.promises.readFile(path.join(dir, name));
        if (await objects.has(name, data.length)) result.present += 1;
        else {
          await objects.put(name, data);
          result.copied += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
  } finally {
    objects.close();
  }
  print(
    `${names.length} photo files in ${dir}: ${result.copied} copied to ${config.s3.bucket}, ${result.present} already there.`,
  );
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    // eslint-disable-next-line no-restricted-properties -- a command's entry point reads the environment once
    const config = loadConfig(process.env);
    await copyPhotosToS3(config, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
